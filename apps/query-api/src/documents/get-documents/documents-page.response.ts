import { ApiProperty } from '@nestjs/swagger';
import { DocumentListItemResponse } from '../document-list-item.response';
import type { DocumentsPage } from './get-documents.handler';

export class DocumentsPageResponse implements DocumentsPage {
  @ApiProperty({ type: [DocumentListItemResponse] }) documents!: DocumentListItemResponse[];
  @ApiProperty({ description: 'whether a further page exists' }) has_next!: boolean;
}
