import { api } from '../../../lib/api';
import type { OkResponse, UpdateProfileDto } from '../../../lib/generated/api-types';

export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<OkResponse, UpdateProfileDto>({
      query: (body) => ({ url: 'user/api', method: 'PUT', body }),
      invalidatesTags: ['User'],
    }),
  }),
});

export const { useUpdateProfileMutation } = accountApi;
