import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { TagDescription } from '@reduxjs/toolkit/query/react';
import { api } from '../../../lib/api';
import { INSIGHT_CACHE, PROJECT_CACHE } from '../../../lib/cache-policy';
import type { LiveUpdate } from '../../../lib/live-update-hub';
import { refetchOnLiveUpdate } from '../../../lib/refetch-on-live-update';
import type { RankedInsight, RecentProject, RecentProjectsResponse, TopInsightsResponse } from './types';

export const RECENT_PROJECTS = 5;
/** Top insights come from this many of the most recent live projects, this many each, and this many are shown. */
export const TOP_INSIGHT_PROJECTS = 3;
export const INSIGHTS_PER_PROJECT = 3;
export const TOP_INSIGHTS = 5;

const PROJECT_LISTS: TagDescription<'Project'> = { type: 'Project', id: 'LIST' };
const TOP_INSIGHTS_TAG: TagDescription<'Insight'> = { type: 'Insight', id: 'TOP' };
const concernsAnyProject = (update: LiveUpdate) => update.streamId?.startsWith('product-') ?? false;
const concernsInsights = (update: LiveUpdate) =>
  (update.streamId?.startsWith('insight-') ?? false) || (update.streamId?.startsWith('product-') ?? false);

/** The most useful insights across projects: highest user-updated impact score first, then the most mentioned. */
export function topInsights(
  perProject: ReadonlyArray<{ project: Pick<RecentProject, 'name'>; insights: TopInsightsResponse['recommendations'] }>,
) {
  return perProject
    .flatMap(({ project, insights }) => insights.map((insight): RankedInsight => ({ ...insight, projectName: project.name })))
    .sort((a, b) => b.user_updated_customer_impact_score - a.user_updated_customer_impact_score || b.snippet_count - a.snippet_count)
    .slice(0, TOP_INSIGHTS);
}

export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The newest projects of the organisation (page 1). */
    listRecentProjects: build.query<RecentProjectsResponse, string>({
      keepUnusedDataFor: PROJECT_CACHE.keepSeconds,
      query: (namespace) => ({
        url: 'products/list',
        params: { customer: namespace, page: 1, page_size: RECENT_PROJECTS, status: 'Live' },
      }),
      providesTags: [PROJECT_LISTS],
      onCacheEntryAdded: refetchOnLiveUpdate(concernsAnyProject, () => [PROJECT_LISTS]),
    }),
    /** The best insights (current ones only) of each of the given projects, merged: one entry for them all. */
    listTopInsights: build.query<RankedInsight[], ReadonlyArray<Pick<RecentProject, 'product_id' | 'name'>>>({
      keepUnusedDataFor: INSIGHT_CACHE.keepSeconds,
      async queryFn(projects, _api, _extraOptions, baseQuery) {
        const answers = await Promise.all(
          projects.map((project) =>
            baseQuery({
              url: 'recommendations/v2',
              params: { product: project.product_id, primary_only: true, limit: INSIGHTS_PER_PROJECT },
            }),
          ),
        );
        const failed = answers.find((answer) => answer.error);
        if (failed?.error) return { error: failed.error as FetchBaseQueryError };
        return {
          data: topInsights(
            answers.map((answer, index) => ({
              project: projects[index],
              insights: (answer.data as TopInsightsResponse).recommendations,
            })),
          ),
        };
      },
      providesTags: [TOP_INSIGHTS_TAG],
      onCacheEntryAdded: refetchOnLiveUpdate(concernsInsights, () => [TOP_INSIGHTS_TAG]),
    }),
  }),
});

export const { useListRecentProjectsQuery, useListTopInsightsQuery } = homeApi;
