import { insightPublication } from '@app/domain';
import type { Infrastructure } from '@app/infrastructure';
import { INFRASTRUCTURE } from '@app/infrastructure/http';
import { Inject, Module } from '@nestjs/common';
import { ProcessorRegistry, ProcessorRegistryModule } from '../runtime/processor-registry';
import { insightsProjection } from './insights/insights.projection';

/** The insights context in the projectors: the recommendations read model, and what it publishes to analysts. */
@Module({ imports: [ProcessorRegistryModule] })
export class InsightProcessorsModule {
  constructor(registry: ProcessorRegistry, @Inject(INFRASTRUCTURE) infrastructure: Infrastructure) {
    // A new read model: it catches up from position 0 with a checkpoint of its own.
    registry.addProjections([insightsProjection]);
    infrastructure.integrationEvents.register(insightPublication);
  }
}
