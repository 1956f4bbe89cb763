import { ReadsFrom, AccessTokenGuard, type Authenticated, CurrentUser } from '@app/infrastructure/http';
import { BadRequestException, Controller, Get, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { queryId } from '../../projects/products';
import { RecommendationsAnswerResponse } from '../recommendation.response';
import { GetRecommendationsQuery, type RecommendationsTarget } from './get-recommendations.query';
import { DEFAULT_CHART_MONTHS } from './recommendations-query.dto';
import { RecommendationAsOfQueryDto } from '../get-insight-as-of/recommendation-as-of-query.dto';
import { GetInsightAsOfQuery } from '../get-insight-as-of/get-insight-as-of.query';

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
  get(@CurrentUser() user: Authenticated, @Query() query: RecommendationAsOfQueryDto) {
    if ((query.product === undefined) === (query.recommendation === undefined)) {
      throw new BadRequestException({ code: 'VALIDATION_FAILED', message: 'Give either product or recommendation.' });
    }
    // An auditor's look back: one recommendation as it stood then (a future moment means now).
    if (query.as_of !== undefined) {
      if (query.recommendation === undefined) {
        throw new BadRequestException({ code: 'VALIDATION_FAILED', message: 'as_of goes with recommendation only.' });
      }
      const at = new Date(Math.min(Date.parse(query.as_of), Date.now()));
      return this.queries.execute(new GetInsightAsOfQuery(user.userId, queryId(query.recommendation), at));
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
