import { createTemporaryDatabase } from '../../../../test/support/postgres';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PgliteClient } from '../sql/pglite-client';
import { PgliteWorkerClient } from '../sql/pglite-worker-client';
import { PostgresClient } from '../sql/postgres-client';
import { migrate } from '../sql/schema';
import type { SqlClient } from '../sql/sql-client';
import { readStoreContract } from './read-store.contract';
import { SqlReadStore } from './sql-read-store';

async function openStore(sql: SqlClient, cleanup: () => Promise<void>, exclusive = false) {
  await migrate(sql);
  return {
    store: new SqlReadStore(sql, exclusive),
    dispose: async () => {
      await sql.close();
      await cleanup();
    },
  };
}

readStoreContract('PGlite (embedded)', async () => openStore(await PgliteClient.inMemory(), async () => undefined));

readStoreContract('PGlite (embedded, exclusive owner)', async () => openStore(await PgliteClient.inMemory(), async () => undefined, true));

readStoreContract('PGlite in a worker thread, on disk (the npm start default)', async () => {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'pglite-worker-'));
  return openStore(await PgliteWorkerClient.open(directory), () => rm(directory, { recursive: true, force: true }), true);
});

readStoreContract('PostgreSQL', async () => {
  const database = await createTemporaryDatabase();
  return openStore(new PostgresClient(database.url), database.drop);
});
