import { type DomainEvent, eventUpcasters } from '@app/domain';
import { randomUUID } from 'node:crypto';
import type { Infrastructure } from '@app/infrastructure';

/**
 * Appends domain events straight to the log as a command handler would (fresh ids, the current
 * schema version, the organisation and actor in the metadata), to set up a state no command
 * reaches quickly. Returns the position of the last one, for readers to wait on.
 */
export async function appendEvents(
  infrastructure: Pick<Infrastructure, 'eventStore'>,
  streamId: string,
  events: readonly DomainEvent[],
  by: { organisationId: string; actorId?: string | null },
): Promise<number> {
  const { position } = await infrastructure.eventStore.append(
    streamId,
    events.map((event) => ({
      id: randomUUID(),
      type: event.type,
      data: event.data,
      metadata: {
        organisationId: by.organisationId,
        actorId: by.actorId ?? null,
        correlationId: randomUUID(),
        causationId: null,
        occurredAt: new Date().toISOString(),
        schemaVersion: eventUpcasters.currentVersion(event.type),
      },
    })),
    'any',
  );
  return position;
}
