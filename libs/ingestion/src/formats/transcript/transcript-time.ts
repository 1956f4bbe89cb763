// "HH:MM:SS", "MM:SS" or "H:MM:SS", with an optional fraction after "." or ",": "01:02:03.250".
const CLOCK_TIME = /^(?:(\d+):)?([0-5]?\d):([0-5]\d)(?:[.,](\d+))?$/;

/**
 * Seconds from a JSON transcript's time: a number of seconds, or a clock time as a string.
 * Undefined when the value is neither (or negative), so the caller can say which entry is wrong.
 */
export function secondsFrom(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const clock = CLOCK_TIME.exec(value.trim());
  if (clock === null) return undefined;
  const [, hours = '0', minutes, seconds, fraction = '0'] = clock;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds) + Number(`0.${fraction}`);
}
