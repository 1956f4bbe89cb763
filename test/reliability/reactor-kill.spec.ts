import { type MailEffectEvent, streams } from '@app/domain';
import type { RecordedEvent } from '@app/infrastructure/event-store';
import { SqlEventStore } from '@app/infrastructure/event-store';
import { SqlReadStore } from '@app/infrastructure/read-store';
import { PostgresClient } from '@app/infrastructure/sql';
import type { ChildProcess } from 'node:child_process';
import { spawnBuiltApp, stopChild, whenReady } from '../support/child-apps';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ApiClient, STRONG_PASSWORD } from '../support/api-client';
import { freePort } from '../support/free-port';
import { createTemporaryDatabase, type TemporaryDatabase } from '../support/postgres';
import { readOutbox } from '../support/outbox';

const INVITATIONS = 100;
const INVITATION_MAILS = 'reactor:invitation-mail';

/**
 * Reactors are at-least-once with idempotent effects. N invitations wait in the log while the
 * projectors are stopped; restarted, the invitation mail reactor works through them in one batch
 * and its process is killed (SIGKILL) in the middle of it, before the batch's checkpoint. Restarted
 * again, it is handed the whole batch again, and yet each mail is in the outbox exactly once and
 * exactly one MailSent is recorded per invitation (the built apps in dist/, on PostgreSQL).
 */
describe('killing the mail reactor in the middle of a batch', () => {
  let database: TemporaryDatabase;
  let dataDir: string;
  let sql: PostgresClient;
  let eventStore: SqlEventStore;
  let readStore: SqlReadStore;
  let port: number;
  let commandApi: ChildProcess | null = null;
  let projectors: ChildProcess | null = null;

  const env = () => ({
    ...process.env,
    DATABASE_URL: database.url,
    JWT_SECRET: 'reactor-kill-secret-long-enough-0123456789',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: String(port),
    RATE_LIMIT_INVITATIONS_PER_HOUR: '1000',
  });

  const spawnApp = (app: string) => spawnBuiltApp(app, env());
  const ready = whenReady;
  const stop = stopChild;

  const outbox = () => readOutbox(path.join(dataDir, 'outbox'));
  const invitationMailCount = async () => (await outbox()).length - 1;

  async function until<T>(check: () => Promise<T | null | false>, timeoutMs: number, pollMs = 25): Promise<T> {
    for (const deadline = Date.now() + timeoutMs; ; await new Promise((resolve) => setTimeout(resolve, pollMs))) {
      const result = await check();
      if (result) return result;
      if (Date.now() > deadline) throw new Error('timed out');
    }
  }

  beforeAll(async () => {
    port = await freePort();
    database = await createTemporaryDatabase();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'reactor-kill-'));
    sql = new PostgresClient(database.url, 2);
    commandApi = await ready(spawnApp('command-api'), /listening on/);
    projectors = await ready(spawnApp('projectors'), /projecting/);
    eventStore = new SqlEventStore(sql);
    readStore = new SqlReadStore(sql);
  });

  afterAll(async () => {
    await stop(projectors, 'SIGKILL');
    await stop(commandApi, 'SIGTERM');
    await sql?.close();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('sends each mail of the batch exactly once and records exactly one MailSent per invitation', async () => {
    // An admin and their organisation; the verification mail comes from the running reactor.
    const ada = new ApiClient(`http://127.0.0.1:${port}`);
    expect(
      (
        await ada.post('/api/user/create', {
          email: 'ada@kill.test',
          password: STRONG_PASSWORD,
          firstName: 'Ada',
          lastName: 'Admin',
          role: 'Research',
        })
      ).status,
    ).toBe(201);
    const verification = await until(
      async () => (await outbox()).find((mail) => mail.to === 'ada@kill.test')?.text.match(/https?:\/\/\S+/)?.[0] ?? null,
      15_000,
    );
    expect((await ada.post('/api/auth/verify-email', { token: new URL(verification).searchParams.get('token') })).status).toBe(200);
    expect((await ada.login('ada@kill.test', STRONG_PASSWORD)).status).toBe(200);
    expect((await ada.post('/api/customers/api', { name: 'Kill', namespace: 'kill', acceptAllUsers: false })).status).toBe(201);

    // With the projectors stopped (killed: whatever they had not committed is delivered again),
    // the invitations pile up in the log.
    await stop(projectors, 'SIGKILL');
    const invitees = Array.from({ length: INVITATIONS }, (_, index) => `invitee${index}@kill.test`);
    for (const email of invitees) expect((await ada.post('/api/customers/invitations', { email })).status).toBe(201);
    const issued = (await eventStore.readAll(0, 1_000_000)).filter((event) => event.type === 'InvitationIssued');
    expect(issued).toHaveLength(INVITATIONS);
    const lastIssued = issued[issued.length - 1].position;

    // Restarted, the reactor takes them as one batch; killed a quarter of the way through it.
    projectors = spawnApp('projectors');
    await until(async () => (await invitationMailCount()) >= INVITATIONS / 4, 60_000, 5);
    await stop(projectors, 'SIGKILL');
    const mailedBeforeKill = await invitationMailCount();
    expect(mailedBeforeKill).toBeLessThan(INVITATIONS);
    // The batch's checkpoint was not committed: all of it will be delivered again.
    expect(await readStore.checkpoint(INVITATION_MAILS)).toBeLessThan(issued[0].position);

    projectors = await ready(spawnApp('projectors'), /projecting/);
    await until(async () => (await readStore.checkpoint(INVITATION_MAILS)) >= lastIssued, 60_000, 50);

    const mails = (await outbox()).filter((mail) => mail.text.includes('/signup?email='));
    expect(mails.map((mail) => mail.to).sort()).toEqual([...invitees].sort());
    const recorded: Array<Array<RecordedEvent>> = await Promise.all(issued.map((event) => eventStore.readStream(streams.mail(event.id))));
    expect(recorded.map((effects) => effects.map((effect) => effect.type))).toEqual(issued.map(() => ['MailSent']));
    const sentTo = recorded.map(([effect]) => (effect.data as Extract<MailEffectEvent, { type: 'MailSent' }>['data']).to);
    expect(sentTo.sort()).toEqual([...invitees].sort());
    const allMailSent = (await eventStore.readAll(0, 1_000_000)).filter(
      (event) => event.type === 'MailSent' && (event.data as { template: string }).template === 'invitation',
    );
    expect(allMailSent).toHaveLength(INVITATIONS);
  }, 240_000);
});
