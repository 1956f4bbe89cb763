import { SqlEventStore } from '@app/infrastructure/event-store';
import { projectionProcessorId, SqlReadStore } from '@app/infrastructure/read-store';
import { PostgresClient } from '@app/infrastructure/sql';
import { usersProjection } from '@app/projectors/identity/users/users.projection';
import { customersProjection } from '@app/projectors/organisations/customers/customers.projection';
import { rebuildProjections } from '@app/projectors/runtime/rebuild';
import type { ChildProcess } from 'node:child_process';
import { startBuiltApp, stopChild } from '../support/child-apps';
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ApiClient, STRONG_PASSWORD } from '../support/api-client';
import { freePort } from '../support/free-port';
import { createTemporaryDatabase, type TemporaryDatabase } from '../support/postgres';
import { linkIn, readOutbox } from '../support/outbox';

/** The read models of the identity and organisations contexts. */
const allProjections = [usersProjection, customersProjection];

/**
 * The battery of SECURITY.md "Events and data": under a steady load of commands, the projector
 * process is killed (SIGKILL, no chance to clean up) again and again and restarted. Afterwards every
 * acknowledged command's event is in the store, and the read models equal a rebuild from position 0:
 * nothing lost, nothing applied twice.
 */
describe('killing the projector under load', () => {
  let database: TemporaryDatabase;
  let dataDir: string;
  let commandApi: ChildProcess;
  let projector: ChildProcess | null = null;
  let port: number;

  const env = () => ({
    ...process.env,
    DATABASE_URL: database.url,
    JWT_SECRET: 'crash-battery-secret-long-enough-0123456789',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: String(port),
    RATE_LIMIT_SIGNUP_PER_HOUR: '1000',
  });

  const start = (app: string, readyText: RegExp) => startBuiltApp(app, env(), readyText);
  const stop = stopChild;

  beforeAll(async () => {
    port = await freePort();
    database = await createTemporaryDatabase();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'crash-'));
    commandApi = await start('command-api', /listening on/);
  });

  afterAll(async () => {
    await stop(projector, 'SIGKILL');
    await stop(commandApi, 'SIGTERM');
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** The link in the mail to `email`, once the projectors' mail reactor has written it to the outbox. */
  async function linkMailedTo(email: string): Promise<string> {
    for (const deadline = Date.now() + 20_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 25))) {
      const mail = (await readOutbox(path.join(dataDir, 'outbox'))).find((candidate) => candidate.to === email);
      const link = mail && linkIn(mail);
      if (link) return link;
    }
    throw new Error(`no mail reached ${email}`);
  }

  async function verifiedClient(index: number): Promise<ApiClient> {
    const client = new ApiClient(`http://127.0.0.1:${port}`);
    const email = `crash${index}@battery.test`;
    expect(
      (
        await client.post('/api/user/create', {
          email,
          password: STRONG_PASSWORD,
          firstName: 'Crash',
          lastName: String(index),
          role: 'Design',
        })
      ).status,
    ).toBe(201);
    const token = new URL(await linkMailedTo(email)).searchParams.get('token');
    expect((await client.post('/api/auth/verify-email', { token })).status).toBe(200);
    expect((await client.login(email, STRONG_PASSWORD)).status).toBe(200);
    expect(
      (await client.post('/api/customers/api', { name: `Battery ${index}`, namespace: `battery${index}`, acceptAllUsers: false })).status,
    ).toBe(201);
    return client;
  }

  it('loses no acknowledged event and applies none twice', async () => {
    // The projectors send the verification mails (their mail reactor).
    projector = await start('projectors', /projecting/);
    const clients = await Promise.all([0, 1, 2, 3, 4, 5].map(verifiedClient));

    const acknowledged: number[] = [];
    let running = true;
    const load = Promise.all(
      clients.map(async (client, index) => {
        for (let n = 0; running; n += 1) {
          const response = await client.put('/api/user/api', { firstName: `Crash-${index}-${n}`, language: n % 2 ? 'fr' : 'ja' });
          expect(response.status).toBe(200);
          acknowledged.push(Number(response.headers.get('x-consistency-position')));
        }
      }),
    );
    for (let kill = 0; kill < 6; kill += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250 + Math.random() * 400));
      await stop(projector, 'SIGKILL');
      projector = await start('projectors', /projecting/);
    }
    running = false;
    await load;

    const sql = new PostgresClient(database.url, 2);
    try {
      const eventStore = new SqlEventStore(sql);
      const readStore = new SqlReadStore(sql);
      const all = await eventStore.readAll(0, 1_000_000);
      const positions = new Set(all.map((event) => event.position));
      expect(acknowledged.length).toBeGreaterThan(50);
      expect(acknowledged.filter((position) => !positions.has(position))).toEqual([]);

      const head = all[all.length - 1].position;
      const slowestReadModel = async () =>
        Math.min(
          ...(await Promise.all(allProjections.map((projection) => readStore.checkpoint(projectionProcessorId(projection.collection))))),
        );
      for (let waited = 0; (await slowestReadModel()) < head && waited < 15000; waited += 50) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(await slowestReadModel()).toBe(head);
      await stop(projector, 'SIGTERM');
      projector = null;

      const snapshot = async () => {
        const hash = createHash('sha256');
        for (const projection of allProjections) hash.update(JSON.stringify(await readStore.find(projection.collection, {})));
        return hash.digest('hex');
      };
      const live = await snapshot();
      const customers = await readStore.find<{ _position: number; members: number }>('customers', {});
      expect(customers.map((customer) => customer.members)).toEqual([1, 1, 1, 1, 1, 1]);
      await rebuildProjections(eventStore, readStore, allProjections);
      expect(await snapshot()).toBe(live);
    } finally {
      await sql.close();
    }
    // Six kills and restarts, and the projectors mailing the six sign-ups: slow on a busy machine.
  }, 120_000);
});
