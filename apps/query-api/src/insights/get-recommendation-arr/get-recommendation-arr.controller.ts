import { ReadsFrom, AccessTokenGuard, type Authenticated, CurrentUser } from '@app/infrastructure/http';
import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RecommendationRefQueryDto } from '../recommendation-ref-query.dto';
import { GetRecommendationArrQuery } from './get-recommendation-arr.query';
import { RecommendationArrResponse } from './recommendation-arr.response';

@ApiTags('recommendations')
@ApiBearerAuth()
@Controller('recommendations')
export class GetRecommendationArrController {
  constructor(private readonly queries: QueryBus) {}

  @Get('arr')
  @ReadsFrom('users', 'insights')
  @UseGuards(AccessTokenGuard)
  @ApiOperation({ summary: 'The total ARR of the accounts raising a recommendation, from the project’s sales data' })
  @ApiOkResponse({ type: RecommendationArrResponse })
  get(@CurrentUser() user: Authenticated, @Query() query: RecommendationRefQueryDto) {
    return this.queries.execute(new GetRecommendationArrQuery(user.userId, query.recommendation));
  }
}
