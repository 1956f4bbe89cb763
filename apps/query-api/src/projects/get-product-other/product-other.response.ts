import type { DocumentKindView } from '@app/infrastructure/read-models';
import { ApiProperty } from '@nestjs/swagger';
import { DOCUMENT_KIND_ENUM } from '../../documents/document-list-item.response';
import { SnippetLocationResponse } from '../../documents/get-document-snippets/document-snippets-page.response';
import type { ProductOtherSnippetContext, ProductOtherSnippets } from './get-product-other.handler';

export class ProductOtherSnippetContextResponse implements ProductOtherSnippetContext {
  @ApiProperty({ description: '<document_id>:<n>' }) snippet_id!: string;
  @ApiProperty() text!: string;
  @ApiProperty({ format: 'uuid' }) document_id!: string;
  @ApiProperty() file_name!: string;
  @ApiProperty(DOCUMENT_KIND_ENUM) kind!: DocumentKindView;
  @ApiProperty({ type: SnippetLocationResponse }) location!: SnippetLocationResponse;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    description: "the respondent's or customer's attributes (demographic keys), {} when none",
  })
  attributes!: Record<string, string>;
  @ApiProperty({ type: String, nullable: true, description: 'ISO 8601, when the source gives one' }) date!: string | null;
}

export class ProductOtherSnippetsResponse implements ProductOtherSnippets {
  @ApiProperty({ format: 'uuid' }) product_id!: string;
  @ApiProperty({
    type: [ProductOtherSnippetContextResponse],
    description: "the snippets the project's detail lists under other, in its order; a deleted document's left out; [] without a bucket",
  })
  snippets!: ProductOtherSnippetContextResponse[];
}
