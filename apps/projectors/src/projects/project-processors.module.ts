import { projectPublication } from '@app/domain';
import type { Infrastructure } from '@app/infrastructure';
import { EventSourcedRepository } from '@app/infrastructure/event-store';
import { INFRASTRUCTURE } from '@app/infrastructure/http';
import { JobRequests } from '@app/infrastructure/jobs';
import { Inject, Module } from '@nestjs/common';
import { ProcessorRegistry, ProcessorRegistryModule } from '../runtime/processor-registry';
import { projectAnalysisReactor } from './analysis/project-analysis.reactor';
import { productsProjection } from './products/products.projection';

/**
 * The projects context in the projectors: the project list and detail (with the progress of the
 * latest analysis), the reactor that has analyses run and their failures recorded, and what it
 * publishes to analysts.
 */
@Module({ imports: [ProcessorRegistryModule] })
export class ProjectProcessorsModule {
  constructor(registry: ProcessorRegistry, @Inject(INFRASTRUCTURE) infrastructure: Infrastructure) {
    const { eventStore, integrationEvents } = infrastructure;
    const repository = new EventSourcedRepository(eventStore);
    // A new read model: it catches up from position 0 with a checkpoint of its own.
    registry.addProjections([productsProjection]);
    registry.addReactors([projectAnalysisReactor({ repository, jobs: new JobRequests(repository) })]);
    integrationEvents.register(projectPublication);
  }
}
