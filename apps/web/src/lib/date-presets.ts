// SPEC section 9's date filter presets, as the first and last day (local calendar) they cover.

export const DATE_PRESETS = ['lastWeek', 'last2Weeks', 'lastMonth', 'last3Months', 'last6Months'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

export interface DateRange {
  /** YYYY-MM-DD */
  start: string;
  /** YYYY-MM-DD */
  end: string;
}

const isoDay = (date: Date): string =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** From the same day a week, two weeks or 1, 3 or 6 months ago, to today. */
export function presetRange(preset: DatePreset, today: Date): DateRange {
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  if (preset === 'lastWeek') start.setDate(start.getDate() - 7);
  else if (preset === 'last2Weeks') start.setDate(start.getDate() - 14);
  else {
    const months = preset === 'lastMonth' ? 1 : preset === 'last3Months' ? 3 : 6;
    const day = start.getDate();
    start.setDate(1);
    start.setMonth(start.getMonth() - months);
    // 31 March less a month is the last day of February, not 3 March.
    const lastDay = new Date(start.getFullYear(), start.getMonth() + 1, 0).getDate();
    start.setDate(Math.min(day, lastDay));
  }
  return { start: isoDay(start), end: isoDay(today) };
}
