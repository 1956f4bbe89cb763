import { randomUUID } from 'node:crypto';
import type { EventStore, NewEvent, RecordedEvent } from './event-store.port';
import { WrongExpectedRevisionError } from './event-store.port';

/** The behaviour every event store adapter must show; each adapter's spec runs this suite. */
export function eventStoreContract(name: string, open: () => Promise<{ store: EventStore; dispose: () => Promise<void> }>): void {
  describe(`EventStore contract: ${name}`, () => {
    let store: EventStore;
    let dispose: () => Promise<void>;

    beforeAll(async () => {
      ({ store, dispose } = await open());
    });
    afterAll(async () => {
      await dispose();
    });

    const stream = () => `contract-${randomUUID()}`;
    const organisationId = randomUUID();
    const event = (type: string, data: Record<string, unknown> = {}): NewEvent => ({
      id: randomUUID(),
      type,
      data,
      metadata: {
        organisationId,
        actorId: null,
        correlationId: randomUUID(),
        causationId: null,
        occurredAt: new Date().toISOString(),
        schemaVersion: 1,
      },
    });

    it('appends to a new stream and reads it back in order with revisions and positions', async () => {
      const streamId = stream();
      const events = [event('ThingCreated', { n: 1 }), event('ThingRenamed', { n: 2 })];
      const result = await store.append(streamId, events, 'no_stream');
      expect(result.nextExpectedRevision).toBe(1);
      const read = await store.readStream(streamId);
      expect(read.map((e) => [e.id, e.type, e.revision, e.data])).toEqual([
        [events[0].id, 'ThingCreated', 0, { n: 1 }],
        [events[1].id, 'ThingRenamed', 1, { n: 2 }],
      ]);
      expect(read[0].position).toBeLessThan(read[1].position);
      expect(read[1].position).toBe(result.position);
      expect(read[0].metadata.organisationId).toBe(organisationId);
    });

    it('answers an empty list for a stream that does not exist', async () => {
      expect(await store.readStream(stream())).toEqual([]);
    });

    it('reads a stream after a given revision', async () => {
      const streamId = stream();
      await store.append(streamId, [event('A'), event('B'), event('C')], 'no_stream');
      expect((await store.readStream(streamId, 0)).map((e) => e.type)).toEqual(['B', 'C']);
    });

    it('refuses a stale expected revision and stores nothing', async () => {
      const streamId = stream();
      await store.append(streamId, [event('A')], 'no_stream');
      await store.append(streamId, [event('B')], 0);
      await expect(store.append(streamId, [event('Stale')], 0)).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      await expect(store.append(streamId, [event('Again')], 'no_stream')).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      await expect(store.append(stream(), [event('Missing')], 3)).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      expect((await store.readStream(streamId)).map((e) => e.type)).toEqual(['A', 'B']);
    });

    it('accepts any revision when asked to', async () => {
      const streamId = stream();
      await store.append(streamId, [event('A')], 'any');
      await store.append(streamId, [event('B')], 'any');
      expect((await store.readStream(streamId)).map((e) => e.revision)).toEqual([0, 1]);
    });

    it('is idempotent by event id: a retried append writes nothing twice', async () => {
      const streamId = stream();
      const events = [event('A'), event('B')];
      const first = await store.append(streamId, events, 'no_stream');
      const retried = await store.append(streamId, events, 'no_stream');
      expect(retried).toEqual(first);
      expect(await store.readStream(streamId)).toHaveLength(2);
    });

    it('lets exactly one of two concurrent appends at the same revision win', async () => {
      const streamId = stream();
      await store.append(streamId, [event('A')], 'no_stream');
      const outcomes = await Promise.allSettled([store.append(streamId, [event('B1')], 0), store.append(streamId, [event('B2')], 0)]);
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      const rejected = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
      expect(rejected.reason).toBeInstanceOf(WrongExpectedRevisionError);
      expect(await store.readStream(streamId)).toHaveLength(2);
    });

    it("never lets one append's failure fail the others written at the same time", async () => {
      // NUL is text PostgreSQL's jsonb refuses; adapters that store it anyway simply succeed here.
      const poisoned = new Set([3, 17, 31]);
      const attempts = Array.from({ length: 40 }, (_, index) => {
        const streamId = stream();
        const data = poisoned.has(index) ? { text: 'x\u0000y' } : { n: index };
        return store.append(streamId, [event('ThingCreated', data)], 'no_stream').then(
          (result) => ({ index, streamId, ok: true as const, result }),
          (error: unknown) => ({ index, streamId, ok: false as const, error }),
        );
      });
      const outcomes = await Promise.all(attempts);
      const healthy = outcomes.filter((outcome) => !poisoned.has(outcome.index));
      expect(healthy.filter((outcome) => !outcome.ok)).toEqual([]);
      for (const outcome of healthy) expect((await store.readStream(outcome.streamId)).map((e) => e.data)).toEqual([{ n: outcome.index }]);
      for (const outcome of outcomes.filter((o) => poisoned.has(o.index) && !o.ok))
        expect(await store.readStream(outcome.streamId)).toEqual([]);
    });

    it('reads all streams in position order after a position', async () => {
      const a = stream();
      const b = stream();
      const first = await store.append(a, [event('A1')], 'no_stream');
      await store.append(b, [event('B1')], 'no_stream');
      await store.append(a, [event('A2')], 0);
      const after = await store.readAll(first.position, 1000);
      const ours = after.filter((e) => e.streamId === a || e.streamId === b).map((e) => e.type);
      expect(ours).toEqual(['B1', 'A2']);
      const positions = after.map((e) => e.position);
      expect([...positions].sort((x, y) => x - y)).toEqual(positions);
    });

    it('reads all streams backwards, newest first, from the end or before a position', async () => {
      const a = stream();
      const b = stream();
      await store.append(a, [event('A1')], 'no_stream');
      await store.append(b, [event('B1')], 'no_stream');
      const last = await store.append(a, [event('A2')], 0);
      const newest = await store.readAllBackwards(null, 3);
      expect(newest.map((e) => [e.streamId, e.type])).toEqual([
        [a, 'A2'],
        [b, 'B1'],
        [a, 'A1'],
      ]);
      expect(newest[0].position).toBe(last.position);
      const before = await store.readAllBackwards(last.position, 2);
      expect(before.map((e) => e.type)).toEqual(['B1', 'A1']);
      expect(before.every((e) => e.position < last.position)).toBe(true);
    });

    it('delivers every event to a subscription exactly once, in order, while appends race', async () => {
      const start = (await store.readAll(0, 1_000_000)).at(-1)?.position ?? 0;
      const streamIds = Array.from({ length: 8 }, stream);
      const perStream = 12;
      const expected = streamIds.length * perStream;
      const received: RecordedEvent[] = [];
      let done: () => void;
      const allReceived = new Promise<void>((resolve) => (done = resolve));
      const subscription = store.subscribeToAll(start, async (events) => {
        received.push(...events.filter((e) => streamIds.includes(e.streamId)));
        if (received.length >= expected) done();
      });
      await Promise.all(
        streamIds.map(async (streamId) => {
          for (let i = 0; i < perStream; i += 1) await store.append(streamId, [event('Tick', { i })], i === 0 ? 'no_stream' : i - 1);
        }),
      );
      await Promise.race([allReceived, new Promise((_, reject) => setTimeout(() => reject(new Error('subscription stalled')), 15000))]);
      await subscription.stop();
      expect(received).toHaveLength(expected);
      expect(new Set(received.map((e) => e.id)).size).toBe(expected);
      const positions = received.map((e) => e.position);
      expect([...positions].sort((x, y) => x - y)).toEqual(positions);
      for (const streamId of streamIds) {
        expect(received.filter((e) => e.streamId === streamId).map((e) => (e.data as { i: number }).i)).toEqual([
          ...Array(perStream).keys(),
        ]);
      }
    });
  });
}
