import { collectionPublication } from '@app/domain';
import type { Infrastructure } from '@app/infrastructure';
import { INFRASTRUCTURE } from '@app/infrastructure/http';
import { Inject, Module } from '@nestjs/common';
import { ProcessorRegistry, ProcessorRegistryModule } from '../runtime/processor-registry';
import { collectionsProjection } from './collections/collections.projection';

/** The collections context in the projectors: its read model, and what it publishes to analysts. */
@Module({ imports: [ProcessorRegistryModule] })
export class CollectionProcessorsModule {
  constructor(registry: ProcessorRegistry, @Inject(INFRASTRUCTURE) infrastructure: Infrastructure) {
    // A new read model: it catches up from position 0 with a checkpoint of its own.
    registry.addProjections([collectionsProjection]);
    infrastructure.integrationEvents.register(collectionPublication);
  }
}
