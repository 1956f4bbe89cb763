import { type Admin, Kafka, type KafkaConfig, type Message, Partitioners, type Producer, logLevel } from 'kafkajs';
import type { IntegrationEvent } from './integration-event';
import type { IntegrationEventPublisher } from './integration-publisher.port';

export const KAFKA_CLIENT_ID = 'insight-assistant';

export interface KafkaPublisherOptions {
  /** Broker addresses, e.g. KAFKA_BROKERS split on commas. */
  brokers: string[];
  /** For topics this publisher creates (default 3). */
  numPartitions?: number;
  /** For topics this publisher creates (default: 3, or the number of brokers when fewer). */
  replicationFactor?: number;
  kafka?: Omit<KafkaConfig, 'brokers' | 'clientId'>;
}

/** The headers every message carries, so consumers can dedupe and route without parsing the value. */
export function messageOf(event: IntegrationEvent): Message {
  return {
    key: event.key,
    value: JSON.stringify(event),
    headers: { 'event-id': event.eventId, type: event.type },
  };
}

/**
 * Publishes integration events to Kafka, one topic per event type and version, keyed by aggregate
 * id so one aggregate's events stay ordered within their topic. The producer is idempotent (no
 * duplicates from its own retries) and waits for all in-sync replicas (acks -1); a whole publish
 * retried after a crash can still repeat messages, which carry the same event id for consumers to
 * drop. Topics are created on first use.
 */
export class KafkaIntegrationPublisher implements IntegrationEventPublisher {
  private readonly kafka: Kafka;
  private readonly producer: Producer;
  private readonly admin: Admin;
  private readonly knownTopics = new Set<string>();
  private connected: Promise<void> | null = null;

  constructor(private readonly options: KafkaPublisherOptions) {
    this.kafka = new Kafka({ logLevel: logLevel.WARN, ...options.kafka, clientId: KAFKA_CLIENT_ID, brokers: options.brokers });
    this.producer = this.kafka.producer({
      idempotent: true,
      // One request in flight keeps each partition's order even across retries.
      maxInFlightRequests: 1,
      createPartitioner: Partitioners.DefaultPartitioner,
    });
    this.admin = this.kafka.admin();
  }

  async publish(events: IntegrationEvent[]): Promise<void> {
    if (events.length === 0) return;
    await this.connect();
    const byTopic = new Map<string, Message[]>();
    for (const event of events) {
      const messages = byTopic.get(event.topic) ?? [];
      messages.push(messageOf(event));
      byTopic.set(event.topic, messages);
    }
    await this.ensureTopics([...byTopic.keys()]);
    await this.producer.sendBatch({
      acks: -1,
      topicMessages: [...byTopic].map(([topic, messages]) => ({ topic, messages })),
    });
  }

  async close(): Promise<void> {
    if (!this.connected) return;
    await this.connected.catch(() => undefined);
    this.connected = null;
    await Promise.all([this.producer.disconnect(), this.admin.disconnect()]);
  }

  private connect(): Promise<void> {
    this.connected ??= Promise.all([this.producer.connect(), this.admin.connect()]).then(
      () => undefined,
      (error: unknown) => {
        this.connected = null;
        throw error;
      },
    );
    return this.connected;
  }

  private async ensureTopics(topics: string[]): Promise<void> {
    let missing = topics.filter((topic) => !this.knownTopics.has(topic));
    if (missing.length === 0) return;
    const existing = new Set(await this.admin.listTopics());
    missing = missing.filter((topic) => !existing.has(topic));
    if (missing.length > 0) {
      // kafkajs speaks CreateTopics up to v3, which cannot ask for the broker's defaults (-1).
      const replicationFactor = this.options.replicationFactor ?? Math.min(3, (await this.admin.describeCluster()).brokers.length);
      // Resolves false when another process created them first, which is just as good.
      await this.admin.createTopics({
        waitForLeaders: true,
        topics: missing.map((topic) => ({ topic, numPartitions: this.options.numPartitions ?? 3, replicationFactor })),
      });
    }
    for (const topic of topics) this.knownTopics.add(topic);
  }
}
