import type { TagDescription } from '@reduxjs/toolkit/query/react';
import { api } from '../../../lib/api';
import { errorStatus } from '../../../lib/api-errors';
import { INSIGHT_CACHE, PROJECT_CACHE } from '../../../lib/cache-policy';
import type { LiveUpdate } from '../../../lib/live-update-hub';
import { refetchOnLiveUpdate } from '../../../lib/refetch-on-live-update';
import { patchOnLiveUpdate, REFETCH, UNCHANGED } from '../../../lib/patch-on-live-update';
import { currentUserIn, insightChangeOf, recommendationChange } from '../../../lib/live-update-data';
import type { AppDispatch as Dispatch } from '../../../lib/root-reducer';
import type {
  AddProjectDocumentsRequest,
  AddProjectTranscriptsBody,
  AddProjectTranscriptsRequest,
  Analysis,
  AnalysisJobResponse,
  CreateVersionRequest,
  DeleteInsightRequest,
  CreateVersionResponse,
  DismissInsightBody,
  DismissInsightRequest,
  ImpactScoreBody,
  ImpactScoreRequest,
  ImpactScoreResponse,
  InsightNote,
  InsightNoteBody,
  InsightNoteRequest,
  InsightNoteWritten,
  InsightRef,
  InsightToggleRequest,
  InsightWorkflow,
  KeywordsResponse,
  OneRecommendationResponse,
  ProjectDetailResponse,
  ProjectOtherSnippetsResponse,
  ProjectSourcesResponse,
  Recommendation,
  RecommendationArr,
  RecommendationsQuery,
  RecommendationsResponse,
  RemoveSnippetBody,
  RemoveSnippetRequest,
  RequestAnalysisRequest,
  SnippetRemoved,
  SnippetsQuery,
  SnippetsResponse,
  SourcesAddedResponse,
  SurveyBreakdownResponse,
  TeamPriorityBody,
  TeamPriorityRequest,
  TeamPrioritySet,
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

/**
 * Applies a change of one insight to every cached copy of it (its own page, its project's lists),
 * at once; `undo` takes it back. The live update that follows the command refetches them anyway.
 */
function patchInsight(
  dispatch: Dispatch,
  state: unknown,
  { recommendation_id, product_id }: InsightRef,
  change: (recommendation: Recommendation) => void,
) {
  const patches = [
    dispatch(
      insightsApi.util.updateQueryData('getRecommendation', recommendation_id, (draft) => {
        if (draft.recommendation.recommendation_id === recommendation_id) change(draft.recommendation);
      }),
    ),
  ];
  for (const entry of insightsApi.util.selectInvalidatedBy(state as never, [projectInsightsTag(product_id)])) {
    if (entry.endpointName !== 'listRecommendations') continue;
    patches.push(
      dispatch(
        insightsApi.util.updateQueryData('listRecommendations', entry.originalArgs as RecommendationsQuery, (draft) => {
          const listed = draft.recommendations.find((recommendation) => recommendation.recommendation_id === recommendation_id);
          if (listed) change(listed);
        }),
      ),
    );
  }
  return { undo: () => patches.forEach((patch) => patch.undo()) };
}

/** What the server says of the insight for the caller, written into the cached copies. */
const applyWorkflow = (dispatch: Dispatch, state: unknown, request: InsightRef, answer: InsightWorkflow) =>
  patchInsight(dispatch, state, request, (recommendation) => {
    recommendation.is_saved = answer.is_saved;
    recommendation.is_followed = answer.is_followed;
  });

const insightUrl = (recommendationId: string) => `recommendations/${encodeURIComponent(recommendationId)}`;
/** A person's own note on an insight: it never changes the insight (nor its revision). */
const noteTag = (recommendationId: string): Tag => ({ type: 'Insight', id: `note-${recommendationId}` });

/** The revision the person saw, as If-Match: the server refuses the command once the insight changed since. */
const ifMatch = (revision: number | undefined) => (revision === undefined ? {} : { 'If-Match': `"${revision}"` });

/**
 * What an edit of an insight refreshes: on success the insight and its project's lists; refused
 * because someone changed the insight since it was read (409), the insight, so the person sees
 * what changed before trying again; any other failure, nothing.
 */
const afterEdit = (error: unknown, { recommendation_id, product_id }: InsightRef): Tag[] => {
  if (!error) return [insightTag(recommendation_id), projectInsightsTag(product_id), TOP_INSIGHTS];
  return errorStatus(error as never) === 409 ? [insightTag(recommendation_id), projectInsightsTag(product_id)] : [];
};

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
    /**
     * Where each snippet of the project's Other bucket was said, asked for when a person opens it;
     * fetched again with the project (a new analysis gives a new bucket).
     */
    getProjectOtherSnippets: build.query<ProjectOtherSnippetsResponse, string>({
      keepUnusedDataFor: PROJECT_CACHE.keepSeconds,
      query: (productId) => `products/${encodeURIComponent(productId)}/other`,
      providesTags: (_result, _error, productId) => [projectTag(productId)],
    }),
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
        patchOnLiveUpdate<RecommendationsResponse>(
          (update) => concernsInsightsOf(query.product, update),
          () => [projectInsightsTag(query.product)],
          (update, cached, state) => {
            const change = insightChangeOf(update);
            if (!change) return REFETCH;
            const index = cached.recommendations.findIndex((listed) => listed.recommendation_id === change.insightId);
            // Not listed: another project's insight, or one out of the ranked list, which only a
            // resurfacing brings back (its place in the ranking is the server's to say).
            if (index < 0) return change.type === 'InsightResurfaced' ? REFETCH : UNCHANGED;
            if (change.type === 'InsightDismissed' || change.type === 'InsightDeleted') {
              if (change.revision <= cached.recommendations[index].revision) return UNCHANGED;
              // A list cut at `limit` has a next insight to take the free place: the server ranks it.
              if (query.limit && cached.recommendations.length >= query.limit) return REFETCH;
              return (draft) => void draft.recommendations.splice(index, 1);
            }
            // The ranking follows the impact score a member sets, and a removed snippet's new
            // counts: the server orders the list again.
            if (change.type === 'InsightImpactScoreSet' || change.type === 'InsightSnippetRemoved') return REFETCH;
            const edit = recommendationChange(change, cached.recommendations[index], currentUserIn(state)?.user_id);
            if (typeof edit !== 'function') return edit;
            return (draft) => edit(draft.recommendations[index]);
          },
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
      onCacheEntryAdded: patchOnLiveUpdate<OneRecommendationResponse>(
        (update, { recommendation }) => update.streamId === `insight-${recommendation.recommendation_id}`,
        ({ recommendation }) => [insightTag(recommendation.recommendation_id)],
        (update, { recommendation }, state) => {
          const change = insightChangeOf(update);
          const edit = change ? recommendationChange(change, recommendation, currentUserIn(state)?.user_id) : REFETCH;
          return typeof edit === 'function' ? (draft) => edit(draft.recommendation) : edit;
        },
      ),
    }),
    /** The insight's evidence, a page at a time (representative quotes first). */
    listRecommendationSnippets: build.query<SnippetsResponse, SnippetsQuery>({
      keepUnusedDataFor: INSIGHT_CACHE.keepSeconds,
      query: ({ recommendation, page, page_size, new_only, snippet }) => ({
        url: 'snippets/v2',
        params: { recommendation, page, page_size, ...(new_only ? { new_only } : {}), ...(snippet ? { snippet } : {}) },
      }),
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
      query: ({ recommendation_id, score, revision }) => ({
        url: 'recommendations/impact',
        method: 'POST',
        headers: ifMatch(revision),
        body: { recommendation_id, score } satisfies ImpactScoreBody,
      }),
      invalidatesTags: (_result, error, request) => afterEdit(error, request),
    }),
    /** Takes a snippet out of the insight's evidence, with a reason: its counts and scores are recomputed. */
    removeSnippet: build.mutation<SnippetRemoved, RemoveSnippetRequest>({
      query: ({ recommendation_id, snippet_id, reason, revision }) => ({
        url: `${insightUrl(recommendation_id)}/delete-snippet/${encodeURIComponent(snippet_id)}`,
        method: 'POST',
        headers: ifMatch(revision),
        body: { reason } satisfies RemoveSnippetBody,
      }),
      invalidatesTags: (_result, error, request) => afterEdit(error, request),
    }),
    /** The team's priority for the insight, one for the organisation. */
    setTeamPriority: build.mutation<TeamPrioritySet, TeamPriorityRequest>({
      query: ({ recommendation_id, priority, revision }) => ({
        url: `${insightUrl(recommendation_id)}/team-priority`,
        method: 'POST',
        headers: ifMatch(revision),
        body: { priority } satisfies TeamPriorityBody,
      }),
      invalidatesTags: (_result, error, request) => afterEdit(error, request),
    }),
    /** The caller's own note: no live update concerns it (nobody else writes it). */
    getInsightNote: build.query<InsightNote, string>({
      keepUnusedDataFor: INSIGHT_CACHE.keepSeconds,
      query: (recommendationId) => `${insightUrl(recommendationId)}/note`,
      providesTags: (_result, _error, recommendationId) => [noteTag(recommendationId)],
    }),
    /** Writes the caller's note (empty deletes it); the answer is the note as saved. */
    writeInsightNote: build.mutation<InsightNoteWritten, InsightNoteRequest>({
      query: ({ recommendation_id, text }) => ({
        url: `${insightUrl(recommendation_id)}/note`,
        method: 'PUT',
        body: { text } satisfies InsightNoteBody,
      }),
      async onQueryStarted({ recommendation_id }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(insightsApi.util.upsertQueryData('getInsightNote', recommendation_id, data));
        } catch {
          // The failure is the caller's to show.
        }
      },
    }),
    /** Saves the insight for the caller, or unsaves it: optimistic, taken back if the server refuses. */
    setInsightSaved: build.mutation<InsightWorkflow, InsightToggleRequest>({
      query: ({ recommendation_id, on }) => ({ url: `${insightUrl(recommendation_id)}/save`, method: on ? 'POST' : 'DELETE' }),
      async onQueryStarted(request, { dispatch, getState, queryFulfilled }) {
        const optimistic = patchInsight(dispatch, getState(), request, (recommendation) => {
          recommendation.is_saved = request.on;
        });
        try {
          const { data } = await queryFulfilled;
          applyWorkflow(dispatch, getState(), request, data);
        } catch {
          optimistic.undo(); // the failure is the caller's to show
        }
      },
    }),
    /** Follows the insight for the caller, or unfollows it: optimistic, taken back if the server refuses. */
    setInsightFollowed: build.mutation<InsightWorkflow, InsightToggleRequest>({
      query: ({ recommendation_id, on }) => ({ url: `${insightUrl(recommendation_id)}/follow`, method: on ? 'POST' : 'DELETE' }),
      async onQueryStarted(request, { dispatch, getState, queryFulfilled }) {
        const optimistic = patchInsight(dispatch, getState(), request, (recommendation) => {
          recommendation.is_followed = request.on;
        });
        try {
          const { data } = await queryFulfilled;
          applyWorkflow(dispatch, getState(), request, data);
        } catch {
          optimistic.undo(); // the failure is the caller's to show
        }
      },
    }),
    /**
     * Takes the insight out of its project's ranked list, with a reason. Its page stays readable
     * and says so at once, and it leaves the cached lists at once; all taken back if the server
     * refuses. On success the lists are fetched again (the next insight may move up).
     */
    dismissInsight: build.mutation<InsightWorkflow, DismissInsightRequest>({
      query: ({ recommendation_id, reason, revision }) => ({
        url: 'recommendations/remove',
        method: 'POST',
        headers: ifMatch(revision),
        body: { recommendation_id, reason } satisfies DismissInsightBody,
      }),
      async onQueryStarted({ recommendation_id, product_id, reason, dismissed_at }, { dispatch, getState, queryFulfilled }) {
        const patches = [
          dispatch(
            insightsApi.util.updateQueryData('getRecommendation', recommendation_id, (draft) => {
              // Dismissed already (two people at once): the first reason stands, as on the server.
              draft.recommendation.dismissal ??= { reason, search_query: null, at: dismissed_at };
              draft.recommendation.resurfaced = null;
            }),
          ),
        ];
        for (const entry of insightsApi.util.selectInvalidatedBy(getState() as never, [projectInsightsTag(product_id)])) {
          if (entry.endpointName !== 'listRecommendations') continue;
          patches.push(
            dispatch(
              insightsApi.util.updateQueryData('listRecommendations', entry.originalArgs as RecommendationsQuery, (draft) => {
                draft.recommendations = draft.recommendations.filter((listed) => listed.recommendation_id !== recommendation_id);
              }),
            ),
          );
        }
        try {
          await queryFulfilled;
        } catch {
          patches.forEach((patch) => patch.undo()); // the failure is the caller's to show
        }
      },
      invalidatesTags: (_result, error, request) =>
        error ? afterEdit(error, request) : [projectInsightsTag(request.product_id), TOP_INSIGHTS],
    }),
    /** Deletes the insight for the organisation. Deleted already (404) comes to the same: it is gone. */
    deleteInsight: build.mutation<InsightWorkflow, DeleteInsightRequest>({
      query: ({ recommendation_id, revision }) => ({ url: insightUrl(recommendation_id), method: 'DELETE', headers: ifMatch(revision) }),
      invalidatesTags: (_result, error, request) =>
        error && errorStatus(error) !== 404 ? afterEdit(error, request) : afterEdit(null, request),
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
  useGetProjectOtherSnippetsQuery,
  useAddProjectDocumentsMutation,
  useAddProjectTranscriptsMutation,
  useListRecommendationsQuery,
  useListRecommendationKeywordsQuery,
  useGetRecommendationQuery,
  useListRecommendationSnippetsQuery,
  useGetSurveyBreakdownQuery,
  useGetRecommendationArrQuery,
  useSetImpactScoreMutation,
  useSetInsightSavedMutation,
  useSetInsightFollowedMutation,
  useDismissInsightMutation,
  useDeleteInsightMutation,
  useRemoveSnippetMutation,
  useSetTeamPriorityMutation,
  useGetInsightNoteQuery,
  useWriteInsightNoteMutation,
} = insightsApi;
