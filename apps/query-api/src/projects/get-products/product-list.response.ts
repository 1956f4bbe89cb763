import { ApiProperty } from '@nestjs/swagger';
import { ProductResponse } from '../product.response';
import type { ProductList } from './get-products.handler';

export class ProductListResponse implements ProductList {
  @ApiProperty({ type: [ProductResponse] }) products!: ProductResponse[];
  @ApiProperty({ description: 'whether a further page exists' }) has_next!: boolean;
}
