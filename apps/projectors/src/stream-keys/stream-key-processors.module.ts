import { Module } from '@nestjs/common';
import { ProcessorRegistry, ProcessorRegistryModule } from '../runtime/processor-registry';
import { streamKeysProjection } from './stream-keys.projection';

/** The analyst stream's keys in the projectors: their read model (the relay to Kafka is a standard processor). */
@Module({ imports: [ProcessorRegistryModule] })
export class StreamKeyProcessorsModule {
  constructor(registry: ProcessorRegistry) {
    // Catches up from position 0 with a checkpoint of its own.
    registry.addProjections([streamKeysProjection]);
  }
}
