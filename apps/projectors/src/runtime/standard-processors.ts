import type { IntegrationEventCatalogue } from '@app/infrastructure/integration/integration-event';
import type { IntegrationEventPublisher } from '@app/infrastructure/integration/integration-publisher.port';
import type { LiveUpdateBus } from '@app/infrastructure/live/live-updates.port';
import type { ProjectionProgress } from '@app/infrastructure/read-store/projection-progress';
import type { ReadStore } from '@app/infrastructure/read-store/read-store.port';
import { integrationRelay } from './integration-relay';
import { liveUpdateRelay } from './live-update-relay';
import type { Processor } from '@app/infrastructure/processors/processor';
import { projectionProcessor } from '@app/infrastructure/processors/projection-processor';
import type { Projection } from '@app/infrastructure/processors/projection';

export interface ProcessorPorts {
  readStore: ReadStore;
  liveUpdates: LiveUpdateBus;
  progress: ProjectionProgress;
  integrationPublisher: IntegrationEventPublisher | null;
  integrationEvents: IntegrationEventCatalogue;
  log: (message: string) => void;
}

/** One processor per read model, live updates after them, and integration events when a broker is configured. */
export function standardProcessors(projections: ReadonlyArray<Projection<any>>, ports: ProcessorPorts): Processor[] {
  const readModels = projections.map((projection) => projectionProcessor(projection, ports.readStore));
  const processors: Processor[] = [...readModels, liveUpdateRelay(ports.liveUpdates, ports.progress, readModels.map((processor) => processor.id), ports.log)];
  if (ports.integrationPublisher) processors.push(integrationRelay(ports.integrationPublisher, ports.integrationEvents));
  return processors;
}
