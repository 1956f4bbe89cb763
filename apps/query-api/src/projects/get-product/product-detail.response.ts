import type { DocumentKindView } from '@app/infrastructure/read-models';
import { ApiProperty } from '@nestjs/swagger';
import { DOCUMENT_KIND_ENUM } from '../../documents/document-list-item.response';
import { ProductResponse, ProductVersionResponse } from '../product.response';
import type { ProductDetail, ProductOther, ProductOtherSnippet } from './get-product.handler';

export class ProductOtherSnippetResponse implements ProductOtherSnippet {
  @ApiProperty() snippet_id!: string;
  @ApiProperty() text!: string;
  @ApiProperty({ format: 'uuid' }) document_id!: string;
  @ApiProperty() file_name!: string;
  @ApiProperty(DOCUMENT_KIND_ENUM) kind!: DocumentKindView;
}

export class ProductOtherResponse implements ProductOther {
  @ApiProperty({ description: 'snippets that fit no theme well enough to rank (strays, loose groups, themes too small)' }) count!: number;
  @ApiProperty({ description: 'the fewest snippets a theme needs to rank as an insight' }) min_theme_snippets!: number;
  @ApiProperty({
    type: [ProductOtherSnippetResponse],
    description: "the first of them (at most 50) in the analysis' order, each with its source; a deleted document's left out",
  })
  snippets!: ProductOtherSnippetResponse[];
}

export class ProductDetailResponse implements ProductDetail {
  @ApiProperty({ type: ProductResponse }) product!: ProductResponse;
  @ApiProperty({ type: [ProductVersionResponse], description: 'ascending' }) versions!: ProductVersionResponse[];
  @ApiProperty({
    type: ProductOtherResponse,
    nullable: true,
    description: "the latest analysis' Other bucket, shown apart and never ranked; null when every snippet fit a theme",
  })
  other!: ProductOtherResponse | null;
}
