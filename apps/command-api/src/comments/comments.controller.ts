import { AccessTokenGuard, type Authenticated, CurrentUser, IdParamPipe } from '@app/infrastructure/http';
import { Body, Controller, Delete, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ApiCommandAnswer } from '../shared/command-answer';
import { DeleteCommentCommand, MarkNotificationsReadCommand, PostCommentCommand } from './comment.commands';
import { MarkNotificationsReadDto, PostCommentDto } from './comment.dto';
import { CommentDeletedResponse, CommentPostedResponse, NotificationsReadResponse } from './comment.responses';
import type { DeleteCommentHandler } from './delete-comment.handler';
import type { MarkNotificationsReadHandler } from './mark-notifications-read.handler';
import type { PostCommentHandler } from './post-comment.handler';

@ApiTags('comments')
@ApiBearerAuth()
@Controller()
export class CommentsController {
  constructor(private readonly commands: CommandBus) {}

  @Post('recommendations/api/recommendations/:id/comments')
  @HttpCode(201)
  @UseGuards(AccessTokenGuard)
  @ApiParam({ name: 'id', format: 'uuid', description: 'the insight; anything not one of the caller’s is 404' })
  @ApiOperation({ summary: 'Comment on an insight: a new chain, or a reply in one (comment_chain_id); mentions notify members' })
  @ApiCommandAnswer<PostCommentHandler>(201, CommentPostedResponse)
  post(@CurrentUser() user: Authenticated, @Param('id', IdParamPipe) id: string, @Body() body: PostCommentDto) {
    return this.commands.execute(new PostCommentCommand(user.userId, id, body.text, body.comment_chain_id ?? null, body.mentions ?? []));
  }

  @Delete('recommendations/api/recommendation-comments/:commentId')
  @UseGuards(AccessTokenGuard)
  @ApiParam({ name: 'commentId', format: 'uuid' })
  @ApiOperation({ summary: 'Delete a comment (its author or an Admin); a chain left empty disappears' })
  @ApiCommandAnswer<DeleteCommentHandler>(200, CommentDeletedResponse)
  delete(@CurrentUser() user: Authenticated, @Param('commentId', IdParamPipe) commentId: string) {
    return this.commands.execute(new DeleteCommentCommand(user.userId, commentId));
  }

  @Post('notifications/read')
  @HttpCode(200)
  @UseGuards(AccessTokenGuard)
  @ApiOperation({ summary: 'Mark your notifications read: those named, or every one so far' })
  @ApiCommandAnswer<MarkNotificationsReadHandler>(200, NotificationsReadResponse)
  markRead(@CurrentUser() user: Authenticated, @Body() body: MarkNotificationsReadDto) {
    return this.commands.execute(new MarkNotificationsReadCommand(user.userId, body.notification_ids ?? null));
  }
}
