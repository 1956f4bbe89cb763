import { documentPublication } from '@app/domain';
import type { Infrastructure } from '@app/infrastructure';
import { INFRASTRUCTURE } from '@app/infrastructure/http';
import { Inject, Module } from '@nestjs/common';
import { QueriesSharedModule } from '../shared/queries-shared.module';
import { GetDocumentFileController } from './get-document-file/get-document-file.controller';
import { GetDocumentFileHandler } from './get-document-file/get-document-file.handler';
import { GetDocumentSnippetsController } from './get-document-snippets/get-document-snippets.controller';
import { GetDocumentSnippetsHandler } from './get-document-snippets/get-document-snippets.handler';
import { SnippetArtefacts } from './get-document-snippets/snippet-artefacts';
import { GetDocumentController } from './get-document/get-document.controller';
import { GetDocumentHandler } from './get-document/get-document.handler';
import { GetDocumentsController } from './get-documents/get-documents.controller';
import { GetDocumentsHandler } from './get-documents/get-documents.handler';
import { GetQuickUploadedDocumentsController } from './get-quick-uploaded-documents/get-quick-uploaded-documents.controller';
import { GetQuickUploadedDocumentsHandler } from './get-quick-uploaded-documents/get-quick-uploaded-documents.handler';
import { GetSalesRecordsController } from './get-sales-records/get-sales-records.controller';
import { GetSalesRecordsHandler } from './get-sales-records/get-sales-records.handler';
import { GetSourceCountsController } from './get-source-counts/get-source-counts.controller';
import { GetSourceCountsHandler } from './get-source-counts/get-source-counts.handler';
import { GetTranscriptsController } from './get-transcripts/get-transcripts.controller';
import { GetTranscriptsHandler } from './get-transcripts/get-transcripts.handler';
import { Library } from './library';

/**
 * The documents context's queries (the Data Library, the transcript hub), and how its events reach
 * analysts through the feed. The fixed routes come before `documents/:id`, so no word is read as an id
 * (Fastify prefers a fixed segment anyway; the order says so to the reader).
 */
@Module({
  imports: [QueriesSharedModule],
  controllers: [
    GetDocumentsController,
    GetQuickUploadedDocumentsController,
    GetSourceCountsController,
    GetDocumentController,
    GetDocumentSnippetsController,
    GetSalesRecordsController,
    GetDocumentFileController,
    GetTranscriptsController,
  ],
  providers: [
    Library,
    SnippetArtefacts,
    GetDocumentsHandler,
    GetQuickUploadedDocumentsHandler,
    GetSourceCountsHandler,
    GetDocumentHandler,
    GetDocumentSnippetsHandler,
    GetSalesRecordsHandler,
    GetDocumentFileHandler,
    GetTranscriptsHandler,
  ],
})
export class DocumentQueriesModule {
  constructor(@Inject(INFRASTRUCTURE) infrastructure: Infrastructure) {
    infrastructure.integrationEvents.register(documentPublication);
  }
}
