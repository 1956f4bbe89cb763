import { ReadsFrom, AccessTokenGuard, type Authenticated, CurrentUser } from '@app/infrastructure/http';
import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RecommendationRefQueryDto } from '../recommendation-ref-query.dto';
import { GetSurveyBreakdownQuery } from './get-survey-breakdown.query';
import { SurveyBreakdownResponse } from './survey-breakdown.response';

@ApiTags('recommendations')
@ApiBearerAuth()
@Controller('survey')
export class GetSurveyBreakdownController {
  constructor(private readonly queries: QueryBus) {}

  @Get('breakdown')
  @ReadsFrom('users', 'insights')
  @UseGuards(AccessTokenGuard)
  @ApiOperation({ summary: 'How the respondents behind a survey-based recommendation break down' })
  @ApiOkResponse({ type: SurveyBreakdownResponse })
  get(@CurrentUser() user: Authenticated, @Query() query: RecommendationRefQueryDto) {
    return this.queries.execute(new GetSurveyBreakdownQuery(user.userId, query.recommendation));
  }
}
