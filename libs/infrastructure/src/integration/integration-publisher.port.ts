import type { IntegrationEvent } from './integration-event';

/** Publishes integration events at least once; resolves only when the broker has them. */
export interface IntegrationEventPublisher {
  publish(events: IntegrationEvent[]): Promise<void>;
  close(): Promise<void>;
}
