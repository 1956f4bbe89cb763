import { documentDecider, streams } from '@app/domain';
import { CommandResult } from '@app/infrastructure/http';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Accounts } from '../../shared/accounts';
import { commandContext } from '../../shared/command-context';
import { DeleteDocumentCommand } from './delete-document.command';
import type { DocumentDeletedResponse } from './document-deleted.response';

/**
 * Records who deleted the document and when. The library drops it, later analyses leave its
 * snippets out, and the documents reactor removes its bytes and snippets from the file store.
 */
@CommandHandler(DeleteDocumentCommand)
export class DeleteDocumentHandler implements ICommandHandler<DeleteDocumentCommand> {
  constructor(private readonly accounts: Accounts) {}

  async execute({ userId, documentId, quickUploadOnly }: DeleteDocumentCommand): Promise<CommandResult<DocumentDeletedResponse>> {
    const member = await this.accounts.membership(userId);
    const context = commandContext(userId);
    const decided = await this.accounts.repository.handle(
      documentDecider,
      streams.document(documentId),
      { type: 'DeleteDocument', organisationId: member.organisationId, deletedBy: userId, quickUploadOnly, now: context.now },
      context,
      () => member.organisationId,
    );
    return new CommandResult(decided.position, { document_id: documentId });
  }
}
