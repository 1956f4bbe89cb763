import { ReadsFrom, AccessTokenGuard, type Authenticated, CurrentUser, IdParamPipe } from '@app/infrastructure/http';
import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ProductAnalysisResponse } from '../product.response';
import { PRODUCT_ID_PARAM } from '../products';
import { GetProductAnalysisQuery } from './get-product-analysis.query';

@ApiTags('products')
@ApiBearerAuth()
@Controller('products')
export class GetProductAnalysisController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id/analysis')
  @ReadsFrom('users', 'products')
  @UseGuards(AccessTokenGuard)
  @ApiParam(PRODUCT_ID_PARAM)
  @ApiOperation({ summary: "The status of a project's latest analysis; status 'none' before any" })
  @ApiOkResponse({ type: ProductAnalysisResponse })
  get(@CurrentUser() user: Authenticated, @Param('id', IdParamPipe) productId: string) {
    return this.queries.execute(new GetProductAnalysisQuery(user.userId, productId));
  }
}
