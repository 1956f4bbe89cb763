import { collectionPublication } from '@app/domain';
import type { Infrastructure } from '@app/infrastructure';
import { INFRASTRUCTURE } from '@app/infrastructure/http';
import { Inject, Module } from '@nestjs/common';
import { ProjectQueriesModule } from '../projects/project-queries.module';
import { Collections } from './collections';
import { GetCollectionController } from './get-collection/get-collection.controller';
import { GetCollectionHandler } from './get-collection/get-collection.handler';
import { GetCollectionsController } from './get-collections/get-collections.controller';
import { GetCollectionsHandler } from './get-collections/get-collections.handler';

/** The collections context's queries, and how its events reach analysts through the feed. */
@Module({
  imports: [ProjectQueriesModule],
  controllers: [GetCollectionsController, GetCollectionController],
  providers: [Collections, GetCollectionsHandler, GetCollectionHandler],
})
export class CollectionQueriesModule {
  constructor(@Inject(INFRASTRUCTURE) infrastructure: Infrastructure) {
    infrastructure.integrationEvents.register(collectionPublication);
  }
}
