import type { DomainEvent } from '@app/domain';
import type { RecordedEvent } from '../event-store/event-store.port';
import type { ReadIndex } from '../read-store/read-store.port';

/**
 * A read model as a pure fold: which document an event touches, and the document after it
 * (null deletes it; the very document it was handed means the event changes nothing, and nothing
 * is written). The writer adds the `_position` guard that makes a redelivered event change
 * nothing. The runner hands `documentId` and `evolve` only events whose type is in `handles`,
 * already in their current shape, so both receive them typed as `Event`.
 */
export interface Projection<Doc extends object = Record<string, unknown>, Event extends DomainEvent = DomainEvent> {
  collection: string;
  /** The indexes its queries need (equality fields first, the ordering field last). */
  indexes?: ReadonlyArray<ReadIndex>;
  handles: ReadonlySet<Event['type']>;
  documentId(event: RecordedEvent<Event>): string | null;
  evolve(doc: Doc | null, event: RecordedEvent<Event>): Doc | null;
}

/**
 * Any projection, whatever its document and events: lists of read models mix shapes, and a
 * projection's own functions are only ever handed its own documents and events (`handles`).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyProjection = Projection<any, any>;
