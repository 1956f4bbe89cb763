import { api } from '../../../lib/api';
import type {
  AccessTokenResponse,
  CreatedUserResponse,
  CreateUserDto,
  EmailDto,
  LoginDto,
  MessageResponse,
  ResetPasswordDto,
} from '../../../lib/generated/api-types';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<AccessTokenResponse, LoginDto>({
      query: (body) => ({ url: 'auth/login', method: 'POST', body }),
    }),
    createUser: build.mutation<CreatedUserResponse, CreateUserDto>({
      query: (body) => ({ url: 'user/create', method: 'POST', body }),
    }),
    requestPasswordReset: build.mutation<MessageResponse, EmailDto>({
      query: (body) => ({ url: 'user/reset-password', method: 'POST', body }),
    }),
    completePasswordReset: build.mutation<MessageResponse, ResetPasswordDto>({
      query: (body) => ({ url: 'auth/reset-password', method: 'POST', body }),
    }),
  }),
});

export const { useLoginMutation, useCreateUserMutation, useRequestPasswordResetMutation, useCompletePasswordResetMutation } = authApi;
