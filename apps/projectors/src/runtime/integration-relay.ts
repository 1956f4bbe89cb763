import type { IntegrationEventCatalogue, IntegrationEventPublisher } from '@app/infrastructure/integration';
import type { Processor } from '@app/infrastructure/processors';

/**
 * Publishes integration events at least once: a batch is published first and its checkpoint
 * saved after, so a crash in between republishes (consumers dedupe by event id) and never skips.
 * Its id is the checkpoint name it has always had, so an upgrade republishes nothing.
 */
export function integrationRelay(publisher: IntegrationEventPublisher, catalogue: IntegrationEventCatalogue): Processor {
  return {
    id: 'integration-events',
    kind: 'relay',
    async process(events) {
      const integrationEvents = events.map((event) => catalogue.toIntegrationEvent(event)).filter((event) => event !== null);
      if (integrationEvents.length > 0) await publisher.publish(integrationEvents);
      return [];
    },
  };
}
