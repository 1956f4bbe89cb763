import { AccessTokenGuard, type Authenticated, CurrentUser, ReadsFrom } from '@app/infrastructure/http';
import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { pageOf } from '../../documents/page-query.dto';
import { FollowedInsightsPageResponse } from './followed-insights.response';
import { FollowedInsightsQueryDto } from './followed-insights-query.dto';
import { GetFollowedInsightsQuery } from './get-followed-insights.query';

@ApiTags('recommendations')
@ApiBearerAuth()
@Controller('recommendations')
export class GetFollowedInsightsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('followed')
  @ReadsFrom('users', 'products', 'insights', 'insight_changelog_runs', 'insight_comments')
  @UseGuards(AccessTokenGuard)
  @ApiOperation({ summary: "Followed Insights: the caller's saved and followed insights across the organisation's projects" })
  @ApiOkResponse({ type: FollowedInsightsPageResponse })
  get(@CurrentUser() user: Authenticated, @Query() query: FollowedInsightsQueryDto) {
    return this.queries.execute(new GetFollowedInsightsQuery(user.userId, query.filter ?? 'frequency', pageOf(query)));
  }
}
