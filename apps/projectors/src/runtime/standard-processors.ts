import type { IntegrationEventCatalogue, IntegrationEventPublisher } from '@app/infrastructure/integration';
import type { LiveUpdateBus } from '@app/infrastructure/live';
import type { ProjectionProgress, ReadStore } from '@app/infrastructure/read-store';
import { integrationRelay } from './integration-relay';
import { liveUpdateRelay } from './live-update-relay';
import type { Processor, AnyProjection } from '@app/infrastructure/processors';
import { projectionProcessor } from '@app/infrastructure/processors';

export interface ProcessorPorts {
  readStore: ReadStore;
  liveUpdates: LiveUpdateBus;
  progress: ProjectionProgress;
  integrationPublisher: IntegrationEventPublisher | null;
  integrationEvents: IntegrationEventCatalogue;
  log: (message: string) => void;
}

/** What the contexts registered: their read models and their reactors (see ProcessorRegistry). */
export interface ContextProcessors {
  projections: ReadonlyArray<AnyProjection>;
  reactors: readonly Processor[];
}

/** One processor per read model, the contexts' reactors, live updates after the read models, and integration events when a broker is configured. */
export function standardProcessors(contexts: ContextProcessors, ports: ProcessorPorts): Processor[] {
  const readModels = contexts.projections.map((projection) => projectionProcessor(projection, ports.readStore));
  const processors: Processor[] = [
    ...readModels,
    ...contexts.reactors,
    liveUpdateRelay(
      ports.liveUpdates,
      ports.progress,
      readModels.map((processor) => processor.id),
      ports.log,
    ),
  ];
  if (ports.integrationPublisher) processors.push(integrationRelay(ports.integrationPublisher, ports.integrationEvents));
  return processors;
}
