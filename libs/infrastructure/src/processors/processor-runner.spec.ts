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

describe('ProcessorRunner: progress of the processors it runs', () => {
  let stores: InMemoryStores;

  beforeEach(async () => {
    stores = await openInMemoryStores();
  });
  afterEach(async () => {
    await stores.close();
  });

  it('is reported by each commit, never read back from the checkpoints while it runs; after it stops, it is', async () => {
    const { eventStore, readStore } = stores;
    const checkpointsRead: string[] = [];
    const checkpoint = readStore.checkpoint.bind(readStore);
    readStore.checkpoint = (name: string) => (checkpointsRead.push(name), checkpoint(name));
    const progress = new ProjectionProgress(readStore, () => logHead(eventStore));
    const slow: Processor = {
      id: 'projection:slow',
      kind: 'projection',
      process: async (events) => {
        await new Promise((resolve) => setTimeout(resolve, 60));
        return [{ collection: 'slow', id: 'last', doc: { _position: events[events.length - 1].position } }];
      },
    };
    const runner = new ProcessorRunner(eventStore, readStore, progress);
    await runner.start([slow]);
    checkpointsRead.length = 0; // where it starts is read once, at its start
    const { position } = await eventStore.append(`thing-${randomUUID()}`, [happened()], 'no_stream');

    expect(await progress.waitFor(position, 5000, [slow.id])).toBe(true);
    expect(checkpointsRead).not.toContain(slow.id);

    await runner.stop();
    const next = await eventStore.append(`thing-${randomUUID()}`, [happened()], 'no_stream');
    expect(await progress.waitFor(next.position, 50, [slow.id])).toBe(false);
    expect(checkpointsRead).toContain(slow.id);
  });
});
