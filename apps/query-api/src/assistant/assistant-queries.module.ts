import { Module } from '@nestjs/common';
import { ProjectQueriesModule } from '../projects/project-queries.module';
import { QueriesSharedModule } from '../shared/queries-shared.module';
import { GetSearchHistoryController } from './get-search-history.controller';
import { SnippetArtefacts } from '../documents/get-document-snippets/snippet-artefacts';
import { InsightMembers } from '../insights/get-insight-snippets/insight-members';
import { AssistantWriter } from './search/assistant-writer';
import { InsightEvidence } from './search/insight-evidence';
import { OrganisationIndexes } from './search/organisation-indexes';
import { AssistantSearchController } from './search/search.controller';

/** The assistant: questions answered from the organisation's insights, and each member's search history. */
@Module({
  imports: [QueriesSharedModule, ProjectQueriesModule],
  controllers: [AssistantSearchController, GetSearchHistoryController],
  // Their own caches of member lists and documents' snippets (the insight pages' module keeps its own).
  providers: [OrganisationIndexes, AssistantWriter, InsightEvidence, InsightMembers, SnippetArtefacts],
})
export class AssistantQueriesModule {}
