// Read-your-writes: every command answers with the global position of its last event; a GET that
// carries the highest position seen is answered only once the read models have caught up.

export const CONSISTENCY_HEADER = 'X-Consistency-Position';

export interface ConsistencyTracker {
  observe(position: string | number | null | undefined): void;
  current(): string | null;
  /**
   * A cached entry's data was answered by a GET that carried `position` and was not marked stale:
   * the data holds every event up to it, so a live update at or before it has nothing to add.
   */
  entryAnswered(queryCacheKey: string, position: string | null): void;
  /** The position recorded by entryAnswered for the entry's current data, or null. */
  entryPosition(queryCacheKey: string): bigint | null;
  forgetEntry(queryCacheKey: string): void;
}

export function parsePosition(position: string | number | null | undefined): bigint | null {
  if (position === null || position === undefined) return null;
  const text = String(position).trim();
  if (!/^\d+$/.test(text)) return null;
  return BigInt(text);
}

export function createConsistencyTracker(): ConsistencyTracker {
  let highest: bigint | null = null;
  const entries = new Map<string, bigint>();
  return {
    observe(position) {
      const parsed = parsePosition(position);
      if (parsed !== null && (highest === null || parsed > highest)) highest = parsed;
    },
    current() {
      return highest === null ? null : highest.toString();
    },
    entryAnswered(queryCacheKey, position) {
      const parsed = parsePosition(position);
      if (parsed === null) entries.delete(queryCacheKey);
      else entries.set(queryCacheKey, parsed);
    },
    entryPosition(queryCacheKey) {
      return entries.get(queryCacheKey) ?? null;
    },
    forgetEntry(queryCacheKey) {
      entries.delete(queryCacheKey);
    },
  };
}
