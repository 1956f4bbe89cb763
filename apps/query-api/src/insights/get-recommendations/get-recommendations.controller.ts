import { ReadsFrom, AccessTokenGuard, type Authenticated, CurrentUser } from '@app/infrastructure/http';
import { BadRequestException, Controller, Get, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { queryId } from '../../projects/products';
import { RecommendationsAnswerResponse } from '../recommendation.response';
import { GetRecommendationsQuery, type RecommendationsTarget } from './get-recommendations.query';
import { DEFAULT_CHART_MONTHS, RecommendationsQueryDto } from './recommendations-query.dto';

@ApiTags('recommendations')
@ApiBearerAuth()
@Controller('recommendations')
export class GetRecommendationsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('v2')
  @ReadsFrom('users', 'products', 'insights')
  @UseGuards(AccessTokenGuard)
  @ApiOperation({
    summary:
      "A project's recommendations (?product=), ordered by the user-updated impact score, survey-based ones after the others on ties; or one (?recommendation=)",
  })
  @ApiOkResponse({ type: RecommendationsAnswerResponse })
  get(@CurrentUser() user: Authenticated, @Query() query: RecommendationsQueryDto) {
    if ((query.product === undefined) === (query.recommendation === undefined)) {
      throw new BadRequestException({ code: 'VALIDATION_FAILED', message: 'Give either product or recommendation.' });
    }
    const target: RecommendationsTarget =
      query.product !== undefined ? { productId: queryId(query.product) } : { insightId: queryId(query.recommendation!) };
    return this.queries.execute(
      new GetRecommendationsQuery(user.userId, target, {
        primaryOnly: query.primary_only ?? false,
        halfLifeDays: query.half_life,
        limit: query.limit,
        chartMonths: query.include_charts ? (query.chart_months ?? DEFAULT_CHART_MONTHS) : undefined,
      }),
    );
  }
}
