import { api } from '../../../lib/api';
import type { UserRole } from '../../../lib/api-types';
import type { Language } from '../../../lib/i18n';

export interface ProfileChanges {
  firstName?: string;
  lastName?: string;
  role?: UserRole;
  language?: Language;
}

export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<{ ok: boolean }, ProfileChanges>({
      query: (body) => ({ url: 'user/api', method: 'PUT', body }),
      invalidatesTags: ['User'],
    }),
  }),
});

export const { useUpdateProfileMutation } = accountApi;
