import type { EventStore } from '@app/infrastructure/event-store';
import { projectionProcessorId } from '@app/infrastructure/read-store';
import type { DocumentWrite, ReadDocument, ReadStore } from '@app/infrastructure/read-store';
import { applyEvents } from '@app/infrastructure/processors';
import type { AnyProjection } from '@app/infrastructure/processors';

const STAGED = '__rebuild';
/** Events read and folded at once: a busy document is folded once a page and written once (decision 0016). */
export const REBUILD_PAGE = 10_000;

export interface RebuildReport {
  events: number;
  position: number;
}

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
  pageSize = REBUILD_PAGE,
): Promise<RebuildReport> {
  const staged = projections.map((projection) => projection.collection + STAGED);
  await readStore.clear(staged, []);
  let position = 0;
  let count = 0;
  let nextPage = inBackground(eventStore.readAll(0, pageSize));
  // Three pages are in hand at once: the next being read, this one being folded, and the last one's
  // writes being committed (the embedded store answers on its own thread). Folding reads through the
  // writes not yet committed, so it sees every document as the pages before left it.
  let committing: { writes: DocumentWrite[]; done: Promise<void> } = { writes: [], done: Promise.resolve() };
  for (;;) {
    const events = await nextPage;
    if (events.length === 0) break;
    nextPage = inBackground(eventStore.readAll(events[events.length - 1].position, pageSize));
    const writes = await applyEvents(projections, events, readingThrough(committing.writes, readStore), STAGED);
    await committing.done;
    committing = { writes, done: inBackground(readStore.commit({ writes, checkpoints: {} })) };
    position = events[events.length - 1].position;
    count += events.length;
    onProgress({ events: count, position });
  }
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

/** The read store as it will be once `pending` is committed. */
function readingThrough(pending: DocumentWrite[], readStore: ReadStore): Pick<ReadStore, 'getMany'> {
  const written = new Map(pending.map((write) => [`${write.collection}\u0000${write.id}`, write.doc]));
  return {
    async getMany<T extends ReadDocument>(collection: string, ids: string[]): Promise<Map<string, T>> {
      const found = await readStore.getMany<T>(
        collection,
        ids.filter((id) => !written.has(`${collection}\u0000${id}`)),
      );
      for (const id of ids) {
        const doc = written.get(`${collection}\u0000${id}`);
        if (doc) found.set(id, doc as T);
      }
      return found;
    },
  };
}
