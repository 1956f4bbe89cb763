import type { InsightScoreView, InsightView } from '@app/infrastructure/read-models';
import { type MonthlyMentions, mentionsChart } from './scoring/mentions-chart';
import { reweightRecency, type TeamPriority } from '@app/domain';

/** The engine's default, for a project with no insight to say which half-life its analysis used. */
export const DEFAULT_HALF_LIFE_DAYS = 30;

export interface RecommendationSourceBreakdown {
  by_kind: { document?: number; transcript?: number; survey?: number };
  by_document: Array<{ document_id: string; file_name: string; count: number }>;
}

/** An insight as the recommendation screens show it (SPEC.md's Recommendation). */
export interface Recommendation {
  recommendation_id: string;
  product_id: string;
  status: 'current' | 'stale';
  title: string;
  summary: string;
  key_phrases: string[];
  impact_score: number;
  priority_score: number;
  /** The score a person set, else the impact score. */
  user_updated_customer_impact_score: number;
  score_breakdown: { impact: InsightScoreView; priority: InsightScoreView };
  sentiment: InsightView['sentiment'];
  snippet_count: number;
  new_evidence_count: number;
  source_breakdown: RecommendationSourceBreakdown;
  quotes: InsightView['quotes'];
  survey_column_name: string | null;
  surveyInsightBreakdowns: unknown[];
  /** Saved, and followed, by the person asking. */
  is_saved: boolean;
  is_followed: boolean;
  /** Why and when it left the ranked list; null while it is in it. */
  dismissal: { reason: string; search_query: string | null; at: string } | null;
  /** Back after a dismissal because new evidence joined it; null otherwise. */
  resurfaced: { dismissed_at: string; dismissed_reason: string; new_mentions: number; at: string } | null;
  /** The team's priority (one for the organisation); none until a member sets one. */
  teamPriority: TeamPriority;
  /** The revision of the insight's stream this answer shows: a command may send it back as If-Match. */
  revision: number;
  version: number;
  created_at: string;
  updated_at: string;
  chart?: MonthlyMentions[];
}

export interface RecommendationOptions {
  /** The person asking: whether they saved and follow it. */
  viewer?: string;
  /** Another half-life than the analysis used: the impact score's recency is measured again under it. */
  halfLifeDays?: number;
  /** Months of mentions to chart, ending at the analysis' month; none when absent. */
  chartMonths?: number;
}

/** The impact score under the half-life asked for; the stored one when none, or the same one, is asked. */
export function impactUnder(insight: InsightView, halfLifeDays: number | undefined): InsightScoreView {
  if (halfLifeDays === undefined || halfLifeDays === insight.half_life_days) return insight.impact;
  return reweightRecency(insight.impact, { mentionsByDay: insight.mentions_by_day, measuredAt: insight.measured_at, halfLifeDays });
}

export function recommendationOf(insight: InsightView, options: RecommendationOptions = {}): Recommendation {
  const impact = impactUnder(insight, options.halfLifeDays);
  const recommendation: Recommendation = {
    recommendation_id: insight.insight_id,
    product_id: insight.product_id,
    status: insight.status,
    title: insight.title,
    summary: insight.summary,
    key_phrases: insight.key_phrases,
    impact_score: impact.score,
    priority_score: insight.priority.score,
    user_updated_customer_impact_score: insight.user_impact_score ?? impact.score,
    score_breakdown: { impact, priority: insight.priority },
    sentiment: insight.sentiment,
    snippet_count: insight.snippet_count,
    new_evidence_count: insight.new_evidence_count,
    source_breakdown: insight.source_breakdown,
    quotes: insight.quotes,
    survey_column_name: insight.survey_column_name,
    surveyInsightBreakdowns: insight.survey_breakdowns,
    is_saved: options.viewer !== undefined && (insight.saved_by ?? []).includes(options.viewer),
    is_followed: options.viewer !== undefined && (insight.followers ?? []).includes(options.viewer),
    dismissal: insight.dismissal
      ? { reason: insight.dismissal.reason, search_query: insight.dismissal.search_query, at: insight.dismissal.at }
      : null,
    resurfaced: insight.resurfaced ?? null,
    teamPriority: insight.team_priority ?? 'none',
    // Views projected before revisions were kept have none: -1 never matches, so the client refetches once.
    revision: insight.revision ?? -1,
    version: insight.version,
    created_at: insight.created_at,
    updated_at: insight.updated_at,
  };
  if (options.chartMonths !== undefined) {
    recommendation.chart = mentionsChart(insight.mentions_by_day, insight.measured_at, options.chartMonths);
  }
  return recommendation;
}

/**
 * SPEC.md's order: current before stale; then by the user-updated impact score, highest first;
 * on a tie, survey-based insights after the others; then by snippet count, highest first (then
 * oldest first and by id, so the order never depends on the store).
 */
export function byRecommendationOrder(a: Recommendation, b: Recommendation): number {
  return (
    Number(a.status === 'stale') - Number(b.status === 'stale') ||
    b.user_updated_customer_impact_score - a.user_updated_customer_impact_score ||
    Number(a.survey_column_name !== null) - Number(b.survey_column_name !== null) ||
    b.snippet_count - a.snippet_count ||
    a.created_at.localeCompare(b.created_at) ||
    a.recommendation_id.localeCompare(b.recommendation_id)
  );
}

/** The half-life the stored scores of these insights used: the latest analysis' (by when it measured). */
export function storedHalfLife(insights: readonly InsightView[]): number {
  let latest: InsightView | null = null;
  for (const insight of insights) if (!latest || insight.measured_at > latest.measured_at) latest = insight;
  return latest?.half_life_days ?? DEFAULT_HALF_LIFE_DAYS;
}
