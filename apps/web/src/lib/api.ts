import {
  createApi,
  fetchBaseQuery,
  retry,
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import type { ThunkAction, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
// Imported by this path so that Jest's moduleNameMapper ('^.+/lib/env$') swaps in env.jest.ts.
import { env } from '../lib/env';
import { accessTokenReceived, signedOut, type AuthState } from './auth-slice';
import { checkRequestGuard, GUEST_ENDPOINTS, SESSION_ENDPOINTS } from './request-guard';
import { CONSISTENCY_HEADER, type ConsistencyTracker } from './consistency';
import type { LiveUpdateHub } from './live-update-hub';
import type { Navigation } from './navigation';
import type { AccessTokenResponse } from './generated/api-types';

export const REQUEST_TIMEOUT_MS = 100_000;
/** Set on a GET answered before the read models reached its consistency position. */
const STALE_HEADER = 'X-Consistency-Stale';

/** Per-store collaborators, handed to the base query as the thunk extra argument. */
export interface ClientServices {
  consistency: ConsistencyTracker;
  liveUpdates: LiveUpdateHub;
  navigation: Navigation;
  pendingRefresh: Promise<string | null> | null;
}

const sendRaw = fetchBaseQuery({ baseUrl: env.apiBaseUrl, timeout: REQUEST_TIMEOUT_MS });

type Args = string | FetchArgs;
type Result = Awaited<ReturnType<typeof sendRaw>>;

function methodOf(args: Args): string {
  return (typeof args === 'string' ? 'GET' : (args.method ?? 'GET')).toUpperCase();
}

async function send(args: Args, api: BaseQueryApi, services: ClientServices): Promise<Result> {
  const request: FetchArgs = typeof args === 'string' ? { url: args } : { ...args };
  const headers = new Headers(request.headers as HeadersInit | undefined);
  const { accessToken } = (api.getState() as { auth: AuthState }).auth;
  // The existence check is documented as sent without a token.
  if (accessToken && api.endpoint !== 'checkUserExists' && !SESSION_ENDPOINTS.has(api.endpoint)) {
    headers.set('Authorization', `Bearer ${accessToken}`);
  }
  const position = services.consistency.current();
  if (position !== null && methodOf(request) === 'GET') headers.set(CONSISTENCY_HEADER, position);
  request.headers = headers;
  const result = await sendRaw(request, api, {});
  services.consistency.observe(result.meta?.response?.headers.get(CONSISTENCY_HEADER));
  // What a query's answer is known to hold (patch-on-live-update.ts); an answer marked stale holds less.
  if (api.type === 'query' && api.queryCacheKey && !result.error) {
    const stale = result.meta?.response?.headers.get(STALE_HEADER) === 'true';
    services.consistency.entryAnswered(api.queryCacheKey, stale ? null : (headers.get(CONSISTENCY_HEADER) ?? null));
  }
  return result;
}

/**
 * The tabs of one browser share the refresh cookie: they refresh one at a time (Web Locks), so a
 * tab never presents a cookie another tab has just rotated, which the server would take for a
 * stolen copy and end the session. Where the browser has no Web Locks, tabs refresh unguarded.
 */
async function oneTabAtATime<T>(work: () => T | PromiseLike<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? ((await locks.request('insight-assistant-refresh', async () => work())) as T) : work();
}

/**
 * Exchanges the httpOnly refresh cookie for a new access token. Calls made at the same moment
 * share one request: the cookie rotates, so a second concurrent refresh would be refused.
 * Resolves to the new token, or null when the session is over.
 */
export const refreshAccessToken =
  (): ThunkAction<Promise<string | null>, { auth: AuthState }, ClientServices, UnknownAction> => (dispatch, getState, services) => {
    if (services.pendingRefresh) return services.pendingRefresh;
    const requestApi = {
      signal: new AbortController().signal,
      abort: () => undefined,
      dispatch,
      getState,
      extra: services,
      endpoint: 'refreshSession',
      type: 'mutation',
    } as unknown as BaseQueryApi;
    const refresh = (async () => {
      try {
        const result = await oneTabAtATime(() => sendRaw({ url: 'auth/refresh', method: 'POST' }, requestApi, {}));
        const token = (result.data as AccessTokenResponse | undefined)?.access_token ?? null;
        if (token) dispatch(accessTokenReceived(token));
        return token;
      } finally {
        services.pendingRefresh = null;
      }
    })();
    services.pendingRefresh = refresh;
    return refresh;
  };

const guardedBaseQuery: BaseQueryFn<Args, unknown, FetchBaseQueryError, object, FetchBaseQueryMeta> = async (args, api) => {
  const services = api.extra as ClientServices;
  const { auth } = api.getState() as { auth: AuthState };
  const refusal = checkRequestGuard({
    endpoint: api.endpoint,
    pathname: services.navigation.pathname(),
    accessToken: auth.accessToken,
    loggingOut: auth.loggingOut,
  });
  // A refused request is final: retrying it cannot succeed.
  if (refusal) return retry.fail({ status: 'CUSTOM_ERROR', error: refusal });

  let result = await send(args, api, services);
  const sessionEnded = () => result.error?.status === 401;
  // A 401 on sign-in means wrong credentials, and the session calls manage themselves.
  if (sessionEnded() && !GUEST_ENDPOINTS.has(api.endpoint) && !SESSION_ENDPOINTS.has(api.endpoint)) {
    if (await (api.dispatch as ThunkDispatch<{ auth: AuthState }, ClientServices, UnknownAction>)(refreshAccessToken())) {
      result = await send(args, api, services);
    }
    if (sessionEnded()) {
      api.dispatch(signedOut());
      if (services.navigation.pathname() !== '/login') services.navigation.navigate('/login');
    }
  }
  return result;
};

/** Endpoints retry only when they say so in their extraOptions. */
const baseQuery = retry(guardedBaseQuery, { maxRetries: 0 });

/** Retries an endpoint up to `times` times, but never after a 401 or 403. */
export function retryUnlessUnauthorised(times: number) {
  return (error: unknown, _args: unknown, { attempt }: { attempt: number }) => {
    const status = (error as FetchBaseQueryError | undefined)?.status;
    return attempt <= times && status !== 401 && status !== 403;
  };
}

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['User', 'Customer', 'Document', 'Project', 'Insight'],
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  endpoints: () => ({}),
});
