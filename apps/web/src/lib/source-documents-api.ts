// The Data Library's lists and surveys as the pickers that choose a project's sources read them:
// shared by the creation flow (projects) and a project's "Add data" dialog (insights).
import type { TagDescription } from '@reduxjs/toolkit/query/react';
import { api } from './api';
import { DOCUMENT_CACHE } from './cache-policy';
import type { DocumentDetailResponse, DocumentKind, DocumentsPageResponse, TranscriptsPageResponse } from './generated/api-types';
import type { LiveUpdate } from './live-update-hub';
import { refetchOnLiveUpdate } from './refetch-on-live-update';

/** The Data Library's lists, read here to choose a project's sources. */
export type SourceDocumentsPage = DocumentsPageResponse;
export type SourceTranscriptsPage = TranscriptsPageResponse;
export type SourceDocumentDetail = DocumentDetailResponse;

export interface SourceDocumentsQuery {
  kind: Extract<DocumentKind, 'document' | 'survey' | 'sales'>;
  page_size: number;
}

/** The Data Library's lists: new uploads and finished readings change them. */
const DOCUMENT_LISTS: TagDescription<'Document'> = { type: 'Document', id: 'LIST' };

const concernsAnyDocument = (update: LiveUpdate) => update.streamId?.startsWith('document-') ?? false;

export const sourceDocumentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The Data Library's documents, surveys or sales data, to choose from (page after page). */
    listSourceDocuments: build.infiniteQuery<SourceDocumentsPage, SourceDocumentsQuery, number>({
      keepUnusedDataFor: DOCUMENT_CACHE.keepSeconds,
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage, _allPages, lastPageParam) => (lastPage.has_next ? lastPageParam + 1 : undefined),
      },
      query: ({ queryArg: { kind, page_size }, pageParam }) => ({ url: 'documents/api', params: { page: pageParam, page_size, kind } }),
      providesTags: [DOCUMENT_LISTS],
      onCacheEntryAdded: refetchOnLiveUpdate(concernsAnyDocument, () => [DOCUMENT_LISTS]),
    }),
    /** The organisation's transcripts (everyone's, SPEC section 6). */
    listSourceTranscripts: build.infiniteQuery<SourceTranscriptsPage, { page_size: number }, number>({
      keepUnusedDataFor: DOCUMENT_CACHE.keepSeconds,
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage, _allPages, lastPageParam) => (lastPage.has_next ? lastPageParam + 1 : undefined),
      },
      query: ({ queryArg: { page_size }, pageParam }) => ({ url: 'transcripts', params: { page: pageParam, page_size } }),
      providesTags: [DOCUMENT_LISTS],
      onCacheEntryAdded: refetchOnLiveUpdate(concernsAnyDocument, () => [DOCUMENT_LISTS]),
    }),
    /** A chosen survey, for its columns. */
    getSourceDocument: build.query<SourceDocumentDetail, string>({
      keepUnusedDataFor: DOCUMENT_CACHE.keepSeconds,
      query: (documentId) => `documents/${encodeURIComponent(documentId)}`,
      providesTags: (_document, _error, documentId) => [{ type: 'Document', id: documentId }],
      onCacheEntryAdded: refetchOnLiveUpdate(
        (update, document) => update.streamId === `document-${document.document_id}`,
        (document) => [{ type: 'Document', id: document.document_id }],
      ),
    }),
  }),
});

export const { useListSourceDocumentsInfiniteQuery, useListSourceTranscriptsInfiniteQuery, useGetSourceDocumentQuery } = sourceDocumentsApi;
