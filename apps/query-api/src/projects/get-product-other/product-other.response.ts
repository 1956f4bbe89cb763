import { ApiProperty } from '@nestjs/swagger';
import { SnippetContextResponse } from '../../documents/get-document-snippets/snippet-context.response';
import type { ProductOtherSnippets } from './get-product-other.handler';

export class ProductOtherSnippetsResponse implements ProductOtherSnippets {
  @ApiProperty({ format: 'uuid' }) product_id!: string;
  @ApiProperty({
    type: [SnippetContextResponse],
    description: "the snippets the project's detail lists under other, in its order; a deleted document's left out; [] without a bucket",
  })
  snippets!: SnippetContextResponse[];
}
