import type { EventStore } from '@app/infrastructure/event-store';
import { projectionProcessorId } from '@app/infrastructure/read-store';
import type { DocumentWrite, ReadDocument, ReadStore } from '@app/infrastructure/read-store';
import { applyEvents } from '@app/infrastructure/processors';
import type { AnyProjection } from '@app/infrastructure/processors';

const STAGED = '__rebuild';
/** Events read and folded at once (decision 0016). */
export const REBUILD_PAGE = 5_000;
/**
 * Folded documents held in memory at most (decision 0018). A busy document (an insight's view,
 * saved and followed all day) is then written once per flush, not once per page.
 */
export const REBUILD_FLUSH_DOCUMENTS = 20_000;
/**
 * Pages after which a held document no page has touched is written: a full changelog run, say. It
 * is written once, while folding goes on, and the last flush after the last page stays small.
 */
const COLD_AFTER_PAGES = 2;

export interface RebuildReport {
  events: number;
  position: number;
}

export interface RebuildOptions {
  pageSize?: number;
  flushDocuments?: number;
}

type Writes = Map<string, DocumentWrite>;
interface Held {
  write: DocumentWrite;
  /** The page that last wrote the document. */
  page: number;
}
const writeKey = (collection: string, id: string) => `${collection}\u0000${id}`;

/**
 * Replays the whole log from position 0 into staged copies of the given read models and swaps
 * them in with their processors' checkpoints in one step; other read models are not touched. Run
 * it with the projectors stopped (the embedded store's directory lock enforces that); the live
 * state and the rebuilt state are then identical.
 */
export async function rebuildProjections(
  eventStore: EventStore,
  readStore: ReadStore,
  projections: ReadonlyArray<AnyProjection>,
  onProgress: (report: RebuildReport) => void = () => undefined,
  { pageSize = REBUILD_PAGE, flushDocuments = REBUILD_FLUSH_DOCUMENTS }: RebuildOptions = {},
): Promise<RebuildReport> {
  const staged = projections.map((projection) => projection.collection + STAGED);
  await readStore.clear(staged, []);
  let position = 0;
  let count = 0;
  let nextPage = inBackground(eventStore.readAll(0, pageSize));
  // Three stages overlap: the next page is read, this one is folded, and the documents of the last
  // flush are committed (the embedded store answers on its own thread). Folded documents are held
  // in memory while pages keep touching them (the staged collections are only swapped in at the
  // end, so nothing needs them written sooner) and written once they go cold, or all at once when
  // `flushDocuments` are held. Folding reads through both the held documents and the writes being
  // committed, so it sees every document as the pages before left it.
  const held = new Map<string, Held>();
  let committing: { writes: Writes; done: Promise<void> } = { writes: new Map(), done: Promise.resolve() };
  const flush = async (due: (entry: Held) => boolean) => {
    const writes: Writes = new Map();
    for (const [key, entry] of held) if (due(entry)) writes.set(key, entry.write);
    if (writes.size === 0) return;
    await committing.done;
    for (const key of writes.keys()) held.delete(key);
    committing = { writes, done: inBackground(readStore.commit({ writes: [...writes.values()], checkpoints: {} })) };
  };
  const heldWrites: Pick<Writes, 'get'> = { get: (key) => held.get(key)?.write };
  for (let page = 0; ; page += 1) {
    const events = await nextPage;
    if (events.length === 0) break;
    nextPage = inBackground(eventStore.readAll(events[events.length - 1].position, pageSize));
    // Folds here read documents not yet stored (held or being committed), so a write naming the
    // fields it changed in those would be wrong: each document is written whole.
    const writes = await applyEvents(projections, events, readingThrough([heldWrites, committing.writes], readStore), {
      collectionSuffix: STAGED,
      namesChanges: false,
    });
    for (const write of writes) held.set(writeKey(write.collection, write.id), { write, page });
    if (held.size >= flushDocuments) await flush(() => true);
    else await flush((entry) => entry.page <= page - COLD_AFTER_PAGES);
    position = events[events.length - 1].position;
    count += events.length;
    onProgress({ events: count, position });
  }
  await flush(() => true);
  await committing.done;
  await readStore.swap(
    projections.map((projection) => ({ from: projection.collection + STAGED, to: projection.collection })),
    Object.fromEntries(projections.map((projection) => [projectionProcessorId(projection.collection), position])),
  );
  return { events: count, position };
}

/** Work left running while the next is done; its failure surfaces where it is awaited, not as an unhandled rejection. */
function inBackground<T>(work: Promise<T>): Promise<T> {
  work.catch(() => undefined);
  return work;
}

/** The read store as it will be once the pending writes (newest first) are committed. */
function readingThrough(pending: Array<Pick<Writes, 'get'>>, readStore: ReadStore): Pick<ReadStore, 'getMany'> {
  const pendingWrite = (collection: string, id: string) => {
    for (const writes of pending) {
      const write = writes.get(writeKey(collection, id));
      if (write) return write;
    }
    return undefined;
  };
  return {
    async getMany<T extends ReadDocument>(collection: string, ids: string[]): Promise<Map<string, T>> {
      const pendingOf = new Map(ids.map((id) => [id, pendingWrite(collection, id)]));
      const found = await readStore.getMany<T>(
        collection,
        ids.filter((id) => !pendingOf.get(id)),
      );
      // A pending deletion (doc null) answers "not found", as the store will once it is committed.
      for (const [id, write] of pendingOf) if (write?.doc) found.set(id, write.doc as T);
      return found;
    },
  };
}
