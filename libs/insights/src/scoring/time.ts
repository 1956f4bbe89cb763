export const DAY_MS = 86_400_000;
export const WEEK_MS = 7 * DAY_MS;

/** A moment given as data: ISO 8601 text, epoch milliseconds or a Date. */
export type Instant = string | number | Date;

/** Epoch milliseconds of an instant; throws RangeError when it is not a valid time. */
export function toEpochMs(instant: Instant): number {
  const ms = typeof instant === 'number' ? instant : typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  if (!Number.isFinite(ms)) throw new RangeError(`not a valid time: ${String(instant)}`);
  return ms;
}

/** Epoch milliseconds of an ISO date, or undefined when it does not parse. */
export function parseDateMs(iso: string): number | undefined {
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? ms : undefined;
}

/**
 * The 7-day bucket of a moment, counted from the Unix epoch in UTC: fixed buckets that need no
 * `now`, time zone or week-start convention.
 */
export function weekBucket(ms: number): number {
  return Math.floor(ms / WEEK_MS);
}
