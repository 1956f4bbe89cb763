import { rangeOf } from '../numbers/range';
import { bestPhraseFamily, numberedAnswer } from './likert-scale';

/** Survey column types of SPEC.md section 3 ('None': not analysed). */
export const SURVEY_COLUMN_TYPES = ['likert', 'nps', 'numeric', 'text', 'None'] as const;
export type SurveyColumnType = (typeof SURVEY_COLUMN_TYPES)[number];

export interface ColumnTypeDetection {
  type: SurveyColumnType;
  /** Why, in one sentence, for the person checking the survey's columns. */
  evidence: string;
}

/** Share of the non-blank answers a reading must cover; the rest count as unreadable. */
export const READ_SHARE = 0.9;

/** Answers that mean "no answer". */
const BLANKS = new Set([
  '',
  'n/a',
  'na',
  '-',
  '--',
  'none',
  'null',
  'nan',
  "don't know",
  'dont know',
  'prefer not to say',
  'skip',
  'skipped',
]);

export function isBlankAnswer(value: string | number | null | undefined): boolean {
  if (value === null || value === undefined) return true;
  return BLANKS.has(String(value).trim().toLowerCase());
}

const NUMBER = /^[-+]?(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.\d+)?$/;

/** A number as people type it in surveys ("1,200", "$40", "75%"), or undefined. */
export function parseSurveyNumber(value: string | number): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  const text = value
    .trim()
    .replace(/^[$€£¥]\s*/, '')
    .replace(/\s*%$/, '');
  if (text === '' || !NUMBER.test(text) || !/\d/.test(text)) return undefined;
  const number = Number(text.replace(/,/g, ''));
  return Number.isFinite(number) ? number : undefined;
}

const RECOMMEND_HEADER = /recommend|\bnps\b|net promoter|how likely/i;
const ID_HEADER =
  /^(?:id|uuid|.*[\s_-]id|respondent|respondent[\s_-]?(?:id|number)|response[\s_-]?id|e-?mail(?:[\s_-]?address)?|ip(?:[\s_-]?address)?|timestamp|submitted[\s_-]at)$/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const CODE = /^(?=.*\d)[A-Za-z]{0,6}[-_#]?[A-Za-z0-9]*\d[A-Za-z0-9]*$/;
const DATE = /^(?:\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?|\d{1,2}[/.]\d{1,2}[/.]\d{2,4}(?: [\d:]+(?: ?[AP]M)?)?)$/i;

const MAX_CATEGORIES = 10;
const share = (part: number, whole: number): string => `${part} of ${whole}`;
const sample = (values: readonly string[]): string =>
  [...new Set(values)]
    .slice(0, 4)
    .map((value) => `"${value.length > 32 ? `${value.slice(0, 32)}…` : value}"`)
    .join(', ');

/**
 * The type of a survey column from its answers (and header, when known). In order:
 * nothing answered or identifiers/dates -> None; integers 0-10 with a 'recommend' style header,
 * or integers within 0-10 that include 0 or go above 7 -> nps; integers within 1-5 or 1-7 (bare
 * or numbered labels such as "4 - Agree") -> likert; other numbers -> numeric; agree/disagree
 * style phrases -> likert; a few short repeated values -> None (a category, not an answer to
 * analyse); anything else -> text.
 */
export function detectColumnType(values: readonly string[], header?: string): ColumnTypeDetection {
  const answers = values.map((value) => String(value ?? '').trim()).filter((value) => !isBlankAnswer(value));
  const n = answers.length;
  if (n === 0) return { type: 'None', evidence: `All ${values.length} values are empty.` };
  const distinct = new Set(answers.map((value) => value.toLowerCase()));
  const covers = (count: number) => count >= READ_SHARE * n;

  if (header !== undefined && ID_HEADER.test(header.trim()))
    return { type: 'None', evidence: `The header "${header.trim()}" names an identifier, not an answer.` };
  const uuids = answers.filter((value) => UUID.test(value)).length;
  if (covers(uuids)) return { type: 'None', evidence: `${share(uuids, n)} values are UUIDs: identifiers.` };
  const emails = answers.filter((value) => EMAIL.test(value)).length;
  if (covers(emails)) return { type: 'None', evidence: `${share(emails, n)} values are email addresses: identifiers.` };
  const dates = answers.filter((value) => DATE.test(value)).length;
  if (covers(dates)) return { type: 'None', evidence: `${share(dates, n)} values are dates or times, not answers.` };

  const numbers = answers.map(parseSurveyNumber).filter((value): value is number => value !== undefined);
  const numbered = answers.map(numberedAnswer).filter((value): value is number => value !== undefined);
  if (covers(numbers.length) || covers(numbered.length)) {
    const readings = covers(numbers.length) ? numbers : numbered;
    const integers = readings.every(Number.isInteger);
    const { low, high } = rangeOf(readings);
    const range = `${share(readings.length, n)} values are ${integers ? 'integers' : 'numbers'} from ${low} to ${high}`;
    // Row numbers: distinct consecutive integers that run past any rating scale.
    const sequential = readings === numbers && integers && high > 10 && distinct.size === n && high - low + 1 === n;
    if (sequential) return { type: 'None', evidence: `${range}, each once and consecutive: a running number.` };
    if (integers && low >= 0 && high <= 10) {
      if (header !== undefined && RECOMMEND_HEADER.test(header))
        return { type: 'nps', evidence: `${range} and the header asks how likely they are to recommend.` };
      if (low === 0 || high >= 8) return { type: 'nps', evidence: `${range}: a 0-10 scale, read as net promoter answers.` };
      if (low >= 1 && high <= 5) return { type: 'likert', evidence: `${range}: a 1-5 scale.` };
      if (low >= 1 && high <= 7) return { type: 'likert', evidence: `${range}: a 1-7 scale.` };
    }
    if (covers(numbers.length)) return { type: 'numeric', evidence: `${range}.` };
  }

  const phrases = bestPhraseFamily(answers);
  if (phrases !== undefined && covers(phrases.matched)) {
    return {
      type: 'likert',
      evidence: `${share(phrases.matched, n)} values are ${phrases.family.name} scale phrases (${sample(answers)}).`,
    };
  }

  const codes = answers.filter((value) => CODE.test(value)).length;
  if (n >= 3 && distinct.size === n && covers(codes))
    return { type: 'None', evidence: `${share(codes, n)} values are distinct codes (${sample(answers)}): identifiers.` };

  const words = answers.map((value) => value.split(/\s+/).length);
  const meanWords = words.reduce((total, count) => total + count, 0) / n;
  if (distinct.size <= MAX_CATEGORIES && n >= 2 * distinct.size && meanWords <= 3) {
    return {
      type: 'None',
      evidence: `Only ${distinct.size} distinct short values over ${n} answers (${sample(answers)}): a category, not an answer to analyse.`,
    };
  }
  return { type: 'text', evidence: `Free text: ${distinct.size} distinct answers of ${Math.round(meanWords * 10) / 10} words on average.` };
}
