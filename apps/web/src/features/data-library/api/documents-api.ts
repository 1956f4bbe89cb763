import type { TagDescription } from '@reduxjs/toolkit/query/react';
import { api } from '../../../lib/api';
import { DOCUMENT_CACHE } from '../../../lib/cache-policy';
import type { LiveUpdate } from '../../../lib/live-update-hub';
import { refetchOnLiveUpdate } from '../../../lib/refetch-on-live-update';
import type {
  DeleteDocumentResponse,
  DocumentDetail,
  DocumentListQuery,
  DocumentListResponse,
  DocumentSnippetsQuery,
  DocumentSnippetsResponse,
  SalesRecordsQuery,
  SalesRecordsResponse,
  TranscriptListQuery,
  TranscriptListResponse,
  UpdateSurveyColumnsRequest,
} from './types';

type DocumentTag = TagDescription<'Document'>;

/** Every list of documents (the library's pages, the transcript hub) hangs on this one tag. */
export const DOCUMENT_LISTS: DocumentTag = { type: 'Document', id: 'LIST' };
const documentTag = (documentId: string): DocumentTag => ({ type: 'Document', id: documentId });

/** Every change of a document is an event of its own stream, and the socket only carries the organisation's. */
const concernsAnyDocument = (update: LiveUpdate) => update.streamId?.startsWith('document-') ?? false;
const concernsDocument = (update: LiveUpdate, document: DocumentDetail) => update.streamId === `document-${document.document_id}`;

export const documentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The organisation's files, newest first, one page at a time. */
    listDocuments: build.query<DocumentListResponse, DocumentListQuery>({
      keepUnusedDataFor: DOCUMENT_CACHE.keepSeconds,
      query: ({ page, page_size, q, kind }) => ({
        url: 'documents/api',
        params: { page, page_size, ...(q ? { q } : {}), ...(kind ? { kind } : {}) },
      }),
      providesTags: [DOCUMENT_LISTS],
      onCacheEntryAdded: refetchOnLiveUpdate(concernsAnyDocument, () => [DOCUMENT_LISTS]),
    }),
    getDocument: build.query<DocumentDetail, string>({
      keepUnusedDataFor: DOCUMENT_CACHE.keepSeconds,
      query: (documentId) => `documents/${encodeURIComponent(documentId)}`,
      providesTags: (_document, _error, documentId) => [documentTag(documentId)],
      onCacheEntryAdded: refetchOnLiveUpdate(concernsDocument, (document) => [documentTag(document.document_id)]),
    }),
    /** A ready document's snippets never change: they are read page after page ("Load more"). */
    getDocumentSnippets: build.infiniteQuery<DocumentSnippetsResponse, DocumentSnippetsQuery, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage, _allPages, lastPageParam) => (lastPage.has_next ? lastPageParam + 1 : undefined),
      },
      query: ({ queryArg: { documentId, page_size }, pageParam }) => ({
        url: `documents/${encodeURIComponent(documentId)}/snippets`,
        params: { page: pageParam, page_size },
      }),
    }),
    /**
     * A ready CRM export's rows never change either, but they are shown a page at a time (a table
     * with Previous and Next): an export can have thousands of rows.
     */
    getSalesRecords: build.query<SalesRecordsResponse, SalesRecordsQuery>({
      keepUnusedDataFor: DOCUMENT_CACHE.keepSeconds,
      query: ({ documentId, page, page_size }) => ({
        url: `documents/${encodeURIComponent(documentId)}/sales-records`,
        params: { page, page_size },
      }),
    }),
    listTranscripts: build.query<TranscriptListResponse, TranscriptListQuery>({
      keepUnusedDataFor: DOCUMENT_CACHE.keepSeconds,
      query: ({ page, page_size }) => ({ url: 'transcripts', params: { page, page_size } }),
      providesTags: [DOCUMENT_LISTS],
      onCacheEntryAdded: refetchOnLiveUpdate(concernsAnyDocument, () => [DOCUMENT_LISTS]),
    }),
    /** Quick uploads have their own route (SPEC section 7); other documents the general one. */
    deleteDocument: build.mutation<DeleteDocumentResponse, { documentId: string; quickUpload: boolean }>({
      query: ({ documentId, quickUpload }) => ({
        url: quickUpload ? `documents/quick-uploaded/${encodeURIComponent(documentId)}` : `documents/${encodeURIComponent(documentId)}`,
        method: 'DELETE',
      }),
      // The deleted document's own entry is left alone: refetched, it would only answer 404.
      invalidatesTags: [DOCUMENT_LISTS],
    }),
    updateSurveyColumns: build.mutation<unknown, UpdateSurveyColumnsRequest>({
      query: (body) => ({ url: 'documents/update-survey-columns', method: 'POST', body }),
      invalidatesTags: (_result, error, { document_id }) => (error ? [] : [documentTag(document_id)]),
    }),
  }),
});

export const {
  useListDocumentsQuery,
  useGetDocumentQuery,
  useGetDocumentSnippetsInfiniteQuery,
  useGetSalesRecordsQuery,
  useListTranscriptsQuery,
  useDeleteDocumentMutation,
  useUpdateSurveyColumnsMutation,
} = documentsApi;
