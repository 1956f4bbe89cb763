import { Module } from '@nestjs/common';
import { Insights } from '../insights/insights';
import { ProjectQueriesModule } from '../projects/project-queries.module';
import { QueriesSharedModule } from '../shared/queries-shared.module';
import { WriteupsQueryController } from './writeups.controller';
import { Writeups } from './writeups';

/** Generated documents: a project's research brief, product spec and value prop, with their staleness. */
@Module({
  imports: [QueriesSharedModule, ProjectQueriesModule],
  controllers: [WriteupsQueryController],
  providers: [Insights, Writeups],
})
export class WriteupQueriesModule {}
