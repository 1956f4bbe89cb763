import type { DocumentKindView, DocumentStatusView } from '@app/infrastructure/read-models';
import { ApiProperty } from '@nestjs/swagger';
import { DOCUMENT_KIND_ENUM, DOCUMENT_STATUS_ENUM } from '../../documents/document-list-item.response';
import type { ProductSourceDocument, ProductSources } from './get-product-sources.handler';

export class ProductSourceDocumentResponse implements ProductSourceDocument {
  @ApiProperty({ format: 'uuid' }) document_id!: string;
  @ApiProperty() file_name!: string;
  @ApiProperty(DOCUMENT_KIND_ENUM) kind!: DocumentKindView;
  @ApiProperty(DOCUMENT_STATUS_ENUM) status!: DocumentStatusView;
  @ApiProperty({ description: '0 until ingested' }) snippets!: number;
}

export class ProductSourcesResponse implements ProductSources {
  @ApiProperty({ format: 'uuid' }) product_id!: string;
  @ApiProperty({ type: [ProductSourceDocumentResponse], description: 'in the order they were added; deleted documents left out' })
  documents!: ProductSourceDocumentResponse[];
}
