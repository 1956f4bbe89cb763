import { SqlEventStore } from '@app/infrastructure/event-store';
import { SqlReadStore } from '@app/infrastructure/read-store';
import { PgliteClient, migrate } from '@app/infrastructure/sql';

export interface InMemoryStores {
  sql: PgliteClient;
  /** Started: it follows its own appends. */
  eventStore: SqlEventStore;
  readStore: SqlReadStore;
  close(): Promise<void>;
}

/** The embedded stores on an in-memory PGlite with the schema: the event store started, the read store over the same database. */
export async function openInMemoryStores(): Promise<InMemoryStores> {
  const sql = await PgliteClient.inMemory();
  await migrate(sql);
  const eventStore = new SqlEventStore(sql);
  await eventStore.start();
  return {
    sql,
    eventStore,
    readStore: new SqlReadStore(sql),
    async close() {
      await eventStore.close();
      await sql.close();
    },
  };
}
