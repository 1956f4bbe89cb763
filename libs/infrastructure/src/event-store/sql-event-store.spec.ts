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
