import { Module } from '@nestjs/common';
import { ProjectQueriesModule } from '../projects/project-queries.module';
import { QueriesSharedModule } from '../shared/queries-shared.module';
import { GetSearchHistoryController } from './get-search-history.controller';
import { AssistantWriter } from './search/assistant-writer';
import { OrganisationIndexes } from './search/organisation-indexes';
import { AssistantSearchController } from './search/search.controller';

/** The assistant: questions answered from the organisation's insights, and each member's search history. */
@Module({
  imports: [QueriesSharedModule, ProjectQueriesModule],
  controllers: [AssistantSearchController, GetSearchHistoryController],
  providers: [OrganisationIndexes, AssistantWriter],
})
export class AssistantQueriesModule {}
