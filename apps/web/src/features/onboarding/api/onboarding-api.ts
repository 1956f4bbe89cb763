import { api } from '../../../lib/api';
import type { MessageResponse, UserRole } from '../../../lib/api-types';

export const onboardingApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendVerificationEmail: build.mutation<MessageResponse, void>({
      query: () => ({ url: 'user/verify-email', method: 'POST' }),
    }),
    confirmEmailVerification: build.mutation<{ email_verified: boolean }, { token: string }>({
      query: (body) => ({ url: 'auth/verify-email', method: 'POST', body }),
      invalidatesTags: ['User'],
    }),
    completeGoogleProfile: build.mutation<{ ok: boolean }, { role: UserRole }>({
      query: (body) => ({ url: 'user/google/complete-profile', method: 'POST', body }),
      invalidatesTags: ['User'],
    }),
  }),
});

export const { useSendVerificationEmailMutation, useConfirmEmailVerificationMutation, useCompleteGoogleProfileMutation } = onboardingApi;
