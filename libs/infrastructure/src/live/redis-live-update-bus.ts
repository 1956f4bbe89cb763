import Redis from 'ioredis';
import type { LiveUpdate, LiveUpdateBus } from './live-updates.port';

export const LIVE_UPDATES_CHANNEL = 'live-updates';

function parseUpdate(message: string): LiveUpdate | null {
  try {
    const update = JSON.parse(message) as Partial<LiveUpdate> | null;
    if (
      update &&
      typeof update.organisationId === 'string' &&
      typeof update.type === 'string' &&
      typeof update.position === 'number' &&
      typeof update.streamId === 'string'
    ) {
      const parsed: LiveUpdate = {
        organisationId: update.organisationId,
        type: update.type,
        position: update.position,
        streamId: update.streamId,
      };
      // A private event's user: without it the update would go to the whole organisation.
      if (typeof update.userId === 'string') parsed.userId = update.userId;
      if (update.data && typeof update.data === 'object' && !Array.isArray(update.data)) parsed.data = update.data;
      return parsed;
    }
  } catch {
    // Not ours: a foreign publisher on the channel. Dropped like any malformed message.
  }
  return null;
}

/**
 * Live updates across processes over Redis pub/sub (REDIS_URL): one JSON message per update on
 * one channel. A connection in subscriber mode can do nothing else, so publishing and subscribing
 * use separate connections; the subscriber connection opens on the first subscribe. Pub/sub is
 * fire-and-forget: updates published while a subscriber is reconnecting are lost (ioredis
 * resubscribes by itself), which clients tolerate because each update only prompts a refetch at
 * its position.
 */
export class RedisLiveUpdateBus implements LiveUpdateBus {
  private readonly publisher: Redis;
  private subscriber: Redis | null = null;
  private subscribed: Promise<unknown> | null = null;
  private readonly listeners = new Set<(update: LiveUpdate) => void>();

  constructor(
    private readonly url: string,
    private readonly channel = LIVE_UPDATES_CHANNEL,
  ) {
    this.publisher = new Redis(url);
  }

  async publish(updates: LiveUpdate[]): Promise<void> {
    if (updates.length === 0) return;
    // One pipeline on one connection: Redis delivers the messages in this order.
    const pipeline = this.publisher.pipeline();
    for (const update of updates) pipeline.publish(this.channel, JSON.stringify(update));
    const results = (await pipeline.exec()) ?? [];
    const failure = results.find(([error]) => error);
    if (failure) throw failure[0];
  }

  async subscribe(listener: (update: LiveUpdate) => void): Promise<() => Promise<void>> {
    this.listeners.add(listener);
    try {
      await this.ensureSubscribed();
    } catch (error) {
      this.listeners.delete(listener);
      throw error;
    }
    return async () => {
      this.listeners.delete(listener);
    };
  }

  async close(): Promise<void> {
    this.listeners.clear();
    await Promise.all([this.publisher.quit(), this.subscriber?.quit()]);
    this.subscriber = null;
    this.subscribed = null;
  }

  private ensureSubscribed(): Promise<unknown> {
    if (!this.subscriber) {
      const subscriber = new Redis(this.url);
      subscriber.on('message', (channel: string, message: string) => {
        if (channel !== this.channel) return;
        const update = parseUpdate(message);
        if (!update) return;
        for (const listener of [...this.listeners]) listener(update);
      });
      this.subscriber = subscriber;
    }
    // Resolves once Redis has confirmed the subscription, so nothing published afterwards is missed.
    this.subscribed ??= this.subscriber.subscribe(this.channel).catch((error: unknown) => {
      this.subscribed = null;
      throw error;
    });
    return this.subscribed;
  }
}
