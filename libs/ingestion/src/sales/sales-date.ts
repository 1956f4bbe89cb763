import { isBlankAnswer } from '@app/insights';
import type { RawCell } from '../formats/reader';

/** A date cell read: YYYY-MM-DD, or why it has none. */
export type DateReading = { value: string } | 'blank' | 'unreadable';

/** How a column's a/b/yyyy dates are to be read when both a and b could be the month. */
export type DayOrder = 'month-first' | 'day-first';

const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const YEAR_MONTH_DAY = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T\s].*)?$/;
/** a/b/yyyy or a-b-yyyy (either order) and a.b.yyyy (day first: the dotted form is European), with an optional time. */
const NUMERIC_DATE = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4})(?:[T\s].*)?$/;
const DAY_MONTH_YEAR = /^(\d{1,2})(?:st|nd|rd|th)?[\s-]+(\p{L}+)\.?,?[\s-]+(\d{4})$/iu;
const MONTH_DAY_YEAR = /^(\p{L}+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/iu;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Day 0 of spreadsheet serial dates (1900 date system, as Excel counts past its 1900 leap-year bug). */
const SERIAL_EPOCH_MS = Date.UTC(1899, 11, 30);
/**
 * Serials read as dates: 1950-01-01 to 2099-12-31. A bare number in a date column outside these
 * is more likely a year or an id than a date from before 1950.
 */
const SERIAL_RANGE = { from: 18_264, to: 73_050 };

const monthOf = (word: string): number | undefined => {
  const lower = word.toLowerCase();
  const index = MONTH_NAMES.findIndex((name) => lower === name || lower === name.slice(0, 3) || (name === 'september' && lower === 'sept'));
  return index < 0 ? undefined : index + 1;
};

/** YYYY-MM-DD of a calendar date that exists (no 31 April), or undefined. */
function isoDateOf(year: number, month: number | undefined, day: number): string | undefined {
  if (month === undefined) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date.toISOString().slice(0, 10);
}

/** Which order one a/b/yyyy value can only be read in, 'either' when both could be, undefined for other values. */
export function dayOrderEvidence(cell: RawCell): DayOrder | 'either' | undefined {
  const match = typeof cell === 'string' ? NUMERIC_DATE.exec(cell.trim()) : null;
  if (match === null || match[2] === '.') return undefined;
  const [first, second] = [Number(match[1]), Number(match[3])];
  if (first > 12) return 'day-first';
  if (second > 12) return 'month-first';
  // 03/03/2024 is the same date either way.
  return first === second ? undefined : 'either';
}

/**
 * A column's order: the one its dates that can only be read one way agree on; otherwise month
 * first, as Salesforce and most US CRMs export them, and `assumed` is a value read on that
 * assumption alone, for the note that says so.
 */
export function dayOrderOf(cells: readonly RawCell[]): { order: DayOrder; assumed?: string } {
  const evidence = cells.map(dayOrderEvidence);
  const [dayFirst, monthFirst] = [evidence.includes('day-first'), evidence.includes('month-first')];
  if (dayFirst !== monthFirst) return { order: dayFirst ? 'day-first' : 'month-first' };
  // No date tells the order, or the dates disagree: the US order is a guess, said in a note.
  const either = evidence.indexOf('either');
  return either < 0 ? { order: 'month-first' } : { order: 'month-first', assumed: String(cells[either]).trim() };
}

function dateOfText(text: string, order: DayOrder): string | undefined {
  const ymd = YEAR_MONTH_DAY.exec(text);
  // An ISO date-time keeps the date as written: converting to UTC could move it a day.
  if (ymd !== null) return isoDateOf(Number(ymd[1]), Number(ymd[2]), Number(ymd[3]));
  const numeric = NUMERIC_DATE.exec(text);
  if (numeric !== null) {
    const [first, second, year] = [Number(numeric[1]), Number(numeric[3]), Number(numeric[4])];
    const dayFirst = numeric[2] === '.' || first > 12 || (order === 'day-first' && second <= 12);
    return dayFirst ? isoDateOf(year, second, first) : isoDateOf(year, first, second);
  }
  const dayMonth = DAY_MONTH_YEAR.exec(text);
  if (dayMonth !== null) return isoDateOf(Number(dayMonth[3]), monthOf(dayMonth[2]), Number(dayMonth[1]));
  const monthDay = MONTH_DAY_YEAR.exec(text);
  if (monthDay !== null) return isoDateOf(Number(monthDay[3]), monthOf(monthDay[1]), Number(monthDay[2]));
  return undefined;
}

/**
 * A close or created date as YYYY-MM-DD: from an XLSX date (its calendar day; XLSX dates carry
 * no time zone) or serial number, or from text in the forms CRMs export (2024-03-01,
 * 2024/03/01, 2024-03-01T10:00:00Z, 03/01/2024, 1 March 2024, March 1, 2024).
 */
export function parseSalesDate(cell: RawCell, order: DayOrder): DateReading {
  if (cell === null || cell === undefined) return 'blank';
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? 'unreadable' : { value: cell.toISOString().slice(0, 10) };
  if (typeof cell === 'number') {
    if (!Number.isFinite(cell) || cell < SERIAL_RANGE.from || cell > SERIAL_RANGE.to) return 'unreadable';
    return { value: new Date(SERIAL_EPOCH_MS + Math.floor(cell) * DAY_MS).toISOString().slice(0, 10) };
  }
  if (typeof cell !== 'string') return 'unreadable';
  if (isBlankAnswer(cell)) return 'blank';
  const value = dateOfText(cell.trim(), order);
  return value === undefined ? 'unreadable' : { value };
}
