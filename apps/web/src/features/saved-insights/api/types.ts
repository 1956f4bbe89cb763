import type { FollowedInsightResponse, FollowedInsightsFilter, FollowedInsightsPageResponse } from '../../../lib/generated/api-types';

/** GET /api/recommendations/followed: one card of Followed Insights. */
export type FollowedInsight = FollowedInsightResponse;
export type FollowedInsightsPage = FollowedInsightsPageResponse;
/** frequency: most mentions first; recent: latest activity first; all: dismissed ones too. */
export type FollowedFilter = FollowedInsightsFilter;

export interface FollowedInsightsQuery {
  filter: FollowedFilter;
  page: number;
  page_size: number;
}
