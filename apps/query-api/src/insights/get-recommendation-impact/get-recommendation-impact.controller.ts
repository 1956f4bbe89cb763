import { ReadsFrom, AccessTokenGuard, type Authenticated, CurrentUser } from '@app/infrastructure/http';
import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RecommendationRefQueryDto } from '../recommendation-ref-query.dto';
import { GetRecommendationImpactQuery } from './get-recommendation-impact.query';
import { RecommendationImpactResponse } from './recommendation-impact.response';

@ApiTags('recommendations')
@ApiBearerAuth()
@Controller('recommendations')
export class GetRecommendationImpactController {
  constructor(private readonly queries: QueryBus) {}

  @Get('impact')
  @ReadsFrom('users', 'insights')
  @UseGuards(AccessTokenGuard)
  @ApiOperation({ summary: "A recommendation's measured impact score and the one a person set" })
  @ApiOkResponse({ type: RecommendationImpactResponse })
  get(@CurrentUser() user: Authenticated, @Query() query: RecommendationRefQueryDto) {
    return this.queries.execute(new GetRecommendationImpactQuery(user.userId, query.recommendation));
  }
}
