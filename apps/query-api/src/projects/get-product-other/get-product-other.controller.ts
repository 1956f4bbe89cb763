import { ReadsFrom, AccessTokenGuard, type Authenticated, CurrentUser, IdParamPipe } from '@app/infrastructure/http';
import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { PRODUCT_ID_PARAM } from '../products';
import { GetProductOtherQuery } from './get-product-other.query';
import { ProductOtherSnippetsResponse } from './product-other.response';

@ApiTags('products')
@ApiBearerAuth()
@Controller('products')
export class GetProductOtherController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id/other')
  @ReadsFrom('users', 'products', 'documents')
  @UseGuards(AccessTokenGuard)
  @ApiParam(PRODUCT_ID_PARAM)
  @ApiOperation({ summary: "Where each snippet of the latest analysis' Other bucket was said (read when a person opens it)" })
  @ApiOkResponse({ type: ProductOtherSnippetsResponse })
  get(@CurrentUser() user: Authenticated, @Param('id', IdParamPipe) productId: string) {
    return this.queries.execute(new GetProductOtherQuery(user.userId, productId));
  }
}
