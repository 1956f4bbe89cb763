import type { ThemeForScoring } from './theme';

export type ScoreFactorName = 'frequency' | 'recency' | 'consistency' | 'sentiment' | 'relevance' | 'business_impact' | 'revenue';

/** One line of a score's explanation. */
export interface ScoreFactor {
  name: ScoreFactorName;
  /** The factor's own measure, 0..1 (0 when unknown). */
  value: number;
  /** The weight actually applied, after unknown factors' weights were shared out; weights of a score sum to 1. */
  weight: number;
  /** Points this factor adds to the 0..100 score: 100 * weight * value. The contributions sum to the score. */
  contribution: number;
  /** False when the data to measure this factor is missing for the project; its weight is then 0. */
  known: boolean;
  /** A sentence saying what was measured, for the product to show. */
  explanation: string;
}

export interface ScoreBreakdown {
  /** 0..100 */
  score: number;
  factors: ScoreFactor[];
}

export interface InsightQuote {
  snippetId: string;
  text: string;
}

/** A theme as the engine outputs it: a ranked, explained insight. */
export interface Insight extends ThemeForScoring {
  title: string;
  summary: string;
  quotes: InsightQuote[];
  impact: ScoreBreakdown;
  priority: ScoreBreakdown;
  /** Set when the insight comes from one survey column (SPEC.md Recommendation.survey_column_name). */
  surveyColumnName?: string;
}
