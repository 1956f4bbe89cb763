import { isBlankAnswer, parseSurveyNumber, type SurveyColumnType } from './column-type';
import { likertScaleOf, likertValue, type LikertScale } from './likert-scale';

/**
 * SPEC.md's survey breakdown (Recommendation.surveyInsightBreakdowns): for each rated column, how
 * the respondents behind a theme answered, next to all respondents.
 */

export type SurveyValue = string | number | null | undefined;
/** One respondent's answers, by column name. */
export type SurveyRow = Readonly<Record<string, SurveyValue>>;

export interface LikertStats {
  responses: number;
  /** Mean position on the scale; null without responses. */
  mean: number | null;
  /** Every point of the scale, from min to max, with its count and share of the responses. */
  distribution: Array<{ value: number; label?: string; count: number; share: number }>;
}

export interface NpsStats {
  responses: number;
  /** 9-10 */
  promoters: number;
  /** 7-8 */
  passives: number;
  /** 0-6 */
  detractors: number;
  /** 100 * (promoters - detractors) / responses, -100..100; null without responses. */
  nps: number | null;
}

export interface NumericStats {
  responses: number;
  mean: number | null;
  median: number | null;
  min: number | null;
  max: number | null;
}

/** theme - all respondents; null when either side has no responses. */
type Delta<Keys extends string> = Record<Keys, number | null>;

export type ColumnBreakdown =
  | { column: string; type: 'likert'; scale: LikertScale | null; theme: LikertStats; all: LikertStats; delta: Delta<'mean'> }
  | { column: string; type: 'nps'; theme: NpsStats; all: NpsStats; delta: Delta<'nps'> }
  | { column: string; type: 'numeric'; theme: NumericStats; all: NumericStats; delta: Delta<'mean' | 'median'> };

const text = (value: SurveyValue): string => (value === null || value === undefined ? '' : String(value));
const difference = (theme: number | null, all: number | null): number | null => (theme === null || all === null ? null : theme - all);
const mean = (values: readonly number[]): number | null =>
  values.length === 0 ? null : values.reduce((total, value) => total + value, 0) / values.length;

export function likertStats(values: readonly SurveyValue[], scale: LikertScale | null): LikertStats {
  const points =
    scale === null
      ? []
      : values
          .map((value) => (isBlankAnswer(value) ? undefined : likertValue(text(value), scale)))
          .filter((point): point is number => point !== undefined);
  const distribution =
    scale === null
      ? []
      : Array.from({ length: scale.max - scale.min + 1 }, (_, index) => {
          const value = scale.min + index;
          const count = points.filter((point) => point === value).length;
          return {
            value,
            ...(scale.labels ? { label: scale.labels[index] } : {}),
            count,
            share: points.length === 0 ? 0 : count / points.length,
          };
        });
  return { responses: points.length, mean: mean(points), distribution };
}

/** An NPS answer: an integer 0..10, or undefined. */
function npsAnswer(value: SurveyValue): number | undefined {
  if (isBlankAnswer(value)) return undefined;
  const number = parseSurveyNumber(typeof value === 'number' ? value : text(value));
  return number !== undefined && Number.isInteger(number) && number >= 0 && number <= 10 ? number : undefined;
}

export function npsStats(values: readonly SurveyValue[]): NpsStats {
  const scores = values.map(npsAnswer).filter((score): score is number => score !== undefined);
  const promoters = scores.filter((score) => score >= 9).length;
  const detractors = scores.filter((score) => score <= 6).length;
  return {
    responses: scores.length,
    promoters,
    passives: scores.length - promoters - detractors,
    detractors,
    nps: scores.length === 0 ? null : (100 * (promoters - detractors)) / scores.length,
  };
}

export function numericStats(values: readonly SurveyValue[]): NumericStats {
  const numbers = values
    .map((value) => (isBlankAnswer(value) ? undefined : parseSurveyNumber(typeof value === 'number' ? value : text(value))))
    .filter((number): number is number => number !== undefined)
    .sort((a, b) => a - b);
  if (numbers.length === 0) return { responses: 0, mean: null, median: null, min: null, max: null };
  const middle = Math.floor(numbers.length / 2);
  const median = numbers.length % 2 === 1 ? numbers[middle] : (numbers[middle - 1] + numbers[middle]) / 2;
  return { responses: numbers.length, mean: mean(numbers), median, min: numbers[0], max: numbers[numbers.length - 1] };
}

/**
 * The breakdown of every likert, nps and numeric column (in the order of `columns`) for the
 * respondents of a theme, given as 0-based row indexes (out-of-range ones are ignored), against
 * all respondents. Text and None columns have no breakdown.
 */
export function surveyBreakdown(
  rows: readonly SurveyRow[],
  columns: Readonly<Record<string, SurveyColumnType>>,
  themeRows: Iterable<number>,
): ColumnBreakdown[] {
  const members = new Set([...themeRows].filter((row) => Number.isInteger(row) && row >= 0 && row < rows.length));
  const breakdowns: ColumnBreakdown[] = [];
  for (const [column, type] of Object.entries(columns)) {
    const all = rows.map((row) => row[column]);
    const theme = rows.filter((_, index) => members.has(index)).map((row) => row[column]);
    if (type === 'likert') {
      const scale = likertScaleOf(all.filter((value) => !isBlankAnswer(value)).map(text)) ?? null;
      const themeStats = likertStats(theme, scale);
      const allStats = likertStats(all, scale);
      breakdowns.push({
        column,
        type,
        scale,
        theme: themeStats,
        all: allStats,
        delta: { mean: difference(themeStats.mean, allStats.mean) },
      });
    } else if (type === 'nps') {
      const themeStats = npsStats(theme);
      const allStats = npsStats(all);
      breakdowns.push({ column, type, theme: themeStats, all: allStats, delta: { nps: difference(themeStats.nps, allStats.nps) } });
    } else if (type === 'numeric') {
      const themeStats = numericStats(theme);
      const allStats = numericStats(all);
      breakdowns.push({
        column,
        type,
        theme: themeStats,
        all: allStats,
        delta: { mean: difference(themeStats.mean, allStats.mean), median: difference(themeStats.median, allStats.median) },
      });
    }
  }
  return breakdowns;
}
