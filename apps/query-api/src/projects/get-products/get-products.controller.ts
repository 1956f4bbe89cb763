import { ReadsFrom, AccessTokenGuard, type Authenticated, CurrentUser } from '@app/infrastructure/http';
import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { pageOf } from '../../documents/page-query.dto';
import { GetProductsQuery } from './get-products.query';
import { ProductListQueryDto } from './product-list-query.dto';
import { ProductListResponse } from './product-list.response';

@ApiTags('products')
@ApiBearerAuth()
@Controller('products')
export class GetProductsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('list')
  @ReadsFrom('users', 'customers', 'products')
  @UseGuards(AccessTokenGuard)
  @ApiOperation({ summary: "A page of the organisation's projects, newest first; 404 for someone without an organisation" })
  @ApiOkResponse({ type: ProductListResponse })
  get(@CurrentUser() user: Authenticated, @Query() query: ProductListQueryDto) {
    return this.queries.execute(new GetProductsQuery(user.userId, pageOf(query), query.customer, query.status, query.type));
  }
}
