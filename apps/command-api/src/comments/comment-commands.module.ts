import { Module } from '@nestjs/common';
import { CommandsSharedModule } from '../shared/commands-shared.module';
import { CommentsController } from './comments.controller';
import { DeleteCommentHandler } from './delete-comment.handler';
import { MarkNotificationsReadHandler } from './mark-notifications-read.handler';
import { PostCommentHandler } from './post-comment.handler';

/** Comments on insights, their mentions, and what people have read of their notifications. */
@Module({
  imports: [CommandsSharedModule],
  controllers: [CommentsController],
  providers: [PostCommentHandler, DeleteCommentHandler, MarkNotificationsReadHandler],
})
export class CommentCommandsModule {}
