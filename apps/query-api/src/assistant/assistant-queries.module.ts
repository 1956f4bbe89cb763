import { Module } from '@nestjs/common';
import { QueriesSharedModule } from '../shared/queries-shared.module';
import { GetSearchHistoryController } from './get-search-history.controller';

/** The assistant: each member's search history. */
@Module({
  imports: [QueriesSharedModule],
  controllers: [GetSearchHistoryController],
})
export class AssistantQueriesModule {}
