import type { UserEvent } from '@app/domain';
import { randomUUID } from 'node:crypto';
import type { NewEvent } from '../event-store/event-store.port';
import { SqlEventStore } from '../event-store/sql-event-store';
import { PgliteClient } from '../sql/pglite-client';
import { migrate } from '../sql/schema';
import type { SqlClient } from '../sql/sql-client';
import { SessionRevocations } from './session-revocations';

const TTL_SECONDS = 900;
const MINUTE = 60_000;

const ago = (milliseconds: number) => new Date(Date.now() - milliseconds).toISOString();

function recorded(event: UserEvent | { type: string; data: unknown }, occurredAt: string): NewEvent {
  return {
    id: randomUUID(),
    type: event.type,
    data: event.data,
    metadata: { organisationId: null, actorId: null, correlationId: randomUUID(), causationId: null, occurredAt, schemaVersion: 1 },
  };
}

const ended = (sessionId: string): UserEvent => ({ type: 'SessionEnded', data: { sessionId } });

async function eventually(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('SessionRevocations', () => {
  let sql: SqlClient;
  let store: SqlEventStore;
  const started: SessionRevocations[] = [];

  async function startRevocations(): Promise<SessionRevocations> {
    const revocations = new SessionRevocations(store, TTL_SECONDS);
    started.push(revocations);
    await revocations.start();
    return revocations;
  }

  // Opening PGlite takes seconds: one log for the file, which each test extends.
  beforeAll(async () => {
    sql = await PgliteClient.inMemory();
    await migrate(sql);
    store = new SqlEventStore(sql, true);
    await store.start();
  });
  afterAll(async () => {
    for (const revocations of started) await revocations.stop();
    await store.close();
    await sql.close();
  });
  afterEach(() => jest.restoreAllMocks());

  it('starts from the recent end of the log: sessions ended within a token lifetime are known, older ones and older history are not read', async () => {
    const user = `user-${randomUUID()}`;
    const longAgo = ago(2 * 60 * MINUTE);
    await store.append(
      user,
      [recorded(ended('ended-long-ago'), longAgo), ...Array.from({ length: 1200 }, () => recorded({ type: 'Filler', data: {} }, longAgo))],
      'no_stream',
    );
    const last = await store.append(
      user,
      [
        recorded(ended('logged-out'), ago(14 * MINUTE)),
        recorded(
          { type: 'SessionRevoked', data: { sessionId: 'reused', reason: 'refresh_token_reused', revokedAt: ago(MINUTE) } },
          ago(MINUTE),
        ),
        recorded(
          { type: 'PasswordChanged', data: { passwordHash: 'h', changedAt: ago(MINUTE), endedSessionIds: ['reset-1', 'reset-2'] } },
          ago(MINUTE),
        ),
        // Recorded before PasswordChanged named the sessions it ended: it names none, and is no error.
        recorded({ type: 'PasswordChanged', data: { passwordHash: 'h', changedAt: ago(MINUTE) } }, ago(MINUTE)),
      ],
      1200,
    );
    const backwards = jest.spyOn(store, 'readAllBackwards');
    const subscribe = jest.spyOn(store, 'subscribeToAll');

    const revocations = await startRevocations();

    for (const sessionId of ['logged-out', 'reused', 'reset-1', 'reset-2']) expect(revocations.isRevoked(sessionId)).toBe(true);
    expect(revocations.isRevoked('ended-long-ago')).toBe(false);
    expect(revocations.isRevoked('never-ended')).toBe(false);
    // One page reached past the window: the 1,200 older events were not all read.
    expect(backwards).toHaveBeenCalledTimes(1);
    expect(subscribe.mock.calls[0][0]).toBe(last.position);
  });

  it('learns of sessions ended after start-up from the log, telling listeners once per session', async () => {
    const revocations = await startRevocations();
    const heard: string[] = [];
    revocations.onRevoked((sessionId) => heard.push(sessionId));
    const user = `user-${randomUUID()}`;
    await store.append(user, [recorded(ended('later'), ago(0))], 'no_stream');
    await eventually(() => revocations.isRevoked('later'));
    await store.append(
      user,
      [recorded({ type: 'PasswordChanged', data: { passwordHash: 'h', changedAt: ago(0), endedSessionIds: ['later', 'other'] } }, ago(0))],
      0,
    );
    await eventually(() => revocations.isRevoked('other'));
    expect(heard).toEqual(['later', 'other']);
  });

  it('refuses a session ended by this process at once, before the log delivers it', async () => {
    const revocations = await startRevocations();
    revocations.record({ type: 'SessionEnded', data: { sessionId: 'direct' } }, ago(0));
    expect(revocations.isRevoked('direct')).toBe(true);
    revocations.record({ type: 'SessionRefreshed', data: { sessionId: 'refreshed', tokenHash: 't', expiresAt: ago(0) } }, ago(0));
    expect(revocations.isRevoked('refreshed')).toBe(false);
  });

  it('forgets a session once every access token issued for it has expired', () => {
    let now = Date.parse('2025-03-01T10:00:00.000Z');
    const revocations = new SessionRevocations(store, 60, () => now);
    revocations.record(ended('short'), new Date(now).toISOString());
    now += 60_000;
    expect(revocations.isRevoked('short')).toBe(true);
    now += 30 * MINUTE;
    expect(revocations.isRevoked('short')).toBe(false);
    revocations.record(ended('too-old-to-matter'), new Date(now - 30 * MINUTE).toISOString());
    expect(revocations.isRevoked('too-old-to-matter')).toBe(false);
  });
});
