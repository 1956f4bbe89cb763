import type { Infrastructure } from '@app/infrastructure';
import { EventSourcedRepository } from '@app/infrastructure/event-store';
import { INFRASTRUCTURE } from '@app/infrastructure/http';
import { JobRequests } from '@app/infrastructure/jobs';
import { Inject, Module } from '@nestjs/common';
import { ProcessorRegistry, ProcessorRegistryModule } from '../runtime/processor-registry';
import { writeupGenerationReactor } from './writeup-generation.reactor';
import { writeupsProjection } from './writeups.projection';

/** Generated documents in the projectors: their view (with generation progress) and the reactor that has them generated. */
@Module({ imports: [ProcessorRegistryModule] })
export class WriteupProcessorsModule {
  constructor(registry: ProcessorRegistry, @Inject(INFRASTRUCTURE) infrastructure: Infrastructure) {
    const repository = new EventSourcedRepository(infrastructure.eventStore);
    // A new read model: it catches up from position 0 with a checkpoint of its own.
    registry.addProjections([writeupsProjection]);
    registry.addReactors([writeupGenerationReactor({ repository, jobs: new JobRequests(repository) })]);
  }
}
