import { api } from '../../../lib/api';
import { INSIGHT_CACHE } from '../../../lib/cache-policy';
import { refetchOnLiveUpdate } from '../../../lib/refetch-on-live-update';
import type { FollowedInsightsPage, FollowedInsightsQuery } from './types';

/** Every page of Followed Insights: any insight's change may reorder them (a save, new evidence...). */
const FOLLOWED = { type: 'Insight', id: 'FOLLOWED' } as const;

export const savedInsightsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listFollowedInsights: build.query<FollowedInsightsPage, FollowedInsightsQuery>({
      keepUnusedDataFor: INSIGHT_CACHE.keepSeconds,
      query: ({ filter, page, page_size }) => ({ url: 'recommendations/followed', params: { filter, page, page_size } }),
      providesTags: [FOLLOWED],
      onCacheEntryAdded: refetchOnLiveUpdate<FollowedInsightsPage>(
        (update) => update.streamId?.startsWith('insight-') ?? false,
        () => [FOLLOWED],
      ),
    }),
  }),
});

export const { useListFollowedInsightsQuery } = savedInsightsApi;
