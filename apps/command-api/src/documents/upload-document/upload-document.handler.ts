import { DomainError, documentDecider, documentErrors, streams } from '@app/domain';
import { derivedId } from '@app/infrastructure/processors';
import { CommandResult } from '@app/infrastructure/http';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { HttpException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Accounts } from '../../shared/accounts';
import { commandContext } from '../../shared/command-context';
import type { DocumentUploadedResponse } from './document-uploaded.response';
import { receiveUpload } from './received-upload';
import { UploadDocumentCommand } from './upload-document.command';

/** Printable ASCII, as HTTP header values and the usual client libraries produce them. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,128}$/;

type Answer = CommandResult<DocumentUploadedResponse>;

/**
 * Stores an upload and records DocumentUploaded; the ingestion reactor then asks the worker to read
 * it. With an Idempotency-Key the document id is derived from the organisation and the key, so a
 * retry finds the first upload (before reading a byte) and two racing retries store one document:
 * the loser's append is refused and its bytes removed.
 */
@CommandHandler(UploadDocumentCommand)
export class UploadDocumentHandler implements ICommandHandler<UploadDocumentCommand> {
  constructor(private readonly accounts: Accounts) {}

  async execute({ userId, parts, idempotencyKey }: UploadDocumentCommand): Promise<Answer> {
    const member = await this.accounts.membership(userId);
    if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
      throw new HttpException({ code: 'VALIDATION_FAILED', message: 'Idempotency-Key must be 1 to 128 printable characters.' }, 400);
    }
    const documentId = idempotencyKey ? derivedId(`${member.organisationId}:${idempotencyKey}`, 'document-upload') : randomUUID();
    if (idempotencyKey) {
      const earlier = await this.earlierAnswer(documentId);
      if (earlier) return earlier;
    }
    const { files } = this.accounts.infrastructure;
    const upload = await receiveUpload(parts, files);
    const context = commandContext(userId);
    try {
      const decided = await this.accounts.repository.handle(
        documentDecider,
        streams.document(documentId),
        {
          type: 'UploadDocument',
          documentId,
          organisationId: member.organisationId,
          uploadedBy: userId,
          fileName: upload.fileName,
          format: upload.format,
          kind: upload.kind,
          fileId: upload.stored.fileId,
          sha256: upload.stored.sha256,
          size: upload.stored.size,
          quickUpload: upload.quickUpload,
          now: context.now,
        },
        context,
        () => member.organisationId,
      );
      return new CommandResult(decided.position, { document_id: documentId, status: 'processing' });
    } catch (error) {
      await files.remove(upload.stored.fileId);
      const earlier = error instanceof DomainError && error.code === 'DOCUMENT_ID_TAKEN' ? await this.earlierAnswer(documentId) : null;
      if (earlier) return earlier;
      throw error;
    }
  }

  /** Where an upload with this id stands, if there was one (its id is private to its organisation). */
  private async earlierAnswer(documentId: string): Promise<Answer | null> {
    const { state } = await this.accounts.repository.load(documentDecider, streams.document(documentId));
    if (state.status === 'absent') return null;
    if (state.status === 'deleted') throw documentErrors.notFound();
    return new CommandResult(0, { document_id: documentId, status: state.status });
  }
}
