import { Module } from '@nestjs/common';
import { AssistantProcessorsModule } from './assistant/assistant-processors.module';
import { WriteupProcessorsModule } from './writeups/writeup-processors.module';
import { DocumentProcessorsModule } from './documents/document-processors.module';
import { IdentityProcessorsModule } from './identity/identity-processors.module';
import { InsightProcessorsModule } from './insights/insight-processors.module';
import { CollectionProcessorsModule } from './collections/collection-processors.module';
import { CommentProcessorsModule } from './comments/comment-processors.module';
import { OrganisationProcessorsModule } from './organisations/organisation-processors.module';
import { ProjectProcessorsModule } from './projects/project-processors.module';
import { ProcessorRegistryModule } from './runtime/processor-registry';
import { StreamKeyProcessorsModule } from './stream-keys/stream-key-processors.module';

/**
 * Every bounded context's processors, each registered by its own module into the ProcessorRegistry
 * this module exports; a new context adds its module here (as the command and query APIs do).
 */
@Module({
  imports: [
    ProcessorRegistryModule,
    IdentityProcessorsModule,
    OrganisationProcessorsModule,
    DocumentProcessorsModule,
    ProjectProcessorsModule,
    InsightProcessorsModule,
    CollectionProcessorsModule,
    CommentProcessorsModule,
    StreamKeyProcessorsModule,
    AssistantProcessorsModule,
    WriteupProcessorsModule,
  ],
  exports: [ProcessorRegistryModule],
})
export class ProcessorContextsModule {}
