// Read-your-writes: every command answers with the global position of its last event; a GET that
// carries the highest position seen is answered only once the read models have caught up.

export const CONSISTENCY_HEADER = 'X-Consistency-Position';

export interface ConsistencyTracker {
  observe(position: string | number | null | undefined): void;
  current(): string | null;
}

export function parsePosition(position: string | number | null | undefined): bigint | null {
  if (position === null || position === undefined) return null;
  const text = String(position).trim();
  if (!/^\d+$/.test(text)) return null;
  return BigInt(text);
}

export function createConsistencyTracker(): ConsistencyTracker {
  let highest: bigint | null = null;
  return {
    observe(position) {
      const parsed = parsePosition(position);
      if (parsed !== null && (highest === null || parsed > highest)) highest = parsed;
    },
    current() {
      return highest === null ? null : highest.toString();
    },
  };
}
