import { api } from './api';
import { sessionApi } from './session-api';
import { loggingOutStarted, type AuthState } from './auth-slice';
import { checkRequestGuard, LOGGING_OUT_MESSAGE, NOT_AUTHENTICATED_MESSAGE } from './request-guard';
import { completeSignIn } from './session';
import { createClientServices, makeStore } from '../app/store';
import { errorBody, installFakeApi } from '../../test/fake-api';
import { aUser } from '../../test/fixtures';
import { signedIn, signedOut, TEST_TOKEN } from '../../test/render-app';

// Endpoints standing in for the features' calls (each test file has its own module registry).
const testApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<unknown, { email: string; password: string }>({ query: (body) => ({ url: 'auth/login', method: 'POST', body }) }),
    saveSomething: build.mutation<unknown, void>({ query: () => ({ url: 'things', method: 'POST', body: {} }) }),
  }),
});

function setUp(auth: AuthState, pathname = '/customer/acme') {
  const services = createClientServices();
  const router = { state: { location: { pathname } }, navigate: jest.fn() };
  services.navigation.attach(router);
  const store = makeStore({ services, preloadedState: { auth } });
  const fetchUser = () => store.dispatch(sessionApi.endpoints.getCurrentUser.initiate(undefined, { subscribe: false, forceRefetch: true }));
  return { store, router, fetchUser };
}

describe('the request guard rules', () => {
  it.each([
    [
      'an authenticated call with a token',
      { endpoint: 'getCurrentUser', pathname: '/customer/acme', accessToken: 't', loggingOut: false },
      null,
    ],
    [
      'an authenticated call without a token',
      { endpoint: 'getCurrentUser', pathname: '/customer/acme', accessToken: null, loggingOut: false },
      NOT_AUTHENTICATED_MESSAGE,
    ],
    [
      'any call while logging out',
      { endpoint: 'getCurrentUser', pathname: '/customer/acme', accessToken: 't', loggingOut: true },
      LOGGING_OUT_MESSAGE,
    ],
    ['login on /login', { endpoint: 'login', pathname: '/login', accessToken: null, loggingOut: false }, null],
    ['sign-up on /signup', { endpoint: 'createUser', pathname: '/signup', accessToken: null, loggingOut: false }, null],
    [
      'reset on /reset-password',
      { endpoint: 'requestPasswordReset', pathname: '/reset-password', accessToken: null, loggingOut: false },
      null,
    ],
    [
      'the verification landing',
      { endpoint: 'confirmEmailVerification', pathname: '/email-verification', accessToken: null, loggingOut: false },
      null,
    ],
    [
      'the existence check on /select-role',
      { endpoint: 'checkUserExists', pathname: '/select-role', accessToken: null, loggingOut: false },
      null,
    ],
    [
      'login from a private page',
      { endpoint: 'login', pathname: '/customer/acme', accessToken: null, loggingOut: false },
      NOT_AUTHENTICATED_MESSAGE,
    ],
    [
      'an authenticated call on /login',
      { endpoint: 'getCurrentUser', pathname: '/login', accessToken: null, loggingOut: false },
      NOT_AUTHENTICATED_MESSAGE,
    ],
    ['login while logging out', { endpoint: 'login', pathname: '/login', accessToken: null, loggingOut: true }, LOGGING_OUT_MESSAGE],
    ['the logout call while logging out', { endpoint: 'logout', pathname: '/settings/account', accessToken: 't', loggingOut: true }, null],
  ])('%s', (_description, context, expected) => {
    expect(checkRequestGuard(context)).toBe(expected);
  });
});

