import { documentPublication } from '@app/domain';
import type { Infrastructure } from '@app/infrastructure';
import { EventSourcedRepository } from '@app/infrastructure/event-store';
import { INFRASTRUCTURE } from '@app/infrastructure/http';
import { JobRequests } from '@app/infrastructure/jobs';
import { Inject, Module } from '@nestjs/common';
import { ProcessorRegistry, ProcessorRegistryModule } from '../runtime/processor-registry';
import { documentsProjection } from './documents/documents.projection';
import { documentIngestionReactor } from './ingestion/document-ingestion.reactor';

/**
 * The documents context in the projectors: the Data Library read model, the reactor that has
 * uploads ingested (and their bytes removed on deletion), and what it publishes to analysts.
 */
@Module({ imports: [ProcessorRegistryModule] })
export class DocumentProcessorsModule {
  constructor(registry: ProcessorRegistry, @Inject(INFRASTRUCTURE) infrastructure: Infrastructure) {
    const { eventStore, files, integrationEvents } = infrastructure;
    const repository = new EventSourcedRepository(eventStore);
    // A new read model: it catches up from position 0 with a checkpoint of its own.
    registry.addProjections([documentsProjection]);
    registry.addReactors([documentIngestionReactor({ eventStore, repository, files, jobs: new JobRequests(repository) })]);
    integrationEvents.register(documentPublication);
  }
}
