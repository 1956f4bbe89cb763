import { ApiProperty } from '@nestjs/swagger';
import { DocumentListItemResponse } from '../document-list-item.response';
import type { QuickUploadedDocuments } from './get-quick-uploaded-documents.handler';

export class QuickUploadedDocumentsResponse implements QuickUploadedDocuments {
  @ApiProperty({ type: [DocumentListItemResponse], description: 'newest first, at most 100' }) documents!: DocumentListItemResponse[];
}
