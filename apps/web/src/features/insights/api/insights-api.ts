import type { TagDescription } from '@reduxjs/toolkit/query/react';
import { api } from '../../../lib/api';
import { INSIGHT_CACHE, PROJECT_CACHE } from '../../../lib/cache-policy';
import type { LiveUpdate } from '../../../lib/live-update-hub';
import { refetchOnLiveUpdate } from '../../../lib/refetch-on-live-update';
import type {
  AddProjectDocumentsRequest,
  AddProjectTranscriptsBody,
  AddProjectTranscriptsRequest,
  Analysis,
  AnalysisJobResponse,
  CreateVersionRequest,
  CreateVersionResponse,
  ImpactScoreBody,
  ImpactScoreRequest,
  ImpactScoreResponse,
  KeywordsResponse,
  OneRecommendationResponse,
  ProjectDetailResponse,
  ProjectSourcesResponse,
  RecommendationArr,
  RecommendationsQuery,
  RecommendationsResponse,
  RequestAnalysisRequest,
  SnippetsQuery,
  SnippetsResponse,
  SourcesAddedResponse,
  SurveyBreakdownResponse,
} from './types';

type Tag = TagDescription<'Project' | 'Insight' | 'Document'>;

const PROJECT_LISTS: Tag = { type: 'Project', id: 'LIST' };
const projectTag = (productId: string): Tag => ({ type: 'Project', id: productId });
const analysisTag = (productId: string): Tag => ({ type: 'Project', id: `analysis-${productId}` });
const sourcesTag = (productId: string): Tag => ({ type: 'Project', id: `sources-${productId}` });
/** The Data Library's lists: each document lists the projects it feeds. */
const DOCUMENT_LISTS: Tag = { type: 'Document', id: 'LIST' };
/** Everything listed of one project's insights: the ranked list and its keywords. */
export const projectInsightsTag = (productId: string): Tag => ({ type: 'Insight', id: `product-${productId}` });
const insightTag = (recommendationId: string): Tag => ({ type: 'Insight', id: recommendationId });
/** The home page's top insights across projects. */
const TOP_INSIGHTS: Tag = { type: 'Insight', id: 'TOP' };

/** The project's own stream, and the stream of each of its analysis jobs (progress, outcome). */
export const concernsAnalysis = (productId: string, update: LiveUpdate) =>
  update.streamId === `product-${productId}` || (update.streamId?.startsWith(`job-analysis-${productId}-`) ?? false);
/** What an analysis writes: insights (on their own streams), then its record on the project. */
export const concernsInsightsOf = (productId: string, update: LiveUpdate) =>
  concernsAnalysis(productId, update) || (update.streamId?.startsWith('insight-') ?? false);

export const ACTIVE_ANALYSIS: ReadonlySet<Analysis['status']> = new Set(['queued', 'running']);

