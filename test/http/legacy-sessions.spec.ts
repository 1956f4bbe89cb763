import { streams, userDecider } from '@app/domain';
import { EventSourcedRepository } from '@app/infrastructure/event-store';
import { randomUUID } from 'node:crypto';
import frozenUserStream from '../../libs/domain/src/identity/__frozen__/user-stream.before-session-streams.json';
import frozenTokens from '../../libs/domain/src/identity/__frozen__/refresh-tokens.before-session-streams.json';
import { ApiClient } from '../support/api-client';
import { type RunningApp, startApp } from '../support/start-app';

/**
 * Sessions signed in before sessions had streams of their own (docs/decisions/0010-session-streams.md):
 * the frozen user stream that build wrote is appended as it was stored, then its refresh tokens
 * are presented to this build.
 */
describe('sessions recorded in user streams before session streams', () => {
  let app: RunningApp;

  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(async () => {
    await app.stop();
  });

  /**
   * The frozen account, stored as the old build stored it, under fresh ids so that every test
   * begins from the old log (ids are the only thing renamed: user, sessions and events).
   */
  async function oldAccount(): Promise<{ userId: string; sessions: typeof frozenTokens.sessions }> {
    const renamed = new Map(
      [
        frozenTokens.userId,
        ...Object.values(frozenTokens.sessions).map((session) => session.sessionId),
        ...frozenUserStream.map((event) => event.id),
      ].map((id) => [id, randomUUID()]),
    );
    const rename = (json: string) => [...renamed].reduce((text, [from, to]) => text.replaceAll(from, to), json);
    const events: typeof frozenUserStream = JSON.parse(rename(JSON.stringify(frozenUserStream)));
    const tokens: typeof frozenTokens = JSON.parse(rename(JSON.stringify(frozenTokens)));
    await app.infrastructure.eventStore.append(streams.user(tokens.userId), events, 'no_stream');
    return tokens;
  }

  const refreshWith = (token: string) => {
    const client = new ApiClient(app.baseUrl);
    client.refreshCookie = `refresh=${token}`;
    return client;
  };

  const typesIn = async (streamId: string) => (await app.infrastructure.eventStore.readStream(streamId)).map((event) => event.type);

  it('keeps an old session signed in: its refresh token still rotates, and refreshing appends to the session stream only', async () => {
    const { userId, sessions } = await oldAccount();
    const client = refreshWith(sessions.live.currentToken);

    const first = await client.post('/api/auth/refresh');
    expect(first.status).toBe(200);
    client.accessToken = first.body.access_token;
    expect((await client.get('/api/user/api')).status).toBe(200);
    expect(client.refreshCookie).not.toBe(`refresh=${sessions.live.currentToken}`);
    const second = await client.post('/api/auth/refresh');
    expect(second.status).toBe(200);

    expect(await typesIn(streams.user(userId))).toHaveLength(frozenUserStream.length);
    expect(await typesIn(streams.session(sessions.live.sessionId))).toEqual(['SessionMigrated', 'SessionRefreshed', 'SessionRefreshed']);
    // The token the first refresh replaced is refused like any rotated-away token.
    expect((await refreshWith(sessions.live.currentToken).post('/api/auth/refresh')).status).toBe(401);
  });

  it('refuses the old tokens of sessions that had ended before the upgrade, and writes nothing for them', async () => {
    const { userId, sessions } = await oldAccount();
    for (const ended of [sessions.loggedOut, sessions.endedByPasswordChange, sessions.revokedForReuse]) {
      expect({ sessionId: ended.sessionId, status: (await refreshWith(ended.lastToken).post('/api/auth/refresh')).status }).toEqual({
        sessionId: ended.sessionId,
        status: 401,
      });
      expect(await typesIn(streams.session(ended.sessionId))).toEqual([]);
    }
    expect(await typesIn(streams.user(userId))).toHaveLength(frozenUserStream.length);
  });

  it('revokes an old session when a token it had rotated away from before the upgrade comes back', async () => {
    const { sessions } = await oldAccount();
    expect((await refreshWith(sessions.live.retiredToken).post('/api/auth/refresh')).status).toBe(401);
    expect((await refreshWith(sessions.live.currentToken).post('/api/auth/refresh')).status).toBe(401);
    expect(await typesIn(streams.session(sessions.live.sessionId))).toEqual(['SessionMigrated', 'SessionRevoked']);
  });

  it('logs an old session out', async () => {
    const { sessions } = await oldAccount();
    expect((await refreshWith(sessions.live.currentToken).post('/api/auth/logout')).status).toBe(204);
    expect((await refreshWith(sessions.live.currentToken).post('/api/auth/refresh')).status).toBe(401);
    expect(await typesIn(streams.session(sessions.live.sessionId))).toEqual(['SessionMigrated', 'SessionEnded']);
  });

  it('ends a continued old session when the password changes after the upgrade', async () => {
    const { userId, sessions } = await oldAccount();
    const client = refreshWith(sessions.live.currentToken);
    const refreshed = await client.post('/api/auth/refresh');
    expect(refreshed.status).toBe(200);

    const repository = new EventSourcedRepository(app.infrastructure.eventStore);
    const now = new Date().toISOString();
    const context = { actorId: userId, correlationId: randomUUID(), now };
    const reset = { tokenHash: 'reset-after-upgrade', expiresAt: new Date(Date.now() + 3600_000).toISOString() };
    await repository.handle(
      userDecider,
      streams.user(userId),
      { type: 'RequestPasswordReset', reset, now },
      context,
      (state) => state.organisationId,
    );
    await repository.handle(
      userDecider,
      streams.user(userId),
      { type: 'ResetPassword', tokenHash: reset.tokenHash, passwordHash: 'argon2-after-upgrade', now },
      context,
      (state) => state.organisationId,
    );

    expect((await client.post('/api/auth/refresh')).status).toBe(401);
    const sessionStream = await app.infrastructure.eventStore.readStream(streams.session(sessions.live.sessionId));
    expect(sessionStream.map(({ type, data }) => ({ type, data }))).toEqual([
      expect.objectContaining({ type: 'SessionMigrated' }),
      expect.objectContaining({ type: 'SessionRefreshed' }),
      { type: 'SessionRevoked', data: expect.objectContaining({ reason: 'password_changed' }) },
    ]);
  });
});
