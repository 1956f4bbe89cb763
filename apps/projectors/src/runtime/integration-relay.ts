import type { EventStore, RecordedEvent, Subscription } from '@app/infrastructure/event-store/event-store.port';
import { toIntegrationEvent } from '@app/infrastructure/integration/integration-event';
import type { IntegrationEventPublisher } from '@app/infrastructure/integration/integration-publisher.port';
import type { ReadStore } from '@app/infrastructure/read-store/read-store.port';

export const INTEGRATION_CHECKPOINT = 'integration-events';

/**
 * Publishes integration events at least once: a batch is published first and its checkpoint
 * saved after, so a crash in between republishes (consumers dedupe by event id) and never skips.
 */
export class IntegrationRelay {
  private subscription: Subscription | null = null;

  constructor(
    private readonly eventStore: EventStore,
    private readonly readStore: ReadStore,
    private readonly publisher: IntegrationEventPublisher,
    private readonly log: (message: string) => void = (message) => console.error(message),
  ) {}

  async start(): Promise<void> {
    const checkpoint = await this.readStore.checkpoint(INTEGRATION_CHECKPOINT);
    this.subscription = this.eventStore.subscribeToAll(checkpoint, (events) => this.relay(events), {
      onError: (error) => this.log(`integration relay: ${String(error)}`),
    });
  }

  async stop(): Promise<void> {
    await this.subscription?.stop();
    this.subscription = null;
  }

  private async relay(events: RecordedEvent[]): Promise<void> {
    const integrationEvents = events.map(toIntegrationEvent).filter((event) => event !== null);
    if (integrationEvents.length > 0) await this.publisher.publish(integrationEvents);
    await this.readStore.commit({ writes: [], checkpoints: { [INTEGRATION_CHECKPOINT]: events[events.length - 1].position } });
  }
}
