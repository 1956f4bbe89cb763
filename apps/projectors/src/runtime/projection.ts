import type { RecordedEvent } from '@app/infrastructure/event-store/event-store.port';

/**
 * A read model as a pure fold: which document an event touches, and the document after it
 * (null deletes it). The writer adds the `_position` guard that makes a redelivered event change
 * nothing.
 */
export interface Projection<Doc extends object = Record<string, unknown>> {
  collection: string;
  handles: ReadonlySet<string>;
  documentId(event: RecordedEvent): string | null;
  evolve(doc: Doc | null, event: RecordedEvent): Doc | null;
}
