import { randomUUID } from 'node:crypto';
import type { IntegrationEvent } from './integration-event';
import type { IntegrationEventPublisher } from './integration-publisher.port';

/** A message as a consumer of the stream sees it. */
export interface ReceivedMessage {
  topic: string;
  key: string | null;
  headers: Record<string, string>;
  /** The message value, parsed from JSON. */
  value: unknown;
}

/** Reads every message of the topics from their beginning until `count` have arrived (or fails). */
export type ReadBack = (topics: string[], count: number) => Promise<ReceivedMessage[]>;

/** The behaviour every integration-event publisher must show; each adapter's spec runs this suite. */
export function integrationPublisherContract(
  name: string,
  open: () => Promise<{ publisher: IntegrationEventPublisher; readBack: ReadBack; dispose: () => Promise<void> }>,
): void {
  describe(`IntegrationEventPublisher contract: ${name}`, () => {
    let publisher: IntegrationEventPublisher;
    let readBack: ReadBack;
    let dispose: () => Promise<void>;

    beforeAll(async () => {
      ({ publisher, readBack, dispose } = await open());
    });
    afterAll(async () => {
      await dispose();
    });

    // Topic names unique per run keep reruns against one broker apart.
    const topicFor = (type: string) => `contract.${randomUUID()}.${type}.v1`;
    let position = 0;
    const event = (topic: string, key: string, type: string, payload: Record<string, unknown>): IntegrationEvent => ({
      topic,
      key,
      eventId: randomUUID(),
      type,
      organisationId: randomUUID(),
      position: (position += 10),
      occurredAt: new Date().toISOString(),
      payload,
    });
    const dedupe = (messages: ReceivedMessage[]) => [
      ...new Map(messages.map((message) => [message.headers['event-id'], message])).values(),
    ];

    it('publishes each event on its topic, keyed by aggregate id, with the event as value and its id and type as headers', async () => {
      const created = topicFor('thing-created');
      const renamed = topicFor('thing-renamed');
      const aggregate = randomUUID();
      const other = randomUUID();
      const events = [
        event(created, aggregate, 'ThingCreated', { name: 'First' }),
        event(renamed, aggregate, 'ThingRenamed', { name: 'Second' }),
        event(created, other, 'ThingCreated', { name: 'Other' }),
        event(renamed, aggregate, 'ThingRenamed', { name: 'Third' }),
      ];
      await publisher.publish(events);
      const received = dedupe(await readBack([created, renamed], events.length));
      expect(received).toHaveLength(events.length);
      for (const sent of events) {
        const message = received.find((candidate) => candidate.headers['event-id'] === sent.eventId);
        expect(message).toEqual({ topic: sent.topic, key: sent.key, headers: { 'event-id': sent.eventId, type: sent.type }, value: sent });
      }
      // One aggregate's events keep their order within a topic.
      const renames = received
        .filter((message) => message.topic === renamed)
        .map((message) => (message.value as IntegrationEvent).payload.name);
      expect(renames).toEqual(['Second', 'Third']);
    });

    it('repeats a republished event with the same event id, so consumers can drop the copy', async () => {
      const topic = topicFor('thing-archived');
      // One key, so the reader sees the messages in publishing order.
      const key = randomUUID();
      const first = event(topic, key, 'ThingArchived', { n: 1 });
      const second = event(topic, key, 'ThingArchived', { n: 2 });
      await publisher.publish([first, second]);
      await publisher.publish([second]);
      const received = await readBack([topic], 3);
      expect(received.map((message) => message.headers['event-id'])).toEqual([first.eventId, second.eventId, second.eventId]);
      expect(dedupe(received).map((message) => message.value)).toEqual([first, second]);
    });

    it('publishes nothing for an empty list', async () => {
      await expect(publisher.publish([])).resolves.toBeUndefined();
    });
  });
}
