import { restoreSession } from './session';
import { sessionApi } from './session-api';
import { createClientServices, makeStore } from '../app/store';
import { initialAuthState } from './auth-slice';
import { i18n } from './i18n';
import { errorBody, installFakeApi } from '../../test/fake-api';
import { aUser } from '../../test/fixtures';

function startApp() {
  const services = createClientServices();
  services.navigation.attach({ state: { location: { pathname: '/customer/acme' } }, navigate: jest.fn() });
  return makeStore({ services, preloadedState: { auth: initialAuthState } });
}

describe('restoring the session at start-up', () => {
  it('exchanges the refresh cookie for a token, fetches the user and applies their language', async () => {
    const server = installFakeApi({
      'POST /api/auth/refresh': { body: { access_token: 'restored', token_type: 'Bearer', expires_in: 900 } },
      'GET /api/user/api': { body: aUser({ language: 'fr' }) },
    });
    const store = startApp();
    expect(store.getState().auth.loading).toBe(true);

    await restoreSession(store.dispatch);
    expect(store.getState().auth).toEqual({ isLoggedIn: true, loading: false, loggingOut: false, accessToken: 'restored' });
    expect(server.callsTo('GET', '/api/user/api')[0].headers.get('Authorization')).toBe('Bearer restored');
    expect(sessionApi.endpoints.getCurrentUser.select()(store.getState()).data?.email).toBe('ada@acme.io');
    expect(i18n.language).toBe('fr');
    expect(localStorage.getItem('lang')).toBe('fr');
  });

  it('ends signed out without a valid refresh cookie', async () => {
    installFakeApi({ 'POST /api/auth/refresh': { status: 401, body: errorBody(401, 'Unauthorized') } });
    const store = startApp();
    await restoreSession(store.dispatch);
    expect(store.getState().auth).toEqual({ isLoggedIn: false, loading: false, loggingOut: false, accessToken: null });
  });
});
