import type { TagDescription } from '@reduxjs/toolkit/query/react';
import { api } from '../../../lib/api';
import { PROJECT_CACHE } from '../../../lib/cache-policy';
import type { LiveUpdate } from '../../../lib/live-update-hub';
import { refetchOnLiveUpdate } from '../../../lib/refetch-on-live-update';
import type {
  CreateProjectRequest,
  CreateProjectResponse,
  ProjectListQuery,
  ProjectListResponse,
  UpdateProjectRequest,
  UpdateProjectResponse,
  UpdateProjectStatusRequest,
} from './types';

/** Every list of projects (this page's, the home page's) hangs on this one tag. */
export const PROJECT_LISTS: TagDescription<'Project'> = { type: 'Project', id: 'LIST' };
const projectTag = (productId: string): TagDescription<'Project'> => ({ type: 'Project', id: productId });

/** A project's events are on its own stream; the list shows each project's name, status and analysis. */
const concernsAnyProject = (update: LiveUpdate) => update.streamId?.startsWith('product-') ?? false;

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
  }),
});

export const { useListProjectPagesInfiniteQuery, useCreateProjectMutation, useUpdateProjectStatusMutation } = projectsApi;
