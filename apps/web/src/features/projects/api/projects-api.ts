import type { TagDescription } from '@reduxjs/toolkit/query/react';
import { api } from '../../../lib/api';
import { DOCUMENT_CACHE, PROJECT_CACHE } from '../../../lib/cache-policy';
import type { LiveUpdate } from '../../../lib/live-update-hub';
import { refetchOnLiveUpdate } from '../../../lib/refetch-on-live-update';
import type {
  CreateProjectRequest,
  CreateProjectResponse,
  ProjectListQuery,
  ProjectListResponse,
  SourceDocumentDetail,
  SourceDocumentsPage,
  SourceDocumentsQuery,
  SourceTranscriptsPage,
  UpdateProjectRequest,
  UpdateProjectResponse,
  UpdateProjectStatusRequest,
} from './types';

/** Every list of projects (this page's, the home page's) hangs on this one tag. */
export const PROJECT_LISTS: TagDescription<'Project'> = { type: 'Project', id: 'LIST' };
const projectTag = (productId: string): TagDescription<'Project'> => ({ type: 'Project', id: productId });
/** The Data Library's lists: new uploads and finished readings change them. */
const DOCUMENT_LISTS: TagDescription<'Document'> = { type: 'Document', id: 'LIST' };

/** A project's events are on its own stream; the list shows each project's name, status and analysis. */
const concernsAnyProject = (update: LiveUpdate) => update.streamId?.startsWith('product-') ?? false;
const concernsAnyDocument = (update: LiveUpdate) => update.streamId?.startsWith('document-') ?? false;

export const projectsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Your Projects, newest first: page 1 replaces the list, later pages append to it ("Load more"). */
    listProjectPages: build.infiniteQuery<ProjectListResponse, ProjectListQuery, number>({
      keepUnusedDataFor: PROJECT_CACHE.keepSeconds,
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage, _allPages, lastPageParam) => (lastPage.has_next ? lastPageParam + 1 : undefined),
      },
      query: ({ queryArg: { customer, status, page_size }, pageParam }) => ({
        url: 'products/list',
        params: { customer, page: pageParam, page_size, ...(status ? { status } : {}) },
      }),
      providesTags: [PROJECT_LISTS],
      onCacheEntryAdded: refetchOnLiveUpdate(concernsAnyProject, () => [PROJECT_LISTS]),
    }),
    createProject: build.mutation<CreateProjectResponse, CreateProjectRequest>({
      query: (body) => ({ url: 'products/api', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [PROJECT_LISTS]),
    }),
    /** Archives or unarchives a project. */
    updateProjectStatus: build.mutation<UpdateProjectResponse, UpdateProjectStatusRequest>({
      query: ({ productId, status }) => ({
        url: 'products/api',
        method: 'PUT',
        params: { product: productId },
        body: { status } satisfies UpdateProjectRequest,
      }),
      invalidatesTags: (_result, error, { productId }) => (error ? [] : [PROJECT_LISTS, projectTag(productId)]),
    }),
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

export const {
  useListProjectPagesInfiniteQuery,
  useCreateProjectMutation,
  useUpdateProjectStatusMutation,
  useListSourceDocumentsInfiniteQuery,
  useListSourceTranscriptsInfiniteQuery,
  useGetSourceDocumentQuery,
} = projectsApi;
