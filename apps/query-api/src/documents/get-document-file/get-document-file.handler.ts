import type { Infrastructure } from '@app/infrastructure';
import { FileNotFoundError } from '@app/infrastructure/files';
import { INFRASTRUCTURE } from '@app/infrastructure/http';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Readable } from 'node:stream';
import { documentNotFound, Library } from '../library';
import { GetDocumentFileQuery } from './get-document-file.query';

export interface DocumentFile {
  bytes: Readable;
  fileName: string;
  format: string;
  size: number;
}

/** The original file of a document of the caller's organisation, as uploaded. */
@QueryHandler(GetDocumentFileQuery)
export class GetDocumentFileHandler implements IQueryHandler<GetDocumentFileQuery, DocumentFile> {
  constructor(
    private readonly library: Library,
    @Inject(INFRASTRUCTURE) private readonly infrastructure: Infrastructure,
  ) {}

  async execute({ userId, documentId }: GetDocumentFileQuery): Promise<DocumentFile> {
    const doc = await this.library.visibleDocument(userId, documentId);
    // Bytes already removed by a deletion the read model has not seen yet: the document is as good as gone.
    const bytes = await this.infrastructure.files.read(doc.file_id).catch((error: unknown) => {
      throw error instanceof FileNotFoundError ? documentNotFound() : error;
    });
    return { bytes, fileName: doc.file_name, format: doc.format, size: doc.size };
  }
}
