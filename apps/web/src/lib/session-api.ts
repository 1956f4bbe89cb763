import { api, retryUnlessUnauthorised } from './api';
import { USER_CACHE } from './cache-policy';
import { rememberCustomerOf } from './customer-info';
import type { UserResponse } from './generated/api-types';
import type { LiveUpdate } from './live-update-hub';
import { refetchOnLiveUpdate } from './refetch-on-live-update';

export const SIGN_IN_USER_FETCH_RETRIES = 5;
export const SIGN_IN_USER_FETCH_INTERVAL_MS = 1000;

function wait(milliseconds: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, milliseconds);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

const userTags = (user: UserResponse) => [{ type: USER_CACHE.tag, id: user.user_id }];

/** Every change of a person's account is an event of their own stream. */
const concernsUser = (update: LiveUpdate, user: UserResponse) => update.streamId === `user-${user.user_id}`;

// Endpoints shared by every feature: the current user and the session itself.
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCurrentUser: build.query<UserResponse, void>({
      query: () => 'user/api',
      providesTags: (user) => (user ? userTags(user) : []),
      onCacheEntryAdded: refetchOnLiveUpdate(concernsUser, userTags),
      keepUnusedDataFor: USER_CACHE.keepSeconds,
      extraOptions: { retryCondition: retryUnlessUnauthorised(3) },
      async onQueryStarted(_arg, { queryFulfilled }) {
        try {
          rememberCustomerOf((await queryFulfilled).data);
        } catch {
          // A failed fetch leaves the cached organisation as it was.
        }
      },
    }),
    /**
     * The user fetch right after signing in: the read model may lag the sign-up by a moment, so it
     * is retried at a steady 1 second interval, then stored as the current user.
     */
    getCurrentUserAfterSignIn: build.query<UserResponse, void>({
      query: () => 'user/api',
      keepUnusedDataFor: 0,
      extraOptions: {
        retryCondition: retryUnlessUnauthorised(SIGN_IN_USER_FETCH_RETRIES),
        backoff: (_attempt: number, _max: number, signal?: AbortSignal) => wait(SIGN_IN_USER_FETCH_INTERVAL_MS, signal),
      },
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          rememberCustomerOf(data);
          await dispatch(sessionApi.util.upsertQueryData('getCurrentUser', undefined, data));
        } catch {
          // The caller reports the failure.
        }
      },
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: 'auth/logout', method: 'POST' }),
    }),
  }),
});

export const { useGetCurrentUserQuery } = sessionApi;