export const insightsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProjectDetail: build.query<ProjectDetailResponse, string>({
      keepUnusedDataFor: PROJECT_CACHE.keepSeconds,
      query: (productId) => ({ url: 'products/api', params: { product: productId } }),
      providesTags: (_result, _error, productId) => [projectTag(productId)],
      onCacheEntryAdded: refetchOnLiveUpdate<ProjectDetailResponse>(
        (update, detail) => update.streamId === `product-${detail.product.product_id}`,
        (detail) => [projectTag(detail.product.product_id)],
      ),
    }),
    /**
     * The project's latest analysis. When one that was under way has ended, what it changed (the
     * insights, the project's generated name) is fetched again: live updates do it too, but an
     * update can arrive before its entry listens.
     */
    getProjectAnalysis: build.query<Analysis, string>({
      keepUnusedDataFor: PROJECT_CACHE.keepSeconds,
      query: (productId) => `products/${encodeURIComponent(productId)}/analysis`,
      providesTags: (_result, _error, productId) => [analysisTag(productId)],
      onCacheEntryAdded: (productId, lifecycle) =>
        refetchOnLiveUpdate<Analysis>(
          (update) => concernsAnalysis(productId, update),
          () => [analysisTag(productId)],
        )(productId, lifecycle),
      async onQueryStarted(productId, { dispatch, getState, queryFulfilled }) {
        const before = insightsApi.endpoints.getProjectAnalysis.select(productId)(getState() as never).data;
        try {
          const { data: after } = await queryFulfilled;
          if (before && ACTIVE_ANALYSIS.has(before.status) && !ACTIVE_ANALYSIS.has(after.status)) {
            dispatch(api.util.invalidateTags([projectInsightsTag(productId), projectTag(productId), PROJECT_LISTS, TOP_INSIGHTS]));
          }
        } catch {
          // The failure is the query's own to show.
        }
      },
    }),
    requestProjectAnalysis: build.mutation<AnalysisJobResponse, string>({
      query: (productId) => ({
        url: 'recommendations/v2',
        method: 'POST',
        body: { product_id: productId } satisfies RequestAnalysisRequest,
      }),
      invalidatesTags: (_result, error, productId) => (error ? [] : [analysisTag(productId)]),
    }),
    cancelProjectAnalysis: build.mutation<AnalysisJobResponse, string>({
      query: (productId) => ({ url: `products/${encodeURIComponent(productId)}/analysis/cancel`, method: 'POST' }),
      invalidatesTags: (_result, error, productId) => (error ? [] : [analysisTag(productId)]),
    }),
    /** Refines the project: a new version, analysed at once. */
    createProjectVersion: build.mutation<CreateVersionResponse, CreateVersionRequest>({
      query: (body) => ({ url: 'products/version', method: 'POST', body }),
      invalidatesTags: (_result, error, { product_id }) => (error ? [] : [analysisTag(product_id), projectTag(product_id)]),
    }),
    /** The project's current sources (deleted documents left out). */
    getProjectSources: build.query<ProjectSourcesResponse, string>({
      keepUnusedDataFor: PROJECT_CACHE.keepSeconds,
      query: (productId) => `products/${encodeURIComponent(productId)}/source`,
      providesTags: (_result, _error, productId) => [sourcesTag(productId)],
      onCacheEntryAdded: (productId, lifecycle) =>
        refetchOnLiveUpdate<ProjectSourcesResponse>(
          (update) => update.streamId === `product-${productId}`,
          () => [sourcesTag(productId)],
        )(productId, lifecycle),
    }),
    /** Adds Data Library documents, surveys and sales data to the project; its next analysis reads them. */
    addProjectDocuments: build.mutation<SourcesAddedResponse, AddProjectDocumentsRequest>({
      query: (body) => ({ url: 'documents/add-product', method: 'POST', body }),
      invalidatesTags: (_result, error, { product_id }) =>
        error ? [] : [sourcesTag(product_id), projectTag(product_id), PROJECT_LISTS, DOCUMENT_LISTS],
    }),
    /** Adds transcripts to the project; its next analysis reads them. */
    addProjectTranscripts: build.mutation<SourcesAddedResponse, AddProjectTranscriptsRequest>({
      query: ({ product_id, transcript_ids }) => ({
        url: `products/${encodeURIComponent(product_id)}/add-transcripts`,
        method: 'POST',
        body: { transcript_ids } satisfies AddProjectTranscriptsBody,
      }),
      invalidatesTags: (_result, error, { product_id }) =>
        error ? [] : [sourcesTag(product_id), projectTag(product_id), PROJECT_LISTS, DOCUMENT_LISTS],
    }),
    listRecommendations: build.query<RecommendationsResponse, RecommendationsQuery>({
      keepUnusedDataFor: INSIGHT_CACHE.keepSeconds,
      query: ({ product, primary_only, limit, include_charts, chart_months }) => ({
        url: 'recommendations/v2',
        params: {
          product,
          ...(primary_only ? { primary_only: true } : {}),
          ...(limit ? { limit } : {}),
          ...(include_charts ? { include_charts: true } : {}),
          ...(chart_months ? { chart_months } : {}),
        },
      }),
      providesTags: (_result, _error, { product }) => [projectInsightsTag(product)],
      onCacheEntryAdded: (query, lifecycle) =>
        refetchOnLiveUpdate<RecommendationsResponse>(
          (update) => concernsInsightsOf(query.product, update),
          () => [projectInsightsTag(query.product)],
        )(query, lifecycle),
    }),
    listRecommendationKeywords: build.query<KeywordsResponse, string>({
      keepUnusedDataFor: INSIGHT_CACHE.keepSeconds,
      query: (productId) => ({ url: 'recommendations/keywords', params: { product: productId } }),
      providesTags: (_result, _error, productId) => [projectInsightsTag(productId)],
    }),
    getRecommendation: build.query<OneRecommendationResponse, string>({
      keepUnusedDataFor: INSIGHT_CACHE.keepSeconds,
      query: (recommendationId) => ({ url: 'recommendations/v2', params: { recommendation: recommendationId } }),
      providesTags: (_result, _error, recommendationId) => [insightTag(recommendationId)],
      onCacheEntryAdded: refetchOnLiveUpdate<OneRecommendationResponse>(
        (update, { recommendation }) => update.streamId === `insight-${recommendation.recommendation_id}`,
        ({ recommendation }) => [insightTag(recommendation.recommendation_id)],
      ),
    }),
    /** The insight's evidence, a page at a time (representative quotes first). */
    listRecommendationSnippets: build.query<SnippetsResponse, SnippetsQuery>({
      keepUnusedDataFor: INSIGHT_CACHE.keepSeconds,
      query: ({ recommendation, page, page_size }) => ({ url: 'snippets/v2', params: { recommendation, page, page_size } }),
      providesTags: (_result, _error, { recommendation }) => [insightTag(recommendation)],
    }),
    getSurveyBreakdown: build.query<SurveyBreakdownResponse, string>({
      keepUnusedDataFor: INSIGHT_CACHE.keepSeconds,
      query: (recommendationId) => ({ url: 'survey/breakdown', params: { recommendation: recommendationId } }),
      providesTags: (_result, _error, recommendationId) => [insightTag(recommendationId)],
    }),
    /** Read with the insight it belongs to: a new analysis (which may bring sales data) revises both. */
    getRecommendationArr: build.query<RecommendationArr, string>({
      keepUnusedDataFor: INSIGHT_CACHE.keepSeconds,
      query: (recommendationId) => ({ url: 'recommendations/arr', params: { recommendation: recommendationId } }),
      providesTags: (_result, _error, recommendationId) => [insightTag(recommendationId)],
    }),
    setImpactScore: build.mutation<ImpactScoreResponse, ImpactScoreRequest>({
      query: ({ recommendation_id, score }) => ({
        url: 'recommendations/impact',
        method: 'POST',
        body: { recommendation_id, score } satisfies ImpactScoreBody,
      }),
      invalidatesTags: (_result, error, { recommendation_id, product_id }) =>
        error ? [] : [insightTag(recommendation_id), projectInsightsTag(product_id), TOP_INSIGHTS],
    }),
  }),
});

export const {
  useGetProjectDetailQuery,
  useGetProjectAnalysisQuery,
  useRequestProjectAnalysisMutation,
  useCancelProjectAnalysisMutation,
  useCreateProjectVersionMutation,
  useGetProjectSourcesQuery,
  useAddProjectDocumentsMutation,
  useAddProjectTranscriptsMutation,
  useListRecommendationsQuery,
  useListRecommendationKeywordsQuery,
  useGetRecommendationQuery,
  useListRecommendationSnippetsQuery,
  useGetSurveyBreakdownQuery,
  useGetRecommendationArrQuery,
  useSetImpactScoreMutation,
} = insightsApi;
