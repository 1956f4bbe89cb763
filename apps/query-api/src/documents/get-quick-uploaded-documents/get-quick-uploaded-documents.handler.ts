import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type DocumentListItem, Library } from '../library';
import { GetQuickUploadedDocumentsQuery } from './get-quick-uploaded-documents.query';

export const MAX_QUICK_UPLOADED = 100;

export interface QuickUploadedDocuments {
  documents: DocumentListItem[];
}

/** The organisation's quick uploads (the quick-upload dialog's list), newest first, the latest 100. */
@QueryHandler(GetQuickUploadedDocumentsQuery)
export class GetQuickUploadedDocumentsHandler implements IQueryHandler<GetQuickUploadedDocumentsQuery, QuickUploadedDocuments> {
  constructor(private readonly library: Library) {}

  async execute({ userId }: GetQuickUploadedDocumentsQuery): Promise<QuickUploadedDocuments> {
    const organisationId = await this.library.organisationOf(userId);
    const { documents } = await this.library.page(organisationId, { quick_upload: true }, { page: 1, pageSize: MAX_QUICK_UPLOADED });
    return { documents: await this.library.listItems(documents) };
  }
}
