export type PartOfDay = 'morning' | 'afternoon' | 'evening';

/** Morning from 5 to 12, afternoon from 12 to 18, evening otherwise (local clock). */
export function partOfDay(date: Date): PartOfDay {
  const hour = date.getHours();
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 18) return 'afternoon';
  return 'evening';
}
