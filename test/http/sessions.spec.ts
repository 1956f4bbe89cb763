import { streams } from '@app/domain';
import { AccessTokens } from '@app/infrastructure/security';
import { randomBytes, randomUUID } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { ApiClient, STRONG_PASSWORD } from '../support/api-client';
import { verifiedMember } from '../support/members';
import { type RunningApp, startApp } from '../support/start-app';

const SECRET = 'test-secret-that-is-long-enough-for-hs256';
const NEW_PASSWORD = 'Another-Horse-73';

/** A second, independent sign-in of the same person (another browser). */
async function signInAgain(app: RunningApp, email: string, password = STRONG_PASSWORD): Promise<ApiClient> {
  const client = new ApiClient(app.baseUrl);
  expect((await client.login(email, password)).status).toBe(200);
  return client;
}

/** Whether the access token still opens a query and a command. */
async function accessWorks(client: ApiClient): Promise<{ query: number; command: number }> {
  const query = (await client.get('/api/user/api')).status;
  const command = (await client.put('/api/user/api', { language: 'fr' })).status;
  return { query, command };
}

/** The reset link mailed to `email`; the mail leaves after the answer, so it is waited for. */
async function resetLinkSentTo(app: RunningApp, email: string): Promise<string> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const link = (await app.linksSentTo(email)).find((sent) => sent.includes('/reset-password?token='));
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`no reset link mailed to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function connect(app: RunningApp, token: string): Promise<Socket> {
  const socket = io(app.baseUrl, { path: '/socket.io', auth: { token }, transports: ['websocket'], forceNew: true, reconnection: false });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

function disconnection(socket: Socket, timeoutMs = 3000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the socket stayed open')), timeoutMs);
    socket.once('disconnect', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

describe('sessions end at once: refresh-token reuse, logout, password reset (HTTP and socket.io)', () => {
  let app: RunningApp;

  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(async () => {
    await app.stop();
  });

  it('revokes the whole session when a rotated-away refresh token is replayed', async () => {
    const client = await verifiedMember(app, 'rotate@sessions.test');
    const loginToken = client.accessToken!;
    const oldCookie = client.refreshCookie!;

    const refreshed = await client.post('/api/auth/refresh');
    expect(refreshed.status).toBe(200);
    const newCookie = client.refreshCookie!;
    expect(newCookie).not.toBe(oldCookie);
    client.accessToken = refreshed.body.access_token;
    expect(await accessWorks(client)).toEqual({ query: 200, command: 200 });

    client.refreshCookie = oldCookie;
    expect((await client.post('/api/auth/refresh')).status).toBe(401);
    client.refreshCookie = newCookie;
    expect((await client.post('/api/auth/refresh')).status).toBe(401);
    expect(await accessWorks(client)).toEqual({ query: 401, command: 401 });
    client.accessToken = loginToken;
    expect((await client.get('/api/user/api')).status).toBe(401);
  });

  it('does not end a session for a forged secret: session ids are not secret', async () => {
    const client = await verifiedMember(app, 'forged@sessions.test');
    const realCookie = client.refreshCookie!;
    const [name, value] = realCookie.split('=');
    const [userId, sessionId] = value.split('.');
    client.refreshCookie = `${name}=${userId}.${sessionId}.${randomBytes(32).toString('base64url')}`;
    expect((await client.post('/api/auth/refresh')).status).toBe(401);

    expect(await accessWorks(client)).toEqual({ query: 200, command: 200 });
    client.refreshCookie = realCookie;
    expect((await client.post('/api/auth/refresh')).status).toBe(200);
  });

  it("appends each refresh to the session's own stream, never to the account's", async () => {
    const client = await verifiedMember(app, 'short@sessions.test');
    const userId = (await client.get('/api/user/api')).body.user_id;
    const sessionId = client.refreshCookie!.split('=')[1].split('.')[1];
    const typesIn = async (streamId: string) => (await app.infrastructure.eventStore.readStream(streamId)).map((event) => event.type);
    const accountBefore = await typesIn(streams.user(userId));
    expect(accountBefore.filter((type) => type === 'SignedIn')).toHaveLength(1);

    for (let refresh = 0; refresh < 3; refresh += 1) expect((await client.post('/api/auth/refresh')).status).toBe(200);

    expect(await typesIn(streams.user(userId))).toEqual(accountBefore);
    expect(await typesIn(streams.session(sessionId))).toEqual([
      'SessionOpened',
      'SessionRefreshed',
      'SessionRefreshed',
      'SessionRefreshed',
    ]);
  });

  it('refuses a refresh cookie rewritten to name another user, and ends nothing: a session answers for its own user only', async () => {
    const owner = await verifiedMember(app, 'owner@sessions.test');
    const otherUserId = (await (await verifiedMember(app, 'named@sessions.test')).get('/api/user/api')).body.user_id;
    const [name, value] = owner.refreshCookie!.split('=');
    const [, sessionId, secret] = value.split('.');
    const rewritten = new ApiClient(app.baseUrl);
    rewritten.refreshCookie = `${name}=${otherUserId}.${sessionId}.${secret}`;
    expect((await rewritten.post('/api/auth/refresh')).status).toBe(401);

    expect((await owner.post('/api/auth/refresh')).status).toBe(200);
  });

  it('refuses the access token of a logged-out session on the very next request, and only that session', async () => {
    const leaving = await verifiedMember(app, 'logout@sessions.test');
    const otherDevice = await signInAgain(app, 'logout@sessions.test');
    const colleague = await verifiedMember(app, 'stays@sessions.test');
    expect(await accessWorks(leaving)).toEqual({ query: 200, command: 200 });

    expect((await leaving.post('/api/auth/logout')).status).toBe(204);

    expect(await accessWorks(leaving)).toEqual({ query: 401, command: 401 });
    expect(await accessWorks(otherDevice)).toEqual({ query: 200, command: 200 });
    expect(await accessWorks(colleague)).toEqual({ query: 200, command: 200 });
  });

  it('ends every earlier session of the account when its password is reset, and only those', async () => {
    const email = 'reset@sessions.test';
    const first = await verifiedMember(app, email);
    const second = await signInAgain(app, email);
    const colleague = await verifiedMember(app, 'untouched@sessions.test');

    expect((await new ApiClient(app.baseUrl).post('/api/user/reset-password', { email })).status).toBe(200);
    const link = await resetLinkSentTo(app, email);
    const reset = await new ApiClient(app.baseUrl).post('/api/auth/reset-password', {
      token: new URL(link).searchParams.get('token'),
      password: NEW_PASSWORD,
    });
    expect(reset.status).toBe(200);

    expect(await accessWorks(first)).toEqual({ query: 401, command: 401 });
    expect(await accessWorks(second)).toEqual({ query: 401, command: 401 });
    expect((await second.post('/api/auth/refresh')).status).toBe(401);
    expect(await accessWorks(colleague)).toEqual({ query: 200, command: 200 });
    expect(await accessWorks(await signInAgain(app, email, NEW_PASSWORD))).toEqual({ query: 200, command: 200 });
  });

  describe('socket.io', () => {
    it('refuses a valid token for a user that does not exist', async () => {
      const token = await new AccessTokens(SECRET, 'http://localhost:3000', 600).sign({ userId: randomUUID(), sessionId: randomUUID() });
      await expect(connect(app, token)).rejects.toThrow('unauthorized');
    });

    it('closes the open sockets of a session when it ends, and refuses its token afterwards', async () => {
      const client = await verifiedMember(app, 'socket@sessions.test');
      const otherDevice = await signInAgain(app, 'socket@sessions.test');
      const socket = await connect(app, client.accessToken!);
      const otherSocket = await connect(app, otherDevice.accessToken!);
      let otherClosed = false;
      otherSocket.once('disconnect', () => (otherClosed = true));

      const closed = disconnection(socket);
      expect((await client.post('/api/auth/logout')).status).toBe(204);
      await closed;

      await expect(connect(app, client.accessToken!)).rejects.toThrow('unauthorized');
      expect(otherClosed).toBe(false);
      otherSocket.close();
    });
  });
});
