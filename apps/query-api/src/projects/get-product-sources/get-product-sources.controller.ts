import { ReadsFrom, AccessTokenGuard, type Authenticated, CurrentUser, IdParamPipe } from '@app/infrastructure/http';
import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { PRODUCT_ID_PARAM } from '../products';
import { GetProductSourcesQuery } from './get-product-sources.query';
import { ProductSourcesResponse } from './product-sources.response';

@ApiTags('products')
@ApiBearerAuth()
@Controller('products')
export class GetProductSourcesController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id/source')
  @ReadsFrom('users', 'products', 'documents')
  @UseGuards(AccessTokenGuard)
  @ApiParam(PRODUCT_ID_PARAM)
  @ApiOperation({ summary: 'The documents that feed a project, with their status and snippet counts' })
  @ApiOkResponse({ type: ProductSourcesResponse })
  get(@CurrentUser() user: Authenticated, @Param('id', IdParamPipe) productId: string) {
    return this.queries.execute(new GetProductSourcesQuery(user.userId, productId));
  }
}
