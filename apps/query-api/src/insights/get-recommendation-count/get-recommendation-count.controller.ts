import { ReadsFrom, AccessTokenGuard, type Authenticated, CurrentUser } from '@app/infrastructure/http';
import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ProductRefQueryDto } from '../../projects/product-ref-query.dto';
import { GetRecommendationCountQuery } from './get-recommendation-count.query';
import { RecommendationCountResponse } from './recommendation-count.response';

@ApiTags('recommendations')
@ApiBearerAuth()
@Controller('recommendations')
export class GetRecommendationCountController {
  constructor(private readonly queries: QueryBus) {}

  @Get('count')
  @ReadsFrom('users', 'products', 'insights')
  @UseGuards(AccessTokenGuard)
  @ApiOperation({ summary: "How many current recommendations one of the organisation's projects has" })
  @ApiOkResponse({ type: RecommendationCountResponse })
  get(@CurrentUser() user: Authenticated, @Query() query: ProductRefQueryDto) {
    return this.queries.execute(new GetRecommendationCountQuery(user.userId, query.product));
  }
}
