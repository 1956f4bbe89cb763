import { eventUpcasters } from '@app/domain';
import type { RecordedEvent } from '@app/infrastructure/event-store';
import { SqlEventStore, UpcastingEventStore } from '@app/infrastructure/event-store';
import { PgliteClient, migrate } from '@app/infrastructure/sql';
import { randomUUID } from 'node:crypto';
import storedV1 from '../../libs/domain/src/claims/__frozen__/value-claimed.v1.json';

const streamId = `namespace-${randomUUID()}`;
const currentShape = { ...storedV1.data, claimantId: null };

function expectUpcast(events: RecordedEvent[]) {
  const claimed = events.find((event) => event.streamId === streamId);
  expect(claimed).toMatchObject({ type: 'ValueClaimed', data: currentShape, metadata: { ...storedV1.metadata, schemaVersion: 2 } });
}

describe('UpcastingEventStore over the SQL store', () => {
  let sql: PgliteClient;
  let stored: SqlEventStore;
  let store: UpcastingEventStore;

  beforeAll(async () => {
    sql = await PgliteClient.inMemory();
    await migrate(sql);
    stored = new SqlEventStore(sql);
    await stored.start();
    store = new UpcastingEventStore(stored, eventUpcasters);
    // Appended raw, exactly as a build before version 2 stored it.
    await stored.append(streamId, [{ id: randomUUID(), ...storedV1 }], 'no_stream');
  });

  afterAll(async () => {
    await store.close();
    await sql.close();
  });

  it('keeps the stored JSON at version 1', async () => {
    expect(await stored.readStream(streamId)).toMatchObject([{ data: storedV1.data, metadata: { schemaVersion: 1 } }]);
  });

  it('reads a version 1 event upcast through readStream, readAll and readAllBackwards', async () => {
    expectUpcast(await store.readStream(streamId));
    expectUpcast(await store.readAll(0, 100));
    expectUpcast(await store.readAllBackwards(null, 100));
  });

  it('delivers a version 1 event upcast to subscribers', async () => {
    const delivered = await new Promise<RecordedEvent[]>((resolve) => {
      const subscription = store.subscribeToAll(0, async (events) => {
        resolve(events);
        void subscription.stop();
      });
    });
    expectUpcast(delivered);
  });
});
