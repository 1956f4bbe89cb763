import type { Page } from '../../documents/library';

/**
 * The Followed Insights tabs: `frequency` and `recent` are the caller's saved or followed insights
 * still in their project's ranked list, most mentions first or most recent activity first; `all`
 * adds the ones since dismissed, most recent activity first.
 */
export const FOLLOWED_FILTERS = ['frequency', 'recent', 'all'] as const;
export type FollowedFilter = (typeof FOLLOWED_FILTERS)[number];

export class GetFollowedInsightsQuery {
  constructor(
    readonly userId: string,
    readonly filter: FollowedFilter,
    readonly page: Page,
  ) {}
}
