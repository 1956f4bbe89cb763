import { insightCommentPublication } from '@app/domain';
import type { Infrastructure } from '@app/infrastructure';
import { INFRASTRUCTURE } from '@app/infrastructure/http';
import { Inject, Module } from '@nestjs/common';
import { ProcessorRegistry, ProcessorRegistryModule } from '../runtime/processor-registry';
import { streamKeysProjection } from './stream-keys.projection';

/**
 * The analyst stream in the projectors: its keys' read model, and the publication of insights'
 * comments (their mapping leaves the text out); the relay to Kafka is a standard processor.
 */
@Module({ imports: [ProcessorRegistryModule] })
export class StreamKeyProcessorsModule {
  constructor(registry: ProcessorRegistry, @Inject(INFRASTRUCTURE) infrastructure: Infrastructure) {
    // Catches up from position 0 with a checkpoint of its own.
    registry.addProjections([streamKeysProjection]);
    infrastructure.integrationEvents.register(insightCommentPublication);
  }
}