describe('the API base query', () => {
  afterEach(() => jest.useRealTimers());

  it("refuses to send a call without a token: 'User not authenticated'", async () => {
    const server = installFakeApi({ 'GET /api/user/api': { body: aUser() } });
    const { fetchUser } = setUp(signedOut);
    const result = await fetchUser();
    expect(result.error).toEqual({ status: 'CUSTOM_ERROR', error: 'User not authenticated' });
    expect(server.calls).toHaveLength(0);
  });

  it("refuses every call while logging out: 'User is logging out'", async () => {
    const server = installFakeApi({ 'GET /api/user/api': { body: aUser() }, 'POST /api/auth/logout': { status: 204 } });
    const { store, fetchUser } = setUp(signedIn);
    store.dispatch(loggingOutStarted());
    expect((await fetchUser()).error).toEqual({ status: 'CUSTOM_ERROR', error: 'User is logging out' });
    await store.dispatch(sessionApi.endpoints.logout.initiate());
    expect(server.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /api/auth/logout']);
  });

  it('lets the unauthenticated calls through on their pages only', async () => {
    const server = installFakeApi({
      'POST /api/auth/login': { status: 401, body: errorBody(401, 'Invalid email or password. Please try again.') },
    });
    const onLogin = setUp(signedOut, '/login');
    const answer = await onLogin.store.dispatch(testApi.endpoints.login.initiate({ email: 'a@b.co', password: 'x' }));
    expect(answer).toMatchObject({ error: { status: 401 } });
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0].headers.has('Authorization')).toBe(false);
    // A 401 on login means wrong credentials: no refresh, no redirect.
    expect(onLogin.router.navigate).not.toHaveBeenCalled();

    const elsewhere = setUp(signedOut, '/customer/acme');
    expect(await elsewhere.store.dispatch(testApi.endpoints.login.initiate({ email: 'a@b.co', password: 'x' }))).toMatchObject({
      error: { error: 'User not authenticated' },
    });
    expect(server.calls).toHaveLength(1);
  });

  it('sends the bearer token and the highest consistency position on every GET', async () => {
    let position = '7';
    const server = installFakeApi({
      'POST /api/things': () => ({ status: 201, body: {}, headers: { 'X-Consistency-Position': position } }),
      'GET /api/user/api': { body: aUser() },
    });
    const { store, fetchUser } = setUp(signedIn);

    await fetchUser();
    expect(server.calls[0].headers.get('Authorization')).toBe(`Bearer ${TEST_TOKEN}`);
    expect(server.calls[0].headers.has('X-Consistency-Position')).toBe(false);

    await store.dispatch(testApi.endpoints.saveSomething.initiate());
    position = '5';
    await store.dispatch(testApi.endpoints.saveSomething.initiate());
    await fetchUser();

    const [, firstWrite, secondWrite, read] = server.calls;
    expect(firstWrite.headers.has('X-Consistency-Position')).toBe(false);
    expect(secondWrite.headers.has('X-Consistency-Position')).toBe(false);
    expect(read.headers.get('X-Consistency-Position')).toBe('7');
  });

  it('refreshes the session silently after a 401 and retries the call once', async () => {
    let userCalls = 0;
    const server = installFakeApi({
      'GET /api/user/api': (call) => {
        userCalls += 1;
        return call.headers.get('Authorization') === 'Bearer renewed'
          ? { body: aUser() }
          : { status: 401, body: errorBody(401, 'Unauthorized') };
      },
      'POST /api/auth/refresh': { body: { access_token: 'renewed', token_type: 'Bearer', expires_in: 900 } },
    });
    const { store, router, fetchUser } = setUp(signedIn);

    const result = await fetchUser();
    expect(result.data?.firstName).toBe('Ada');
    expect(userCalls).toBe(2);
    expect(server.callsTo('POST', '/api/auth/refresh')).toHaveLength(1);
    expect(store.getState().auth.accessToken).toBe('renewed');
    expect(router.navigate).not.toHaveBeenCalled();
  });

  it('sends the browser to /login when the session cannot be refreshed, unless it is already there', async () => {
    installFakeApi({
      'GET /api/user/api': { status: 401, body: errorBody(401, 'Unauthorized') },
      'POST /api/auth/refresh': { status: 401, body: errorBody(401, 'Unauthorized') },
    });
    const elsewhere = setUp(signedIn, '/settings/account');
    expect((await elsewhere.fetchUser()).error).toMatchObject({ status: 401 });
    expect(elsewhere.router.navigate).toHaveBeenCalledWith('/login', { replace: true });
    expect(elsewhere.store.getState().auth).toMatchObject({ isLoggedIn: false, accessToken: null });

    const onLogin = setUp(signedIn, '/login');
    await onLogin.fetchUser();
    expect(onLogin.router.navigate).not.toHaveBeenCalled();
  });

  it('retries the user query up to 3 times, but not after a 403', async () => {
    jest.useFakeTimers();
    let status = 500;
    const server = installFakeApi({ 'GET /api/user/api': () => ({ status, body: errorBody(status, 'Nope') }) });
    const { fetchUser } = setUp(signedIn);

    const failing = fetchUser();
    await jest.advanceTimersByTimeAsync(20_000);
    expect((await failing).error).toMatchObject({ status: 500 });
    expect(server.calls).toHaveLength(4);

    status = 403;
    const forbidden = fetchUser();
    await jest.advanceTimersByTimeAsync(20_000);
    expect((await forbidden).error).toMatchObject({ status: 403 });
    expect(server.calls).toHaveLength(5);
  });

  it('fetches the user after login up to 5 more times at 1 second intervals', async () => {
    jest.useFakeTimers();
    const seenAt: number[] = [];
    installFakeApi({
      'GET /api/user/api': () => {
        seenAt.push(Date.now());
        return seenAt.length < 6 ? { status: 404, body: errorBody(404, 'Not yet') } : { body: aUser({ language: null }) };
      },
    });
    const { store } = setUp({ ...signedOut, loading: true }, '/login');

    const signingIn = completeSignIn(store.dispatch, 'fresh');
    await jest.advanceTimersByTimeAsync(10_000);
    expect((await signingIn)?.firstName).toBe('Ada');
    expect(seenAt).toHaveLength(6);
    expect(seenAt.slice(1).map((time, index) => time - seenAt[index])).toEqual([1000, 1000, 1000, 1000, 1000]);
    expect(store.getState().auth).toMatchObject({ isLoggedIn: true, loading: false, accessToken: 'fresh' });
    expect(sessionApi.endpoints.getCurrentUser.select()(store.getState()).data?.firstName).toBe('Ada');
  });

  it('gives up signing in after the sixth failed user fetch', async () => {
    jest.useFakeTimers();
    const server = installFakeApi({ 'GET /api/user/api': { status: 500, body: errorBody(500, 'Down') } });
    const { store } = setUp(signedOut, '/login');
    const signingIn = completeSignIn(store.dispatch, 'fresh');
    await jest.advanceTimersByTimeAsync(10_000);
    expect(await signingIn).toBeNull();
    expect(server.calls).toHaveLength(6);
    expect(store.getState().auth).toMatchObject({ isLoggedIn: false, accessToken: null });
  });
});
