import { ReadsFrom, AccessTokenGuard, type Authenticated, CurrentUser } from '@app/infrastructure/http';
import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ProductRefQueryDto } from '../product-ref-query.dto';
import { GetProductQuery } from './get-product.query';
import { ProductDetailResponse } from './product-detail.response';

@ApiTags('products')
@ApiBearerAuth()
@Controller('products')
export class GetProductController {
  constructor(private readonly queries: QueryBus) {}

  @Get('api')
  @ReadsFrom('users', 'customers', 'products', 'documents')
  @UseGuards(AccessTokenGuard)
  @ApiOperation({ summary: "One of the organisation's projects with its versions, ascending; 404 for any other id" })
  @ApiOkResponse({ type: ProductDetailResponse })
  get(@CurrentUser() user: Authenticated, @Query() query: ProductRefQueryDto) {
    return this.queries.execute(new GetProductQuery(user.userId, query.product));
  }
}
