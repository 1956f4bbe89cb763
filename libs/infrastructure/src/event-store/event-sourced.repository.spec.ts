import { claimDecider, type EventMetadata, insightNoteDecider, type WriteInsightNote } from '@app/domain';
import { randomUUID } from 'node:crypto';
import { PgliteClient } from '../sql/pglite-client';
import { migrate } from '../sql/schema';
import { EventSourcedRepository } from './event-sourced.repository';
import type { NewEvent } from './event-store.port';
import { SqlEventStore } from './sql-event-store';

const metadata: EventMetadata = {
  organisationId: null,
  actorId: null,
  correlationId: 'c',
  causationId: null,
  occurredAt: '2025-03-01T10:00:00.000Z',
  schemaVersion: 1,
};
const stored = (type: string, data: unknown): NewEvent => ({ id: randomUUID(), type, data, metadata });

describe('EventSourcedRepository folding a stream', () => {
  let sql: PgliteClient;
  let store: SqlEventStore;

  beforeAll(async () => {
    sql = await PgliteClient.inMemory();
    await migrate(sql);
    store = new SqlEventStore(sql);
    await store.start();
  });
  afterAll(async () => {
    await store.close();
    await sql.close();
  });

  it('folds the events its decider declares', async () => {
    const streamId = `namespace-${randomUUID()}`;
    await store.append(streamId, [stored('ValueClaimed', { ownerId: 'o', claimedAt: metadata.occurredAt, claimantId: null })], 'no_stream');
    expect(await new EventSourcedRepository(store).load(claimDecider, streamId)).toEqual({
      state: { ownerId: 'o', claimantId: null },
      revision: 0,
    });
  });

  it('refuses to fold an event of a type its decider does not declare, naming the stream, the revision and the type', async () => {
    const streamId = `namespace-${randomUUID()}`;
    await store.append(
      streamId,
      [
        stored('ValueClaimed', { ownerId: 'o', claimedAt: metadata.occurredAt, claimantId: null }),
        stored('SignedIn', { sessionId: 's', signedInAt: metadata.occurredAt }),
      ],
      'no_stream',
    );
    await expect(new EventSourcedRepository(store).load(claimDecider, streamId)).rejects.toThrow(
      `${streamId} holds a SignedIn event at revision 1, a type its decider does not declare`,
    );
  });

  describe('with the revision the client saw', () => {
    const context = { actorId: 'u', correlationId: 'c', now: metadata.occurredAt };
    const note = (text: string): WriteInsightNote => ({
      type: 'WriteInsightNote',
      insightId: 'i',
      organisationId: 'o',
      userId: 'u',
      text,
      now: context.now,
    });
    const stale = () => new Error('stale');

    it('decides at that revision, and refuses with the given error (appending nothing) once the stream has moved past it', async () => {
      const streamId = `insightnote-${randomUUID()}`;
      const repository = new EventSourcedRepository(store);
      await repository.handle(insightNoteDecider, streamId, note('first'), context, () => null);
      const second = await repository.handle(insightNoteDecider, streamId, note('second'), context, () => null, { revision: 0, stale });
      expect(second.events).toHaveLength(1);
      // Another process, whose cache knew only revision 0, is refused as well: the check reads the stream.
      await expect(
        new EventSourcedRepository(store).handle(insightNoteDecider, streamId, note('third'), context, () => null, { revision: 0, stale }),
      ).rejects.toThrow('stale');
      expect((await store.readStream(streamId)).map((event) => (event.data as { text: string }).text)).toEqual(['first', 'second']);
    });

    it('names a stream that does not exist yet as revision -1', async () => {
      const streamId = `insightnote-${randomUUID()}`;
      const decided = await new EventSourcedRepository(store).handle(insightNoteDecider, streamId, note('x'), context, () => null, {
        revision: -1,
        stale,
      });
      expect(decided.events).toHaveLength(1);
    });
  });
});
