import { sessionApi } from './session-api';
import { accessTokenReceived, signedIn, signedOut } from './auth-slice';
import { createClientServices, makeStore } from '../app/store';
import { installFakeApi } from '../../test/fake-api';
import { startFakeLiveUpdates } from '../../test/fake-socket';
import { aUser } from '../../test/fixtures';
import { signedIn as signedInState } from '../../test/render-app';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the live-update socket', () => {
  function setUp() {
    const store = makeStore({ services: createClientServices(), preloadedState: { auth: signedInState } });
    return { store, ...startFakeLiveUpdates(store) };
  }

  it('connects with the token, reconnects after a refresh and disconnects on logout', () => {
    installFakeApi();
    const { store, sockets, stop } = setUp();
    expect(sockets.map((socket) => socket.token)).toEqual(['access-token-1']);

    store.dispatch(accessTokenReceived('access-token-2'));
    expect(sockets.map((socket) => socket.token)).toEqual(['access-token-1', 'access-token-2']);
    expect(sockets[0].disconnected).toBe(true);

    store.dispatch(signedOut());
    expect(sockets[1].disconnected).toBe(true);
    expect(sockets).toHaveLength(2);

    store.dispatch(accessTokenReceived('access-token-3'));
    expect(sockets).toHaveLength(2);
    store.dispatch(signedIn());
    expect(sockets.map((socket) => socket.token)).toEqual(['access-token-1', 'access-token-2', 'access-token-3']);
    stop();
    expect(sockets[2].disconnected).toBe(true);
  });

  it('refreshes an expired token when the handshake is refused, then reconnects', async () => {
    const server = installFakeApi({
      'POST /api/auth/refresh': { body: { access_token: 'renewed', token_type: 'Bearer', expires_in: 900 } },
    });
    const { sockets, stop } = setUp();
    sockets[0].refuse('unauthorized');
    await flush();
    expect(server.callsTo('POST', '/api/auth/refresh')).toHaveLength(1);
    expect(sockets.map((socket) => socket.token)).toEqual(['access-token-1', 'renewed']);
    sockets[1].refuse('server is busy');
    await flush();
    expect(server.calls).toHaveLength(1);
    stop();
  });

  it('renews the token when the server closes the socket at its expiry', async () => {
    let issued = 0;
    const server = installFakeApi({
      'POST /api/auth/refresh': () => ({ body: { access_token: `renewed-${++issued}`, token_type: 'Bearer', expires_in: 900 } }),
    });
    const { sockets, stop } = setUp();
    sockets[0].closedByServer();
    await flush();
    expect(sockets.map((socket) => socket.token)).toEqual(['access-token-1', 'renewed-1']);
    // A socket already replaced is not the live one: its closing asks for nothing.
    sockets[0].closedByServer();
    await flush();
    expect(server.calls).toHaveLength(1);
    stop();
  });

  async function signedInUserCached() {
    const server = installFakeApi({ 'GET /api/user/api': { body: aUser({ user_id: 'u-1' }) } });
    const live = setUp();
    const subscription = live.store.dispatch(sessionApi.endpoints.getCurrentUser.initiate());
    await subscription;
    const userFetches = () => server.callsTo('GET', '/api/user/api').length;
    return { ...live, userFetches, stopAll: () => (subscription.unsubscribe(), live.stop()) };
  }

  it("refetches the signed-in user on an update of the user's stream", async () => {
    const { sockets, userFetches, stopAll } = await signedInUserCached();
    expect(userFetches()).toBe(1);

    sockets[0].emit('updates', [{ type: 'UserProfileUpdated', position: 10, streamId: 'user-u-1', organisationId: 'c-1', userId: 'u-1' }]);
    await flush();
    expect(userFetches()).toBe(2);
    stopAll();
  });

  it("leaves the signed-in user cached on another member's update", async () => {
    const { sockets, userFetches, stopAll } = await signedInUserCached();

    sockets[0].emit('updates', [{ type: 'UserProfileUpdated', position: 10, streamId: 'user-u-2', organisationId: 'c-1' }]);
    sockets[0].emit('updates', [{ type: 'UserJoinedOrganisation', position: 11, streamId: 'user-u-2', organisationId: 'c-1' }]);
    await flush();
    expect(userFetches()).toBe(1);
    stopAll();
  });

  it('refetches nothing for a stream no cached entry comes from', async () => {
    const { sockets, userFetches, stopAll } = await signedInUserCached();

    sockets[0].emit('updates', [{ type: 'NamespaceClaimed', position: 10, streamId: 'namespace-acme', organisationId: 'c-1' }]);
    sockets[0].emit('updates', [{ type: 'EmailDomainsSet', position: 11, streamId: 'organisation-c-1', organisationId: 'c-1' }]);
    sockets[0].emit('updates', [{ type: 'UserProfileUpdated', position: 12 }]);
    await flush();
    expect(userFetches()).toBe(1);
    stopAll();
  });

  it('takes every update of a frame, in order, and ignores a frame that is not a list', async () => {
    const { sockets, userFetches, stopAll } = await signedInUserCached();

    sockets[0].emit('updates', [
      { type: 'UserProfileUpdated', position: 10, streamId: 'user-u-2', organisationId: 'c-1' },
      { type: 'UserProfileUpdated', position: 11, streamId: 'user-u-1', organisationId: 'c-1', userId: 'u-1' },
      { type: 'UserProfileUpdated', position: 11, streamId: 'user-u-1', organisationId: 'c-1', userId: 'u-1' },
    ]);
    await flush();
    expect(userFetches()).toBe(2);

    sockets[0].emit('updates', { type: 'UserProfileUpdated', position: 12, streamId: 'user-u-1' } as never);
    await flush();
    expect(userFetches()).toBe(2);
    stopAll();
  });

  it('drops updates no newer than the last position seen', async () => {
    const { sockets, userFetches, stopAll } = await signedInUserCached();
    const ofTheUser = { type: 'UserProfileUpdated', streamId: 'user-u-1', organisationId: 'c-1' };

    sockets[0].emit('updates', [{ ...ofTheUser, position: 10 }]);
    await flush();
    sockets[0].emit('updates', [{ ...ofTheUser, position: 10 }]);
    sockets[0].emit('updates', [{ ...ofTheUser, position: 9 }]);
    sockets[0].emit('updates', [{ ...ofTheUser, position: 'not a position' }]);
    await flush();
    expect(userFetches()).toBe(2);

    sockets[0].emit('updates', [{ ...ofTheUser, position: '11' }]);
    await flush();
    expect(userFetches()).toBe(3);
    stopAll();
  });

  it('after reconnecting, refetches only data older than its fresh window', async () => {
    const server = installFakeApi({ 'GET /api/user/api': { body: aUser() } });
    const now = jest.spyOn(Date, 'now');
    const { store, sockets, stop } = setUp();
    const subscription = store.dispatch(sessionApi.endpoints.getCurrentUser.initiate());
    await subscription;
    const fetchedAt = Date.now();
    sockets[0].emit('connect');

    now.mockReturnValue(fetchedAt + 4 * 60_000);
    sockets[0].emit('connect');
    await flush();
    expect(server.calls).toHaveLength(1);

    now.mockReturnValue(fetchedAt + 6 * 60_000);
    sockets[0].emit('connect');
    await flush();
    expect(server.calls).toHaveLength(2);

    now.mockRestore();
    subscription.unsubscribe();
    stop();
  });
});
