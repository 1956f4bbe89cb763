import { createTemporaryDatabase } from '../../../../test/support/postgres';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PgliteClient } from '../sql/pglite-client';
import { PgliteWorkerClient } from '../sql/pglite-worker-client';
import { PostgresClient } from '../sql/postgres-client';
import { migrate } from '../sql/schema';
import type { SqlClient } from '../sql/sql-client';
import { eventStoreContract } from './event-store.contract';
import { SqlEventStore } from './sql-event-store';
import { type NewEvent, WrongExpectedRevisionError } from './event-store.port';
import { randomUUID } from 'node:crypto';

async function openStore(sql: SqlClient, cleanup: () => Promise<void>, exclusive = false) {
  await migrate(sql);
  const store = new SqlEventStore(sql, exclusive);
  await store.start();
  return {
    store,
    dispose: async () => {
      await store.close();
      await sql.close();
      await cleanup();
    },
  };
}

eventStoreContract('PGlite (embedded)', async () => openStore(await PgliteClient.inMemory(), async () => undefined));

eventStoreContract('PGlite (embedded, exclusive owner)', async () => openStore(await PgliteClient.inMemory(), async () => undefined, true));

eventStoreContract('PGlite in a worker thread, on disk (the npm start default)', async () => {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'pglite-worker-'));
  return openStore(await PgliteWorkerClient.open(directory), () => rm(directory, { recursive: true, force: true }), true);
});

eventStoreContract('PostgreSQL', async () => {
  const database = await createTemporaryDatabase();
  return openStore(new PostgresClient(database.url), database.drop);
});

// The embedded store writes a group without looking its ids up first (they are nearly always new);
// these are the cases where it has to look.
describe('SqlEventStore as the only writer: event ids already stored', () => {
  let store: SqlEventStore;
  let dispose: () => Promise<void>;
  beforeEach(async () => {
    ({ store, dispose } = await openStore(await PgliteClient.inMemory(), async () => undefined, true));
  });
  afterEach(() => dispose());

  const event = (type: string): NewEvent => ({
    id: randomUUID(),
    type,
    data: {},
    metadata: {
      organisationId: null,
      actorId: null,
      correlationId: randomUUID(),
      causationId: null,
      occurredAt: new Date(0).toISOString(),
      schemaVersion: 1,
    },
  });

  it('answers a retry at any revision with the first append, writing nothing twice', async () => {
    const events = [event('A'), event('B')];
    const first = await store.append('retried', events, 'any');
    await store.append('retried', [event('C')], 'any');
    expect(await store.append('retried', events, 'any')).toEqual(first);
    expect((await store.readStream('retried')).map((recorded) => recorded.type)).toEqual(['A', 'B', 'C']);
  });

  it('refuses an id already stored in another stream, storing nothing, and keeps the log in order after it', async () => {
    const taken = event('Taken');
    await store.append('first', [taken], 'no_stream');
    await expect(store.append('second', [event('New'), taken], 'no_stream')).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    expect(await store.readStream('second')).toEqual([]);
    const later = await store.append('second', [event('Later')], 'no_stream');
    const all = await store.readAll(0, 10);
    expect(all.map((recorded) => recorded.type)).toEqual(['Taken', 'Later']);
    expect(later.position).toBe(all[1].position);
  });
});
