import { projectionProcessorId } from '../read-store/projection-progress';
import type { ReadStore } from '../read-store/read-store.port';
import { applyEvents } from './apply-events';
import type { Processor } from './processor';
import type { AnyProjection } from './projection';

/** One read model as a processor of its own: its collection's writes commit with its checkpoint. */
export function projectionProcessor(projection: AnyProjection, readStore: ReadStore): Processor {
  return {
    id: projectionProcessorId(projection.collection),
    kind: 'projection',
    prepare: () => readStore.ensureIndexes(projection.collection, projection.indexes ?? []),
    process: (events) => applyEvents([projection], events, readStore),
  };
}
