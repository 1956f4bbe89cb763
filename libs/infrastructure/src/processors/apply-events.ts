import type { RecordedEvent } from '../event-store/event-store.port';
import type { DocumentWrite, ReadDocument, ReadStore } from '../read-store/read-store.port';
import type { AnyProjection } from './projection';

/**
 * Folds a batch of events into the documents they touch and answers the writes to commit.
 * Documents are loaded once per batch; an event at or below a document's `_position` was already
 * applied and is skipped, so replaying a batch is harmless.
 */
export async function applyEvents(
  projections: ReadonlyArray<AnyProjection>,
  events: RecordedEvent[],
  readStore: ReadStore,
  collectionSuffix = '',
): Promise<DocumentWrite[]> {
  const writes: DocumentWrite[] = [];
  for (const projection of projections) {
    const collection = projection.collection + collectionSuffix;
    const touched = events
      .filter((event) => projection.handles.has(event.type))
      .map((event) => ({ event, id: projection.documentId(event) }))
      .filter((entry): entry is { event: RecordedEvent; id: string } => entry.id !== null);
    if (touched.length === 0) continue;
    const loaded = await readStore.getMany<ReadDocument>(collection, [...new Set(touched.map((entry) => entry.id))]);
    const current = new Map<string, ReadDocument | null>(loaded);
    const changed = new Set<string>();
    for (const { event, id } of touched) {
      const doc = current.get(id) ?? null;
      if (doc && doc._position >= event.position) continue;
      const { _position: _previous, ...fields } = doc ?? { _position: 0 };
      const next = projection.evolve(doc ? fields : null, event);
      current.set(id, next === null ? null : { ...next, _position: event.position });
      changed.add(id);
    }
    for (const id of changed) writes.push({ collection, id, doc: current.get(id) ?? null });
  }
  return writes;
}
