import type { EventStore } from '@app/infrastructure/event-store';
import { projectionProcessorId } from '@app/infrastructure/read-store';
import type { ReadStore } from '@app/infrastructure/read-store';
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
  for (;;) {
    const events = await eventStore.readAll(position, pageSize);
    if (events.length === 0) break;
    const writes = await applyEvents(projections, events, readStore, STAGED);
    await readStore.commit({ writes, checkpoints: {} });
    position = events[events.length - 1].position;
    count += events.length;
    onProgress({ events: count, position });
  }
  await readStore.swap(
    projections.map((projection) => ({ from: projection.collection + STAGED, to: projection.collection })),
    Object.fromEntries(projections.map((projection) => [projectionProcessorId(projection.collection), position])),
  );
  return { events: count, position };
}
