import { sessionApi } from './session-api';
import { accessTokenReceived, signedIn, signedOut } from './auth-slice';
import { startLiveUpdates, tagsForUpdate, type LiveSocket, type LiveUpdate } from './socket';
import { createClientServices, makeStore } from '../app/store';
import { installFakeApi } from '../../test/fake-api';
import { aUser } from '../../test/fixtures';
import { signedIn as signedInState } from '../../test/render-app';

class FakeSocket implements LiveSocket {
  private readonly connectListeners: Array<() => void> = [];
  private readonly updateListeners: Array<(update: LiveUpdate) => void> = [];
  private readonly errorListeners: Array<(error: Error) => void> = [];
  private readonly disconnectListeners: Array<(reason: string) => void> = [];
  disconnected = false;
  constructor(readonly token: string) {}
  on(event: 'connect', listener: () => void): this;
  on(event: 'update', listener: (update: LiveUpdate) => void): this;
  on(event: 'connect_error', listener: (error: Error) => void): this;
  on(event: 'disconnect', listener: (reason: string) => void): this;
  on(event: 'connect' | 'update' | 'connect_error' | 'disconnect', listener: (payload: never) => void): this {
    if (event === 'connect') this.connectListeners.push(listener as () => void);
    else if (event === 'update') this.updateListeners.push(listener as (update: LiveUpdate) => void);
    else if (event === 'connect_error') this.errorListeners.push(listener as (error: Error) => void);
    else this.disconnectListeners.push(listener as (reason: string) => void);
    return this;
  }
  closedByServer() {
    this.disconnectListeners.forEach((listener) => listener('io server disconnect'));
  }
  refuse(message: string) {
    this.errorListeners.forEach((listener) => listener(new Error(message)));
  }
  emit(event: 'connect'): void;
  emit(event: 'update', update: LiveUpdate): void;
  emit(event: 'connect' | 'update', update?: LiveUpdate): void {
    if (event === 'connect') this.connectListeners.forEach((listener) => listener());
    else this.updateListeners.forEach((listener) => listener(update!));
  }
  disconnect() {
    this.disconnected = true;
  }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('tags for live updates', () => {
  it.each([
    ['UserRegistered', ['User']],
    ['UserProfileUpdated', ['User']],
    ['EmailVerified', ['User']],
    ['PasswordReset', ['User']],
    ['OrganisationCreated', ['Customer']],
    ['MemberJoined', ['Customer']],
    ['InvitationSent', ['Customer']],
    ['EmailDomainsUpdated', ['Customer']],
    ['InsightSaved', []],
  ])('%s invalidates %j', (type, tags) => {
    expect(tagsForUpdate(type)).toEqual(tags);
  });
});

describe('the live-update socket', () => {
  function setUp() {
    const store = makeStore({ services: createClientServices(), preloadedState: { auth: signedInState } });
    const sockets: FakeSocket[] = [];
    const stop = startLiveUpdates(store, (token) => {
      const socket = new FakeSocket(token);
      sockets.push(socket);
      return socket;
    });
    return { store, sockets, stop };
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
    const server = installFakeApi({ 'POST /api/auth/refresh': { body: { access_token: 'renewed', token_type: 'Bearer', expires_in: 900 } } });
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
    const server = installFakeApi({ 'POST /api/auth/refresh': () => ({ body: { access_token: `renewed-${++issued}`, token_type: 'Bearer', expires_in: 900 } }) });
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

  it('refetches the read models an update changes and drops stale updates', async () => {
    const server = installFakeApi({ 'GET /api/user/api': { body: aUser() } });
    const { store, sockets, stop } = setUp();
    const subscription = store.dispatch(sessionApi.endpoints.getCurrentUser.initiate());
    await subscription;
    expect(server.calls).toHaveLength(1);

    sockets[0].emit('update', { type: 'UserProfileUpdated', position: 10 });
    await flush();
    expect(server.calls).toHaveLength(2);

    sockets[0].emit('update', { type: 'EmailVerified', position: 10 });
    sockets[0].emit('update', { type: 'EmailVerified', position: 9 });
    await flush();
    expect(server.calls).toHaveLength(2);

    sockets[0].emit('update', { type: 'OrganisationRenamed', position: 11 });
    await flush();
    expect(server.calls).toHaveLength(2);

    sockets[0].emit('update', { type: 'PasswordChanged', position: '12' });
    await flush();
    expect(server.calls).toHaveLength(3);

    subscription.unsubscribe();
    stop();
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
