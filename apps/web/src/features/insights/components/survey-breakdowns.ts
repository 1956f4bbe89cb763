// The engine's survey breakdowns (libs/insights/src/survey/survey-breakdown.ts and
// pipeline/theme-surveys.ts), read defensively: the API types them as opaque objects (object[]).

export interface LikertStats {
  responses: number;
  mean: number | null;
  distribution: Array<{ value: number; label?: string; count: number; share: number }>;
}
export interface NpsStats {
  responses: number;
  promoters: number;
  passives: number;
  detractors: number;
  nps: number | null;
}
export interface NumericStats {
  responses: number;
  mean: number | null;
  median: number | null;
  min: number | null;
  max: number | null;
}

export type ColumnBreakdown =
  | { column: string; type: 'likert'; theme: LikertStats; all: LikertStats }
  | { column: string; type: 'nps'; theme: NpsStats; all: NpsStats }
  | { column: string; type: 'numeric'; theme: NumericStats; all: NumericStats };

export interface SurveyBreakdowns {
  surveyId: string | null;
  breakdowns: ColumnBreakdown[];
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isNumberOrNull = (value: unknown) => value === null || typeof value === 'number';

function isLikert(stats: unknown): stats is LikertStats {
  return (
    isObject(stats) &&
    typeof stats.responses === 'number' &&
    Array.isArray(stats.distribution) &&
    stats.distribution.every((point) => isObject(point) && typeof point.value === 'number' && typeof point.share === 'number')
  );
}
function isNps(stats: unknown): stats is NpsStats {
  return (
    isObject(stats) &&
    ['responses', 'promoters', 'passives', 'detractors'].every((key) => typeof stats[key] === 'number') &&
    isNumberOrNull(stats.nps)
  );
}
function isNumeric(stats: unknown): stats is NumericStats {
  return isObject(stats) && typeof stats.responses === 'number' && isNumberOrNull(stats.mean) && isNumberOrNull(stats.median);
}

export function isColumnBreakdown(value: unknown): value is ColumnBreakdown {
  if (!isObject(value) || typeof value.column !== 'string') return false;
  const check = value.type === 'likert' ? isLikert : value.type === 'nps' ? isNps : value.type === 'numeric' ? isNumeric : null;
  return check !== null && check(value.theme) && check(value.all);
}

/** Either per-survey groups ({surveyId, breakdowns}) or bare column breakdowns; anything else is left out. */
export function readSurveyBreakdowns(raw: readonly unknown[] | null | undefined): SurveyBreakdowns[] {
  const groups: SurveyBreakdowns[] = [];
  const loose: ColumnBreakdown[] = [];
  for (const item of raw ?? []) {
    if (isColumnBreakdown(item)) loose.push(item);
    else if (isObject(item) && Array.isArray(item.breakdowns)) {
      const breakdowns = item.breakdowns.filter(isColumnBreakdown);
      if (breakdowns.length > 0) groups.push({ surveyId: typeof item.surveyId === 'string' ? item.surveyId : null, breakdowns });
    }
  }
  if (loose.length > 0) groups.push({ surveyId: null, breakdowns: loose });
  return groups;
}
