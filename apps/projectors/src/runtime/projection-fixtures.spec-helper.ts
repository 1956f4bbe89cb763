import type { DomainEvent, EventMetadata } from '@app/domain';
import type { NewEvent, RecordedEvent } from '@app/infrastructure/event-store';
import type { ReadDocument } from '@app/infrastructure/read-store';
import { SqlReadStore } from '@app/infrastructure/read-store';
import { PgliteClient, migrate } from '@app/infrastructure/sql';
import { randomUUID } from 'node:crypto';
import { applyEvents } from '@app/infrastructure/processors';
import type { AnyProjection } from '@app/infrastructure/processors';

// Test support for projector specs; the server build must leave `*.spec-helper.ts` out.

export const OCCURRED_AT = '2025-03-01T10:00:00.000Z';

export function metadataFor(organisationId: string | null, actorId: string | null = null): EventMetadata {
  return { organisationId, actorId, correlationId: randomUUID(), causationId: null, occurredAt: OCCURRED_AT, schemaVersion: 1 };
}

export function newEvent(event: DomainEvent, organisationId: string | null, actorId: string | null = null): NewEvent {
  return { id: randomUUID(), type: event.type, data: event.data, metadata: metadataFor(organisationId, actorId) };
}

/** An event as the store hands it to projectors, built by hand at a given place in the log. */
export function recorded<Event extends DomainEvent>(
  event: Event,
  place: { streamId: string; revision: number; position: number },
  organisationId: string | null = null,
): RecordedEvent<Event> {
  return { ...event, id: randomUUID(), metadata: metadataFor(organisationId), ...place };
}

/** An in-memory PGlite with the schema, and the SQL read store over it. */
export async function openSqlReadStore(): Promise<{ sql: PgliteClient; readStore: SqlReadStore }> {
  const sql = await PgliteClient.inMemory();
  await migrate(sql);
  return { sql, readStore: new SqlReadStore(sql) };
}

/** What the live projector does with one batch: apply it through the real writer and commit. */
export async function project(projections: ReadonlyArray<AnyProjection>, events: RecordedEvent[], readStore: SqlReadStore) {
  const writes = await applyEvents(projections, events, readStore);
  await readStore.commit({ writes, checkpoints: {} });
  return writes;
}

/** The projected document without the writer's `_position`, for comparing with a pure evolve. */
export function withoutPosition(doc: ReadDocument | null): Record<string, unknown> | null {
  if (doc === null) return null;
  const { _position: _ignored, ...fields } = doc;
  return fields;
}
