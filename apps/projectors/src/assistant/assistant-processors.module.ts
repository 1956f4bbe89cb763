import { Module } from '@nestjs/common';
import { ProcessorRegistry, ProcessorRegistryModule } from '../runtime/processor-registry';
import { assistantSearchHistoryProjection } from './assistant-search-history.projection';

/** The assistant in the projectors: each person's search history. Nothing of it is published. */
@Module({ imports: [ProcessorRegistryModule] })
export class AssistantProcessorsModule {
  constructor(registry: ProcessorRegistry) {
    // Catches up from position 0 with a checkpoint of its own.
    registry.addProjections([assistantSearchHistoryProjection]);
  }
}
