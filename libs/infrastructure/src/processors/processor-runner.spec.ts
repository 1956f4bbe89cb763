import { randomUUID } from 'node:crypto';
import type { NewEvent, RecordedEvent } from '../event-store/event-store.port';
import { logHead } from '../event-store/log-head';
import type { SqlEventStore } from '../event-store/sql-event-store';
import { ProjectionProgress } from '../read-store/projection-progress';
import type { SqlReadStore } from '../read-store/sql-read-store';
import { type InMemoryStores, openInMemoryStores } from '../../../../test/support/in-memory-stores';
import type { Processor } from './processor';
import { ProcessorRunner } from './processor-runner';

const happened = (): NewEvent => ({
  id: randomUUID(),
  type: 'Happened',
  data: {},
  metadata: {
    organisationId: null,
    actorId: null,
    correlationId: randomUUID(),
    causationId: null,
    occurredAt: new Date().toISOString(),
    schemaVersion: 1,
  },
});

describe('ProcessorRunner: a reactor starts at the head of the log the first time', () => {
  let stores: InMemoryStores;
  let eventStore: SqlEventStore;
  let readStore: SqlReadStore;

  beforeEach(async () => {
    stores = await openInMemoryStores();
    ({ eventStore, readStore } = stores);
  });
  afterEach(async () => {
    await stores.close();
  });

  const append = async (count: number) => {
    for (let n = 0; n < count; n += 1) await eventStore.append(`thing-${randomUUID()}`, [happened()], 'no_stream');
    return logHead(eventStore);
  };

  /** Runs a reactor until it has handled the head of the log; answers the positions it saw. */
  async function runOnce(): Promise<number[]> {
    const seen: RecordedEvent[] = [];
    const reactor: Processor = {
      id: 'reactor:test',
      kind: 'reactor',
      firstStart: 'log-head',
      process: async (events) => (seen.push(...events), []),
    };
    const runner = new ProcessorRunner(eventStore, readStore, new ProjectionProgress(readStore, () => logHead(eventStore)));
    await runner.start([reactor]);
    expect(await runner.whenProcessed(reactor.id, await logHead(eventStore))).toBe(true);
    await runner.stop();
    return seen.map((event) => event.position);
  }

  it('acts on nothing recorded before its first start, then on everything from its checkpoint', async () => {
    await append(3);
    expect(await runOnce()).toEqual([]);
    const head = await logHead(eventStore);
    await append(2);
    expect(await runOnce()).toEqual([head + 1, head + 2]);
  });

  it('remembers a first start on an empty log, so events recorded before its first batch are not skipped later', async () => {
    expect(await runOnce()).toEqual([]);
    const head = await append(2);
    // It never ran a batch (its checkpoint is still 0), yet it does not jump to the head now.
    expect(await readStore.checkpoint('reactor:test')).toBe(0);
    expect(await runOnce()).toEqual([head - 1, head]);
  });
});
