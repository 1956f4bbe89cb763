// Collections' server state, shared by the collections feature (home section, collection pages)
// and the "Add to collection" control of the insight page: both read and change the same cache.
import type { TagDescription } from '@reduxjs/toolkit/query/react';
import { api } from './api';
import { INSIGHT_CACHE } from './cache-policy';
import type { LiveUpdate } from './live-update-hub';
import { refetchOnLiveUpdate } from './refetch-on-live-update';
import type {
  CollectionCommandResponse,
  CollectionDetailResponse,
  CollectionInsightResponse,
  CollectionNameDto,
  CollectionRecommendationResponse,
  CollectionSummaryResponse,
  CollectionsResponse,
} from './generated/api-types';

export type CollectionSummary = CollectionSummaryResponse;
export type CollectionRecommendation = CollectionRecommendationResponse;
export type CollectionDetail = CollectionDetailResponse;
export type CollectionCommandAnswer = CollectionCommandResponse;

export interface RenameCollectionRequest {
  collection_id: string;
  name: string;
}

export interface CollectionInsightRequest {
  collection_id: string;
  recommendation_id: string;
}

// Collections ride on the insights' tag type: they are lists of insights, and a change to an
// insight (its title, a deletion) changes what they show.
type Tag = TagDescription<'Insight'>;
const COLLECTION_LIST: Tag = { type: 'Insight', id: 'COLLECTIONS' };
const collectionTag = (collectionId: string): Tag => ({ type: 'Insight', id: `collection-${collectionId}` });

/**
 * Any collection's stream, or the stream of an insight some cached collection holds (its deletion
 * or new title changes the lists); an analysis writing a project's other insights changes nothing here.
 */
const concernsCollections = (update: LiveUpdate, cached: CollectionsResponse) =>
  (update.streamId?.startsWith('collection-') ?? false) ||
  cached.collections.some((collection) => collection.recommendation_ids.some((id) => update.streamId === `insight-${id}`));

const collectionUrl = (collectionId: string) => `collections/${encodeURIComponent(collectionId)}`;

export const collectionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listCollections: build.query<CollectionsResponse, void>({
      keepUnusedDataFor: INSIGHT_CACHE.keepSeconds,
      query: () => 'collections',
      providesTags: () => [COLLECTION_LIST],
      onCacheEntryAdded: refetchOnLiveUpdate<CollectionsResponse>(
        (update, cached) => concernsCollections(update, cached),
        () => [COLLECTION_LIST],
      ),
    }),
    getCollection: build.query<CollectionDetailResponse, string>({
      keepUnusedDataFor: INSIGHT_CACHE.keepSeconds,
      query: (collectionId) => collectionUrl(collectionId),
      providesTags: (_result, _error, collectionId) => [collectionTag(collectionId)],
      onCacheEntryAdded: (collectionId, lifecycle) =>
        refetchOnLiveUpdate<CollectionDetailResponse>(
          (update, detail) =>
            update.streamId === `collection-${collectionId}` ||
            detail.recommendations.some((insight) => update.streamId === `insight-${insight.recommendation_id}`),
          () => [collectionTag(collectionId)],
        )(collectionId, lifecycle),
    }),
    createCollection: build.mutation<CollectionCommandResponse, string>({
      query: (name) => ({ url: 'collections', method: 'POST', body: { name } satisfies CollectionNameDto }),
      invalidatesTags: (_result, error) => (error ? [] : [COLLECTION_LIST]),
    }),
    renameCollection: build.mutation<CollectionCommandResponse, RenameCollectionRequest>({
      query: ({ collection_id, name }) => ({
        url: collectionUrl(collection_id),
        method: 'PATCH',
        body: { name } satisfies CollectionNameDto,
      }),
      invalidatesTags: (_result, error, { collection_id }) => (error ? [] : [COLLECTION_LIST, collectionTag(collection_id)]),
    }),
    deleteCollection: build.mutation<CollectionCommandResponse, string>({
      query: (collectionId) => ({ url: collectionUrl(collectionId), method: 'DELETE' }),
      // The deleted collection's own entry is left alone: its page is leaving, and a refetch would only find it gone.
      invalidatesTags: (_result, error) => (error ? [] : [COLLECTION_LIST]),
    }),
    addInsightToCollection: build.mutation<CollectionInsightResponse, CollectionInsightRequest>({
      query: ({ collection_id, recommendation_id }) => ({
        url: `${collectionUrl(collection_id)}/recommendations`,
        method: 'POST',
        body: { recommendation_id },
      }),
      invalidatesTags: (_result, error, { collection_id }) => (error ? [] : [COLLECTION_LIST, collectionTag(collection_id)]),
    }),
    removeInsightFromCollection: build.mutation<CollectionInsightResponse, CollectionInsightRequest>({
      query: ({ collection_id, recommendation_id }) => ({
        url: `${collectionUrl(collection_id)}/recommendations/${encodeURIComponent(recommendation_id)}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, error, { collection_id }) => (error ? [] : [COLLECTION_LIST, collectionTag(collection_id)]),
    }),
  }),
});

export const {
  useListCollectionsQuery,
  useGetCollectionQuery,
  useCreateCollectionMutation,
  useRenameCollectionMutation,
  useDeleteCollectionMutation,
  useAddInsightToCollectionMutation,
  useRemoveInsightFromCollectionMutation,
} = collectionsApi;

/** Where a collection lives in the app. */
export const collectionPath = (namespace: string, collectionId: string) =>
  `/customer/${encodeURIComponent(namespace)}/collection/${encodeURIComponent(collectionId)}`;
export const collectionInsightPath = (namespace: string, collectionId: string, recommendationId: string) =>
  `${collectionPath(namespace, collectionId)}/recommendation/${encodeURIComponent(recommendationId)}`;
