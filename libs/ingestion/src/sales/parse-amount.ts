import { isBlankAnswer } from '@app/insights';
import type { RawCell } from '../formats/reader';

/** A money cell read: its value, or why it has none. */
export type AmountReading = { value: number } | 'blank' | 'negative' | 'unreadable';

/** An ISO code (USD, CHF) or a symbol with an optional short prefix ($, US$, A$, €, £). */
const CURRENCY = String.raw`(?:[a-z]{3}|[a-z]{0,2}[$€£¥₹])`;
const AMOUNT = new RegExp(String.raw`^${CURRENCY}?\s*(\d[\d.,'’\s]*?)\s*(k|mm|mn|m|bn|b)?\s*${CURRENCY}?$`, 'iu');
const SCALES: Record<string, number> = { k: 1e3, m: 1e6, mm: 1e6, mn: 1e6, b: 1e9, bn: 1e9 };
/** Separators that only ever group digits; dots and commas may also be the decimal mark. */
const SEPARATOR = /[.,\s'’]/g;

/**
 * A revenue cell as CRM exports and people write them: "$12,500", "€ 12.500,00", "12 500",
 * "USD 12,000", "12k", "1.2M". An XLSX number is taken as it is. A negative amount ("-500",
 * "(1,000)", as accountants write it) is no ARR: it is reported, not counted.
 */
export function parseAmount(cell: RawCell): AmountReading {
  if (typeof cell === 'number') {
    if (!Number.isFinite(cell)) return 'unreadable';
    return cell < 0 ? 'negative' : { value: cell };
  }
  if (typeof cell !== 'string') return cell === null || cell === undefined ? 'blank' : 'unreadable';
  if (isBlankAnswer(cell)) return 'blank';
  const wrapped = /^\((.*)\)$/.exec(cell.trim());
  let text = wrapped === null ? cell.trim() : wrapped[1].trim();
  const firstDigit = text.search(/\d/);
  const minus = firstDigit < 0 ? -1 : text.slice(0, firstDigit).search(/[-−]/);
  if (minus >= 0) text = text.slice(0, minus) + text.slice(minus + 1);
  const match = AMOUNT.exec(text.trim());
  const number = match === null ? undefined : parseGroupedNumber(match[1].trim());
  if (match === null || number === undefined) return 'unreadable';
  const scale = match[2] === undefined ? 1 : SCALES[match[2].toLowerCase()];
  // 2.01 × 1e6 is 2009999.9999999998 in floating point: an amount with a scale is kept to the cent.
  const value = scale === 1 ? number : Math.round(number * scale * 100) / 100;
  return (wrapped !== null || minus >= 0) && value !== 0 ? 'negative' : { value };
}

/**
 * Where the decimal mark is, if any. With both a dot and a comma, the last one is; a mark that
 * repeats groups thousands ("1,234,567"); a lone one followed by exactly three digits groups
 * thousands too ("12.500", "12,500"), any other count is decimal ("12,5", "12500.50").
 */
function decimalMarkAt(text: string): number {
  const at = Math.max(text.lastIndexOf('.'), text.lastIndexOf(','));
  if (at < 0) return -1;
  if (text.includes(text[at] === '.' ? ',' : '.')) return at;
  if (text.indexOf(text[at]) !== at) return -1;
  return text.length - at - 1 === 3 ? -1 : at;
}

/** Digits in groups of three under one kind of separator, with an optional decimal part; else undefined. */
function parseGroupedNumber(text: string): number | undefined {
  const at = decimalMarkAt(text);
  const whole = at < 0 ? text : text.slice(0, at);
  const fraction = at < 0 ? '0' : text.slice(at + 1);
  const groups = whole.split(SEPARATOR);
  const separators = new Set(whole.match(SEPARATOR));
  const grouped = groups.length === 1 || (groups[0].length <= 3 && groups.slice(1).every((group) => group.length === 3));
  if (separators.size > 1 || !grouped || !groups.every((group) => /^\d+$/.test(group)) || !/^\d+$/.test(fraction)) return undefined;
  return Number(`${groups.join('')}.${fraction}`);
}
