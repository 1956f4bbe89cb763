import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AssistantQueriesModule } from './assistant/assistant-queries.module';
import { WriteupQueriesModule } from './writeups/writeup-queries.module';
import { DocumentQueriesModule } from './documents/document-queries.module';
import { IdentityQueriesModule } from './identity/identity-queries.module';
import { InsightQueriesModule } from './insights/insight-queries.module';
import { CollectionQueriesModule } from './collections/collection-queries.module';
import { CommentQueriesModule } from './comments/comment-queries.module';
import { IntegrationQueriesModule } from './integration/integration-queries.module';
import { StreamQueriesModule } from './stream/stream-queries.module';
import { OrganisationQueriesModule } from './organisations/organisation-queries.module';
import { ProjectQueriesModule } from './projects/project-queries.module';
import { LiveUpdatesGateway } from './realtime/live-updates.gateway';

/**
 * Every GET, answered from read models only, plus the live-update sockets. Each bounded context
 * registers its own controllers and handlers in its module; a new context adds its module here.
 */
@Module({
  imports: [
    CqrsModule.forRoot(),
    IdentityQueriesModule,
    OrganisationQueriesModule,
    IntegrationQueriesModule,
    DocumentQueriesModule,
    ProjectQueriesModule,
    InsightQueriesModule,
    CollectionQueriesModule,
    CommentQueriesModule,
    StreamQueriesModule,
    AssistantQueriesModule,
    WriteupQueriesModule,
  ],
  providers: [LiveUpdatesGateway],
})
export class QueryApiModule {}
