export interface MonthlyMentions {
  /** YYYY-MM. */
  month: string;
  mentions: number;
}

/** The `count` months ending at the month of `endingAt` (UTC), oldest first. */
function monthsEnding(endingAt: string, count: number): string[] {
  const end = new Date(endingAt);
  const year = end.getUTCFullYear();
  const month = end.getUTCMonth();
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(year, month - (count - 1 - index), 1));
    return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

/**
 * An insight's mentions by month over `months` months ending at the month its analysis measured
 * from, months without mentions included (0); mentions outside the window are left out.
 */
export function mentionsChart(mentionsByDay: Readonly<Record<string, number>>, measuredAt: string, months: number): MonthlyMentions[] {
  if (!Number.isFinite(Date.parse(measuredAt))) return [];
  const chart = monthsEnding(measuredAt, months).map((month) => ({ month, mentions: 0 }));
  const byMonth = new Map(chart.map((entry) => [entry.month, entry]));
  for (const [day, count] of Object.entries(mentionsByDay)) {
    const entry = byMonth.get(day.slice(0, 7));
    if (entry && Number.isFinite(count)) entry.mentions += count;
  }
  return chart;
}
