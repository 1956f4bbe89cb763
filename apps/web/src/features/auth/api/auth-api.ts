import { api } from '../../../lib/api';
import type { MessageResponse, TokenResponse, UserRole } from '../../../lib/api-types';

export interface Credentials {
  email: string;
  password: string;
}

export interface NewUser extends Credentials {
  firstName: string;
  lastName: string;
  role: UserRole;
}

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<TokenResponse, Credentials>({
      query: (body) => ({ url: 'auth/login', method: 'POST', body }),
    }),
    createUser: build.mutation<{ user_id: string }, NewUser>({
      query: (body) => ({ url: 'user/create', method: 'POST', body }),
    }),
    requestPasswordReset: build.mutation<MessageResponse, { email: string }>({
      query: (body) => ({ url: 'user/reset-password', method: 'POST', body }),
    }),
    completePasswordReset: build.mutation<MessageResponse, { token: string; password: string }>({
      query: (body) => ({ url: 'auth/reset-password', method: 'POST', body }),
    }),
  }),
});

export const { useLoginMutation, useCreateUserMutation, useRequestPasswordResetMutation, useCompletePasswordResetMutation } = authApi;
