import { api } from '../../../lib/api';
import type {
  CompleteGoogleProfileDto,
  EmailVerifiedResponse,
  MessageResponse,
  OkResponse,
  TokenDto,
} from '../../../lib/generated/api-types';

export const onboardingApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendVerificationEmail: build.mutation<MessageResponse, void>({
      query: () => ({ url: 'user/verify-email', method: 'POST' }),
    }),
    confirmEmailVerification: build.mutation<EmailVerifiedResponse, TokenDto>({
      query: (body) => ({ url: 'auth/verify-email', method: 'POST', body }),
      invalidatesTags: ['User'],
    }),
    completeGoogleProfile: build.mutation<OkResponse, CompleteGoogleProfileDto>({
      query: (body) => ({ url: 'user/google/complete-profile', method: 'POST', body }),
      invalidatesTags: ['User'],
    }),
  }),
});

export const { useSendVerificationEmailMutation, useConfirmEmailVerificationMutation, useCompleteGoogleProfileMutation } = onboardingApi;
