import { PRIVATE_USER_EVENT_TYPES } from '@app/domain';
import type { RecordedEvent } from '../event-store/event-store.port';

/**
 * What analysts receive: a versioned public shape per domain event, keyed by aggregate id and
 * carrying the event id so a consumer can drop the duplicates at-least-once delivery brings.
 * Secrets (password hashes, token hashes) never leave: such events are not published, or
 * published without those fields.
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

const PRIVATE_FIELDS = new Set(['passwordHash', 'tokenHash']);

function kebab(type: string): string {
  return type.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

function contextOf(streamId: string): string {
  const category = streamId.slice(0, streamId.indexOf('-'));
  if (category === 'user') return 'identity';
  if (category === 'organisation') return 'organisations';
  return category;
}

export function toIntegrationEvent(event: RecordedEvent): IntegrationEvent | null {
  if (PRIVATE_USER_EVENT_TYPES.has(event.type)) return null;
  const category = event.streamId.slice(0, event.streamId.indexOf('-'));
  if (category !== 'user' && category !== 'organisation') return null;
  const payload = Object.fromEntries(
    Object.entries(event.data as Record<string, unknown>).filter(([field]) => !PRIVATE_FIELDS.has(field)),
  );
  return {
    topic: `${contextOf(event.streamId)}.${kebab(event.type)}.v${event.metadata.schemaVersion}`,
    key: event.streamId.slice(event.streamId.indexOf('-') + 1),
    eventId: event.id,
    type: event.type,
    organisationId: event.metadata.organisationId,
    position: event.position,
    occurredAt: event.metadata.occurredAt,
    payload,
  };
}
