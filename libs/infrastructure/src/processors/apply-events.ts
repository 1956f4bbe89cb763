import type { RecordedEvent } from '../event-store/event-store.port';
import type { DocumentWrite, ReadDocument, ReadStore } from '../read-store/read-store.port';
import type { AnyProjection } from './projection';

/**
 * Folds a batch of events into the documents they touch and answers the writes to commit. A write
 * to a document `readStore` answered names the fields the fold changed in it (see DocumentWrite).
 * Documents are loaded once per batch; an event at or below a document's `_position` was already
 * applied and is skipped, so replaying a batch is harmless. A document no event of the batch
 * changed is not written.
 */
export async function applyEvents(
  projections: ReadonlyArray<AnyProjection>,
  events: RecordedEvent[],
  readStore: Pick<ReadStore, 'getMany'>,
  {
    collectionSuffix = '',
    namesChanges = true,
  }: {
    /** Appended to every collection's name (a rebuild folds into staged copies). */
    collectionSuffix?: string;
    /** false: every write is whole, its changes not worked out (a rebuild, which folds over documents not yet stored). */
    namesChanges?: boolean;
  } = {},
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
    // Each document's fields and position are kept apart for the batch, so folding many events into
    // one document copies it once per event (in `evolve`), not three times.
    const fields = new Map<string, Omit<ReadDocument, '_position'> | null>();
    const positions = new Map<string, number>();
    for (const [id, { _position, ...rest }] of loaded) {
      fields.set(id, rest);
      positions.set(id, _position);
    }
    // The documents as stored, to name what the fold changed in them.
    const stored = namesChanges ? new Map(fields) : null;
    const changed = new Set<string>();
    for (const { event, id } of touched) {
      const before = fields.get(id) ?? null;
      if (before && positions.get(id)! >= event.position) continue;
      const after = projection.evolve(before, event);
      // An event the document ignores (evolve answered it unchanged) writes nothing: its position is
      // not recorded either, and needs not be, for a redelivery finds the same document and ignores it again.
      if (after === before) continue;
      fields.set(id, after);
      positions.set(id, event.position);
      changed.add(id);
    }
    for (const id of changed) {
      const doc = fields.get(id) ?? null;
      if (doc === null) {
        writes.push({ collection, id, doc: null });
        continue;
      }
      const whole = { collection, id, doc: { ...doc, _position: positions.get(id)! } };
      writes.push(stored ? { ...whole, ...changesFrom(stored.get(id) ?? null, doc) } : whole);
    }
  }
  return writes;
}

type Fields = Omit<ReadDocument, '_position'>;

/**
 * How `after` differs from `before`, as DocumentWrite's `changed` and `appended` say it: the
 * top-level fields not identical (with `_position`), and which of them are arrays that only grew at
 * their end. Nothing when there is no stored document to follow or a field was removed (the whole
 * document is written). Folds copy a document shallowly, so a field or element no event touched is
 * the very same value.
 */
function changesFrom(before: Fields | null, after: Fields): Pick<DocumentWrite, 'changed' | 'appended'> {
  // A field gone, or set to undefined (which JSON leaves out), must go from the stored document too.
  if (before === null || Object.keys(before).some((field) => after[field] === undefined)) return {};
  const changed = Object.keys(after).filter((field) => after[field] !== before[field]);
  const appended: Record<string, number> = {};
  for (const field of changed) {
    const [old, now] = [before[field], after[field]];
    if (Array.isArray(old) && Array.isArray(now) && now.length > old.length && old.every((element, index) => now[index] === element))
      appended[field] = now.length - old.length;
  }
  return { changed: [...changed, '_position'], ...(Object.keys(appended).length > 0 && { appended }) };
}
