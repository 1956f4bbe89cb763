import type { TagDescription } from '@reduxjs/toolkit/query/react';
import { api } from '../../../lib/api';
import { PROJECT_CACHE } from '../../../lib/cache-policy';
import type { LiveUpdate } from '../../../lib/live-update-hub';
import { refetchOnLiveUpdate } from '../../../lib/refetch-on-live-update';
import type {
  AutoBuilt,
  BriefRequest,
  EditWriteupRequest,
  GenerateWriteupRequest,
  Writeup,
  WriteupEdited,
  WriteupKind,
  WriteupList,
  WriteupRef,
  WriteupRequested,
  WriteupVersionContent,
} from './types';

type Tag = TagDescription<'Project'>;

const writeupTag = (productId: string, kind: WriteupKind): Tag => ({ type: 'Project', id: `writeup-${productId}.${kind}` });
const writeupListTag = (productId: string): Tag => ({ type: 'Project', id: `writeups-${productId}` });
const tagsOf = (productId: string, kind: WriteupKind): Tag[] => [writeupTag(productId, kind), writeupListTag(productId)];

const writeupsUrl = (productId: string) => `products/${encodeURIComponent(productId)}/writeups`;

/** The document's own stream, and the stream of each of its generation jobs (progress, outcome). */
export const concernsWriteup = (productId: string, kind: WriteupKind, update: LiveUpdate) =>
  update.streamId === `writeup-${productId}.${kind}` || (update.streamId?.startsWith(`job-writeup-${productId}.${kind}-`) ?? false);

/** Any of the project's documents, or any of their jobs. */
export const concernsWriteups = (productId: string, update: LiveUpdate) =>
  (update.streamId?.startsWith(`writeup-${productId}.`) ?? false) || (update.streamId?.startsWith(`job-writeup-${productId}.`) ?? false);

/**
 * What makes a document stale without an event of its own: a cited insight changing (dismissed,
 * deleted, revised, new evidence) and a new analysis of the project.
 */
const concernsEvidence = (productId: string, writeup: Writeup, update: LiveUpdate) => {
  if (update.streamId === `product-${productId}`) return true;
  if (!update.streamId?.startsWith('insight-')) return false;
  const insightId = update.streamId.slice('insight-'.length);
  return writeup.sources.some((source) => source.recommendation_id === insightId) || (writeup.recommendation_ids ?? []).includes(insightId);
};

export const writeupsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One document with its sources, staleness and versions; 404 WRITEUP_NOT_FOUND until first asked for. */
    getWriteup: build.query<Writeup, WriteupRef>({
      keepUnusedDataFor: PROJECT_CACHE.keepSeconds,
      query: ({ productId, kind }) => `${writeupsUrl(productId)}/${kind}`,
      providesTags: (_result, _error, { productId, kind }) => [writeupTag(productId, kind)],
      onCacheEntryAdded: (ref, lifecycle) =>
        refetchOnLiveUpdate<Writeup>(
          (update, cached) => concernsWriteup(ref.productId, ref.kind, update) || concernsEvidence(ref.productId, cached, update),
          () => [writeupTag(ref.productId, ref.kind)],
        )(ref, lifecycle),
    }),
    /** The project's three documents, one per kind, in order. */
    listWriteups: build.query<WriteupList, string>({
      keepUnusedDataFor: PROJECT_CACHE.keepSeconds,
      query: (productId) => writeupsUrl(productId),
      providesTags: (_result, _error, productId) => [writeupListTag(productId)],
      onCacheEntryAdded: (productId, lifecycle) =>
        refetchOnLiveUpdate<WriteupList>(
          (update) => concernsWriteups(productId, update) || update.streamId === `product-${productId}`,
          () => [writeupListTag(productId)],
        )(productId, lifecycle),
    }),
    /** A version as it was written: it never changes, so it needs no live update. */
    getWriteupVersion: build.query<WriteupVersionContent, WriteupRef & { version: number }>({
      keepUnusedDataFor: PROJECT_CACHE.keepSeconds,
      query: ({ productId, kind, version }) => `${writeupsUrl(productId)}/${kind}/versions/${version}`,
    }),
    /** Generates a document, refines it (a prompt) or refreshes it ({}). */
    generateWriteup: build.mutation<WriteupRequested, GenerateWriteupRequest>({
      query: ({ productId, kind, body }) => ({ url: `${writeupsUrl(productId)}/${kind}`, method: 'POST', body }),
      invalidatesTags: (_result, error, { productId, kind }) => (error ? [] : tagsOf(productId, kind)),
    }),
    /** The research brief's answers, then its generation. */
    requestBrief: build.mutation<WriteupRequested, BriefRequest>({
      query: (body) => ({ url: 'brief/api', method: 'POST', body }),
      invalidatesTags: (_result, error, { product_id }) => (error ? [] : tagsOf(product_id, 'research_plan')),
    }),
    /** A person's edit of the wording, as the next version. */
    editWriteup: build.mutation<WriteupEdited, EditWriteupRequest>({
      query: ({ productId, kind, body }) => ({ url: `${writeupsUrl(productId)}/${kind}`, method: 'PUT', body }),
      // Refused because someone changed it since (409), the document is read again too.
      invalidatesTags: (_result, error, { productId, kind }) =>
        !error || (error as { status?: unknown }).status === 409 ? tagsOf(productId, kind) : [],
    }),
    /** All three documents from the project's top insights. */
    autoBuild: build.mutation<AutoBuilt, string>({
      query: (productId) => ({ url: `products/${encodeURIComponent(productId)}/auto-build`, method: 'POST', body: {} }),
      invalidatesTags: (_result, error, productId) =>
        error
          ? []
          : [
              writeupListTag(productId),
              ...(['research_plan', 'product_spec', 'value_prop'] as const).map((kind) => writeupTag(productId, kind)),
            ],
    }),
  }),
});

export const {
  useGetWriteupQuery,
  useListWriteupsQuery,
  useGetWriteupVersionQuery,
  useGenerateWriteupMutation,
  useRequestBriefMutation,
  useEditWriteupMutation,
  useAutoBuildMutation,
} = writeupsApi;
