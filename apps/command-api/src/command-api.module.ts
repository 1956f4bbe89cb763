import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AssistantCommandsModule } from './assistant/assistant-commands.module';
import { WriteupCommandsModule } from './writeups/writeup-commands.module';
import { DocumentCommandsModule } from './documents/document-commands.module';
import { InsightCommandsModule } from './insights/insight-commands.module';
import { CollectionCommandsModule } from './collections/collection-commands.module';
import { CommentCommandsModule } from './comments/comment-commands.module';
import { IdentityCommandsModule } from './identity/identity-commands.module';
import { OrganisationCommandsModule } from './organisations/organisation-commands.module';
import { ProjectCommandsModule } from './projects/project-commands.module';
import { StreamKeyCommandsModule } from './stream-keys/stream-key-commands.module';

/**
 * Every POST, PUT and DELETE: load the stream, fold, decide, append with the expected revision.
 * Each bounded context registers its own controllers and handlers in its module; a new context
 * adds its module here.
 */
@Module({
  imports: [
    CqrsModule.forRoot(),
    IdentityCommandsModule,
    OrganisationCommandsModule,
    DocumentCommandsModule,
    ProjectCommandsModule,
    InsightCommandsModule,
    CollectionCommandsModule,
    CommentCommandsModule,
    StreamKeyCommandsModule,
    AssistantCommandsModule,
    WriteupCommandsModule,
  ],
})
export class CommandApiModule {}
