import { type ContextPublication, toPublicEvent } from '@app/domain';
import type { RecordedEvent } from '../event-store/event-store.port';

/**
 * What analysts receive: a versioned public shape per domain event, keyed by aggregate id and
 * carrying the event id so a consumer can drop the duplicates at-least-once delivery brings.
 * Only the types and fields the domain's integration mapping lists leave the product
 * (`integrationEventMappings`): no secrets, no email addresses, no names, no personal notes.
 */
export interface IntegrationEvent {
  topic: string;
  key: string;
  eventId: string;
  type: string;
  organisationId: string | null;
  position: number;
  occurredAt: string;
  payload: Record<string, unknown>;
}

/**
 * The integration-event mappings of the bounded contexts, each registered by its own modules
 * (the query side's feed and the projectors' relay both map through it). A stream category no
 * context registered is internal: its events are never published.
 */
export class IntegrationEventCatalogue {
  private readonly byStreamCategory = new Map<string, ContextPublication>();

  /** Idempotent, because in one process each app's module of a context registers it. */
  register(publication: ContextPublication): void {
    const registered = this.byStreamCategory.get(publication.streamCategory);
    if (registered && registered !== publication)
      throw new Error(`Stream category ${publication.streamCategory} is already published by ${registered.context}`);
    this.byStreamCategory.set(publication.streamCategory, publication);
  }

  toIntegrationEvent(event: RecordedEvent): IntegrationEvent | null {
    const dash = event.streamId.indexOf('-');
    const publication = this.byStreamCategory.get(event.streamId.slice(0, dash));
    if (!publication || publication.privateEventTypes.has(event.type)) return null;
    const published = toPublicEvent(event.type, event.data);
    if (!published) return null;
    return {
      topic: published.topic,
      key: event.streamId.slice(dash + 1),
      eventId: event.id,
      type: event.type,
      organisationId: event.metadata.organisationId,
      position: event.position,
      occurredAt: event.metadata.occurredAt,
      payload: published.payload,
    };
  }
}
