import { insightPublication, organisationPublication } from '@app/domain';
import { logHead, type NewEvent } from '@app/infrastructure/event-store';
import {
  type IntegrationEvent,
  IntegrationEventCatalogue,
  type IntegrationEventPublisher,
  messageOf,
} from '@app/infrastructure/integration';
import { ProcessorRunner } from '@app/infrastructure/processors';
import { ProjectionProgress } from '@app/infrastructure/read-store';
import { randomUUID } from 'node:crypto';
import { type InMemoryStores, openInMemoryStores } from '../../../../test/support/in-memory-stores';
import { integrationRelay } from './integration-relay';

/** A producer port that records what it was given; it can fail once after the broker "has" a batch. */
class RecordingPublisher implements IntegrationEventPublisher {
  readonly batches: IntegrationEvent[][] = [];
  constructor(private failuresAfterPublishing = 0) {}

  async publish(events: IntegrationEvent[]): Promise<void> {
    this.batches.push(events);
    if (this.failuresAfterPublishing > 0) {
      this.failuresAfterPublishing -= 1;
      // The broker has the messages; the process dies before the checkpoint is saved.
      throw new Error('lost before the checkpoint');
    }
  }

  async close(): Promise<void> {}
}

const organisationId = randomUUID();

function event(type: string, data: Record<string, unknown>): NewEvent {
  return {
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
  };
}

describe('the integration relay (Kafka publisher) with a fake producer', () => {
  let stores: InMemoryStores;
  const catalogue = new IntegrationEventCatalogue();
  catalogue.register(insightPublication);
  catalogue.register(organisationPublication);
  const insightA = randomUUID();
  const insightB = randomUUID();

  beforeEach(async () => {
    stores = await openInMemoryStores();
  });
  afterEach(async () => {
    await stores.close();
  });

  async function run(publisher: RecordingPublisher): Promise<void> {
    const { eventStore, readStore } = stores;
    const runner = new ProcessorRunner(
      eventStore,
      readStore,
      new ProjectionProgress(readStore, () => logHead(eventStore)),
      () => undefined,
    );
    const relay = integrationRelay(publisher, catalogue);
    await runner.start([relay]);
    expect(await runner.whenProcessed(relay.id, await logHead(eventStore), 10_000)).toBe(true);
    await runner.stop();
  }

  it('publishes at least once: a batch lost before its checkpoint is published again, and a restart resumes after the checkpoint', async () => {
    const { eventStore } = stores;
    const at = new Date().toISOString();
    await eventStore.append(
      `insight-${insightA}`,
      [event('InsightSaved', { insightId: insightA, userId: 'u-1', savedAt: at })],
      'no_stream',
    );
    await eventStore.append(
      `insight-${insightB}`,
      [event('InsightFollowed', { insightId: insightB, userId: 'u-2', followedAt: at }), event('InsightNoteWritten', { note: 'private' })],
      'no_stream',
    );

    const crashing = new RecordingPublisher(1);
    await run(crashing);
    const ids = (batch: IntegrationEvent[]) => batch.map((published) => published.eventId);
    expect(crashing.batches).toHaveLength(2);
    // The same events again, with the same ids: consumers drop the copy.
    expect(ids(crashing.batches[1])).toEqual(ids(crashing.batches[0]));
    expect(crashing.batches[1].map((published) => published.topic)).toEqual(['insights.insight-saved.v1', 'insights.insight-followed.v1']);

    await eventStore.append(`insight-${insightA}`, [event('InsightUnsaved', { insightId: insightA, userId: 'u-1', unsavedAt: at })], 0);
    const restarted = new RecordingPublisher();
    await run(restarted);
    // From its checkpoint: only what came after.
    expect(restarted.batches.flat().map((published) => published.topic)).toEqual(['insights.insight-unsaved.v1']);
  });

  it('keys each message by the insight id and puts the event id in a header', async () => {
    const { eventStore } = stores;
    await eventStore.append(
      `insight-${insightA}`,
      [event('InsightDeleted', { insightId: insightA, deletedBy: 'u-1', deletedAt: new Date().toISOString() })],
      'no_stream',
    );
    const publisher = new RecordingPublisher();
    await run(publisher);
    const [published] = publisher.batches.flat();
    expect(published).toMatchObject({ key: insightA, organisationId, topic: 'insights.insight-deleted.v1' });
    const message = messageOf(published);
    expect(message.key).toBe(insightA);
    expect(message.headers).toEqual({ 'event-id': published.eventId, type: 'InsightDeleted' });
  });
});
