import { api } from '../../../../lib/api';
import { INSIGHT_CACHE } from '../../../../lib/cache-policy';
import type { LiveUpdate } from '../../../../lib/live-update-hub';
import { refetchOnLiveUpdate } from '../../../../lib/refetch-on-live-update';
import { patchOnLiveUpdate } from '../../../../lib/patch-on-live-update';
import { collaboratorsPatch } from '../../../../lib/live-update-data';
import type {
  ChangelogEntryResponse,
  ChangelogPageResponse,
  InsightCollaboratorsResponse,
  RecommendationsAnswerResponse,
} from '../../../../lib/generated/api-types';

export type ChangelogEntry = ChangelogEntryResponse;
export type ChangelogPage = ChangelogPageResponse;
export type InsightCollaborators = InsightCollaboratorsResponse;
/** GET /api/recommendations/v2?recommendation=&as_of= answers one recommendation. */
export type InsightAsOf = RecommendationsAnswerResponse & { recommendation: NonNullable<RecommendationsAnswerResponse['recommendation']> };

/** One insight's changelog, or a project's: `recommendation` or `product`. */
export type ChangelogTarget = { recommendation: string } | { product: string };
export type ChangelogQuery = ChangelogTarget & { page: number; page_size: number };

const changelogTag = (target: ChangelogTarget) =>
  ({
    type: 'Insight',
    id: 'recommendation' in target ? `changelog-${target.recommendation}` : `changelog-product-${target.product}`,
  }) as const;
const collaboratorsTag = (recommendationId: string) => ({ type: 'Insight', id: `collaborators-${recommendationId}` }) as const;

/** An insight's own changes come on its stream; a project's changelog may change with any insight's. */
const concerns = (target: ChangelogTarget, update: LiveUpdate) =>
  'recommendation' in target
    ? update.streamId === `insight-${target.recommendation}`
    : (update.streamId?.startsWith('insight-') ?? false) || update.streamId === `product-${target.product}`;

export const changelogApi = api.injectEndpoints({
  endpoints: (build) => ({
    getChangelog: build.query<ChangelogPage, ChangelogQuery>({
      keepUnusedDataFor: INSIGHT_CACHE.keepSeconds,
      query: (params) => ({ url: 'changelog', params }),
      providesTags: (_result, _error, query) => [changelogTag(query)],
      onCacheEntryAdded: (query, lifecycle) =>
        refetchOnLiveUpdate<ChangelogPage>(
          (update) => concerns(query, update),
          () => [changelogTag(query)],
        )(query, lifecycle),
    }),
    /** The insight as it stood at a moment, folded from its events on the server. */
    getInsightAsOf: build.query<InsightAsOf, { recommendation: string; as_of: string }>({
      // A past moment never changes: kept as long as any insight data.
      keepUnusedDataFor: INSIGHT_CACHE.keepSeconds,
      query: (params) => ({ url: 'recommendations/v2', params }),
    }),
    getInsightCollaborators: build.query<InsightCollaborators, string>({
      keepUnusedDataFor: INSIGHT_CACHE.keepSeconds,
      query: (recommendationId) => `recommendations/${encodeURIComponent(recommendationId)}/collaborators`,
      providesTags: (_result, _error, recommendationId) => [collaboratorsTag(recommendationId)],
      // Saves, follows and new comments are patched in; the insight's other events change no collaborator.
      onCacheEntryAdded: (recommendationId, lifecycle) =>
        patchOnLiveUpdate<InsightCollaborators>(
          (update) => update.streamId === `insight-${recommendationId}` || update.streamId === `insightcomments-${recommendationId}`,
          () => [collaboratorsTag(recommendationId)],
          (update, _cached, state) => collaboratorsPatch(update, recommendationId, state),
        )(recommendationId, lifecycle),
    }),
    /** The project's whole changelog as CSV text, for a download the page starts. */
    downloadProjectChangelog: build.query<string, string>({
      keepUnusedDataFor: 0,
      query: (productId) => ({ url: 'changelog', params: { product: productId, format: 'csv' }, responseHandler: 'text' }),
    }),
  }),
});

export const { useGetChangelogQuery, useGetInsightAsOfQuery, useGetInsightCollaboratorsQuery, useLazyDownloadProjectChangelogQuery } =
  changelogApi;
