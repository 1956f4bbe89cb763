import { Module } from '@nestjs/common';
import { CommandsSharedModule } from '../shared/commands-shared.module';
import { CollectionNames } from './collection-names';
import { CollectionInsightsController } from './collection-insights/collection-insights.controller';
import { CollectionInsightsHandler } from './collection-insights/collection-insights.handler';
import { ManageCollectionController } from './manage-collection/manage-collection.controller';
import { ManageCollectionHandler } from './manage-collection/manage-collection.handler';

/** Collections' commands: create, rename, delete, and the insights put in or taken out. */
@Module({
  imports: [CommandsSharedModule],
  controllers: [ManageCollectionController, CollectionInsightsController],
  providers: [CollectionNames, ManageCollectionHandler, CollectionInsightsHandler],
})
export class CollectionCommandsModule {}
