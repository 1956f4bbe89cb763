import { ApiProperty } from '@nestjs/swagger';
import { ProductResponse, ProductVersionResponse } from '../product.response';
import type { ProductDetail } from './get-product.handler';

export class ProductDetailResponse implements ProductDetail {
  @ApiProperty({ type: ProductResponse }) product!: ProductResponse;
  @ApiProperty({ type: [ProductVersionResponse], description: 'ascending' }) versions!: ProductVersionResponse[];
}
