import { AccessTokenGuard, type Authenticated, CurrentUser, IdParamPipe, ReadsFrom } from '@app/infrastructure/http';
import { Controller, Get, Param, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { pageOf, PageQueryDto } from '../documents/page-query.dto';
import { GetCommentsQuery, GetMentionableMembersQuery, GetMentionsQuery, GetNotificationsQuery } from './comment-queries';
import { InsightCommentsResponse, MentionableMemberResponse, MentionsPageResponse, NotificationsPageResponse } from './comment.responses';

@ApiTags('comments')
@ApiBearerAuth()
@Controller()
export class CommentsQueryController {
  constructor(private readonly queries: QueryBus) {}

  @Get('recommendations/api/recommendations/:id/comments')
  @ReadsFrom('users', 'insights', 'insight_comments')
  @UseGuards(AccessTokenGuard)
  @ApiParam({ name: 'id', format: 'uuid', description: 'the insight; anything not one of the caller’s is 404' })
  @ApiOperation({ summary: "An insight's comment chains, sorted by start, each oldest first" })
  @ApiOkResponse({ type: InsightCommentsResponse })
  comments(@CurrentUser() user: Authenticated, @Param('id', IdParamPipe) id: string) {
    return this.queries.execute(new GetCommentsQuery(user.userId, id));
  }

  @Get('comments/mentions')
  @ReadsFrom('users', 'insights', 'insight_comments')
  @UseGuards(AccessTokenGuard)
  @ApiOperation({ summary: 'The comments that mention you, newest first, paged' })
  @ApiOkResponse({ type: MentionsPageResponse })
  mentions(@CurrentUser() user: Authenticated, @Query() query: PageQueryDto) {
    return this.queries.execute(new GetMentionsQuery(user.userId, pageOf(query)));
  }

  @Get('comments/members')
  @ReadsFrom('users')
  @UseGuards(AccessTokenGuard)
  @ApiOperation({ summary: 'The members of your organisation a comment may mention' })
  @ApiOkResponse({ type: [MentionableMemberResponse] })
  members(@CurrentUser() user: Authenticated) {
    return this.queries.execute(new GetMentionableMembersQuery(user.userId));
  }

  @Get('notifications')
  @ReadsFrom('users', 'insights', 'insight_notifications', 'notification_reads')
  @UseGuards(AccessTokenGuard)
  @ApiOperation({ summary: 'Your notifications (insights you follow, comments that mention you), newest first, with the unread count' })
  @ApiOkResponse({ type: NotificationsPageResponse })
  notifications(@CurrentUser() user: Authenticated, @Query() query: PageQueryDto) {
    return this.queries.execute(new GetNotificationsQuery(user.userId, pageOf(query)));
  }
}
