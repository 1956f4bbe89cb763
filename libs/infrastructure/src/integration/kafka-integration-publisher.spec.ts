import { randomUUID } from 'node:crypto';
import { KafkaContainer } from '@testcontainers/kafka';
import { Kafka, logLevel } from 'kafkajs';
import { describeWithContainers } from '../../../../test/support/containers';
import { type ReadBack, type ReceivedMessage, integrationPublisherContract } from './integration-publisher.contract';
import { KafkaIntegrationPublisher, messageOf } from './kafka-integration-publisher';

const IMAGE = process.env.TEST_KAFKA_IMAGE ?? 'confluentinc/cp-kafka:7.5.0';
const KAFKA_PORT = 9093;
const READ_TIMEOUT_MS = 30_000;

// Pulling and starting the image can take longer than the default timeout.
jest.setTimeout(240_000);

function headerText(value: Buffer | string | (Buffer | string)[] | undefined): string {
  if (value === undefined) return '';
  return (Array.isArray(value) ? value : [value]).map((part) => part.toString()).join(',');
}

/** A plain kafkajs consumer in a fresh group, reading the topics from their beginning. */
function consumerReadBack(brokers: string[]): ReadBack {
  const kafka = new Kafka({ clientId: 'contract-reader', brokers, logLevel: logLevel.WARN });
  return async (topics, count) => {
    const consumer = kafka.consumer({ groupId: `contract-${randomUUID()}` });
    const received: ReceivedMessage[] = [];
    let done: () => void = () => undefined;
    const enough = new Promise<void>((resolve) => (done = resolve));
    await consumer.connect();
    try {
      await consumer.subscribe({ topics, fromBeginning: true });
      await consumer.run({
        eachMessage: async ({ topic, message }) => {
          received.push({
            topic,
            key: message.key?.toString() ?? null,
            headers: Object.fromEntries(Object.entries(message.headers ?? {}).map(([name, value]) => [name, headerText(value)])),
            value: message.value ? JSON.parse(message.value.toString()) : null,
          });
          if (received.length >= count) done();
        },
      });
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`read ${received.length} of ${count} messages`)), READ_TIMEOUT_MS);
      });
      await Promise.race([enough, timeout]).finally(() => clearTimeout(timer));
      return received;
    } finally {
      await consumer.disconnect();
    }
  };
}

describe('Kafka messages', () => {
  it('carry the aggregate id as key, the whole event as JSON value, and the event id and type as headers', () => {
    const event = {
      topic: 'identity.email-verified.v1',
      key: 'u-1',
      eventId: 'e-1',
      type: 'EmailVerified',
      organisationId: null,
      position: 42,
      occurredAt: '2025-01-01T00:00:00.000Z',
      payload: { verifiedAt: '2025-01-01T00:00:00.000Z' },
    };
    const message = messageOf(event);
    expect(message.key).toBe('u-1');
    expect(JSON.parse(String(message.value))).toEqual(event);
    expect(message.headers).toEqual({ 'event-id': 'e-1', type: 'EmailVerified' });
  });
});

describeWithContainers('Kafka adapter', () => {
  integrationPublisherContract('Kafka', async () => {
    const container = await new KafkaContainer(IMAGE).start();
    const brokers = [`${container.getHost()}:${container.getMappedPort(KAFKA_PORT)}`];
    const publisher = new KafkaIntegrationPublisher({ brokers });
    return {
      publisher,
      readBack: consumerReadBack(brokers),
      dispose: async () => {
        await publisher.close();
        await container.stop();
      },
    };
  });
});
