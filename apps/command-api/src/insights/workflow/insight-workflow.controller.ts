import { AccessTokenGuard, type Authenticated, CurrentUser, IdParamPipe } from '@app/infrastructure/http';
import { Body, Controller, Delete, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ApiCommandAnswer } from '../../shared/command-answer';
import { ApiIfMatch, IfMatchRevision } from '../shared/if-match';
import { DismissFromSearchDto, DismissInsightDto } from './dismiss-insight.dto';
import { type InsightWorkflowAction, InsightWorkflowCommand } from './insight-workflow.command';
import type { InsightWorkflowHandler } from './insight-workflow.handler';
import { InsightWorkflowResponse } from './insight-workflow.response';

const INSIGHT_PARAM = { name: 'id', format: 'uuid', description: 'the insight; anything not one of the caller’s is 404' } as const;

@ApiTags('recommendations')
@ApiBearerAuth()
@Controller('recommendations')
export class InsightWorkflowController {
  constructor(private readonly commands: CommandBus) {}

  private act(user: Authenticated, insightId: string, action: InsightWorkflowAction, ifMatch?: number) {
    return this.commands.execute(new InsightWorkflowCommand(user.userId, insightId, action, ifMatch));
  }

  @Post(':id/save')
  @HttpCode(200)
  @UseGuards(AccessTokenGuard)
  @ApiParam(INSIGHT_PARAM)
  @ApiOperation({ summary: 'Save an insight (for yourself); saving it again changes nothing' })
  @ApiCommandAnswer<InsightWorkflowHandler>(200, InsightWorkflowResponse)
  save(@CurrentUser() user: Authenticated, @Param('id', IdParamPipe) id: string) {
    return this.act(user, id, { type: 'SaveInsight' });
  }

  @Delete(':id/save')
  @UseGuards(AccessTokenGuard)
  @ApiParam(INSIGHT_PARAM)
  @ApiOperation({ summary: 'Unsave an insight' })
  @ApiCommandAnswer<InsightWorkflowHandler>(200, InsightWorkflowResponse)
  unsave(@CurrentUser() user: Authenticated, @Param('id', IdParamPipe) id: string) {
    return this.act(user, id, { type: 'UnsaveInsight' });
  }

  @Post(':id/follow')
  @HttpCode(200)
  @UseGuards(AccessTokenGuard)
  @ApiParam(INSIGHT_PARAM)
  @ApiOperation({ summary: 'Follow an insight: hear of its new evidence, comments and status changes' })
  @ApiCommandAnswer<InsightWorkflowHandler>(200, InsightWorkflowResponse)
  follow(@CurrentUser() user: Authenticated, @Param('id', IdParamPipe) id: string) {
    return this.act(user, id, { type: 'FollowInsight' });
  }

  @Delete(':id/follow')
  @UseGuards(AccessTokenGuard)
  @ApiParam(INSIGHT_PARAM)
  @ApiOperation({ summary: 'Stop following an insight' })
  @ApiCommandAnswer<InsightWorkflowHandler>(200, InsightWorkflowResponse)
  unfollow(@CurrentUser() user: Authenticated, @Param('id', IdParamPipe) id: string) {
    return this.act(user, id, { type: 'UnfollowInsight' });
  }

  @Post('remove')
  @HttpCode(200)
  @UseGuards(AccessTokenGuard)
  @ApiOperation({ summary: 'Dismiss an insight with a reason: it leaves the ranked list and is kept with its reason' })
  @ApiCommandAnswer<InsightWorkflowHandler>(200, InsightWorkflowResponse)
  @ApiIfMatch()
  dismiss(@CurrentUser() user: Authenticated, @Body() body: DismissInsightDto, @IfMatchRevision() ifMatch?: number) {
    return this.act(
      user,
      body.recommendation_id.toLowerCase(),
      { type: 'DismissInsight', reason: body.reason, searchQuery: null },
      ifMatch,
    );
  }

  @Post('search/dismiss')
  @HttpCode(200)
  @UseGuards(AccessTokenGuard)
  @ApiOperation({ summary: "Dismiss an insight from a search's results, with a reason" })
  @ApiCommandAnswer<InsightWorkflowHandler>(200, InsightWorkflowResponse)
  @ApiIfMatch()
  dismissFromSearch(@CurrentUser() user: Authenticated, @Body() body: DismissFromSearchDto, @IfMatchRevision() ifMatch?: number) {
    return this.act(
      user,
      body.recommendation_id.toLowerCase(),
      { type: 'DismissInsight', reason: body.reason, searchQuery: body.search_query },
      ifMatch,
    );
  }

  @Delete(':id')
  @UseGuards(AccessTokenGuard)
  @ApiParam(INSIGHT_PARAM)
  @ApiOperation({ summary: 'Delete an insight: gone from every list, kept in the log and the changelog' })
  @ApiCommandAnswer<InsightWorkflowHandler>(200, InsightWorkflowResponse)
  @ApiIfMatch()
  delete(@CurrentUser() user: Authenticated, @Param('id', IdParamPipe) id: string, @IfMatchRevision() ifMatch?: number) {
    return this.act(user, id, { type: 'DeleteInsight' }, ifMatch);
  }
}
