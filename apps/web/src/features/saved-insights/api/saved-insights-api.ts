import { api } from '../../../lib/api';
import { INSIGHT_CACHE } from '../../../lib/cache-policy';
import { currentUserIn, insightChangeOf } from '../../../lib/live-update-data';
import { patchOnLiveUpdate, REFETCH, UNCHANGED } from '../../../lib/patch-on-live-update';
import type { FollowedInsightsPage, FollowedInsightsQuery } from './types';

/** Every page of Followed Insights: any insight's change may reorder them (a save, new evidence...). */
const FOLLOWED = { type: 'Insight', id: 'FOLLOWED' } as const;

/** Whose save or follow an event is: the caller's own changes which insights the pages hold. */
const PERSONAL = new Set(['InsightSaved', 'InsightUnsaved', 'InsightFollowed', 'InsightUnfollowed']);
/** Changes that move no insight in or out of the pages, nor between them (Recent Activity aside). */
const KEEPS_PLACE = new Set(['InsightTeamPrioritySet', 'InsightImpactScoreSet']);

export const savedInsightsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listFollowedInsights: build.query<FollowedInsightsPage, FollowedInsightsQuery>({
      keepUnusedDataFor: INSIGHT_CACHE.keepSeconds,
      query: ({ filter, page, page_size }) => ({ url: 'recommendations/followed', params: { filter, page, page_size } }),
      providesTags: [FOLLOWED],
      /**
       * The pages are ranked by the server (by latest activity, or by mentions) and hold only the
       * caller's saved and followed insights, so a change to a listed insight is fetched again (it
       * may move between pages), as is one that moves an insight in or out (the caller's own save
       * or follow, a dismissal, a deletion, a resurfacing, under Recent Activity any change).
       * Skipped without a request: someone else's save or follow, priority or score of an insight
       * this page does not hold, and its dismissal or deletion when this page holds them all.
       */
      onCacheEntryAdded: (query, lifecycle) =>
        patchOnLiveUpdate<FollowedInsightsPage>(
          (update) => update.streamId?.startsWith('insight-') ?? false,
          () => [FOLLOWED],
          (update, cached, state) => {
            const change = insightChangeOf(update);
            const me = currentUserIn(state)?.user_id;
            if (!change || !me || query.filter === 'recent') return REFETCH;
            if (cached.insights.some((insight) => insight.recommendation_id === change.insightId)) return REFETCH;
            if (PERSONAL.has(change.type)) return change.data.userId === me ? REFETCH : UNCHANGED;
            // Every one of the caller's insights is on this page: another one leaving changes nothing.
            const whole = query.page === 1 && !cached.has_next;
            const leaves = change.type === 'InsightDismissed' || change.type === 'InsightDeleted';
            return KEEPS_PLACE.has(change.type) || (leaves && whole) || (change.type === 'InsightDismissed' && query.filter === 'all')
              ? UNCHANGED
              : REFETCH;
          },
        )(query, lifecycle),
    }),
  }),
});

export const { useListFollowedInsightsQuery } = savedInsightsApi;
