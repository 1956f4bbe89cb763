import { Module } from '@nestjs/common';
import { ProjectQueriesModule } from '../projects/project-queries.module';
import { QueriesSharedModule } from '../shared/queries-shared.module';
import { CommentReads } from './comment-reads';
import { CommentsQueryController } from './comments.controller';
import { GetCommentsHandler } from './get-comments.handler';
import { GetMentionableMembersHandler } from './get-mentionable-members.handler';
import { GetMentionsHandler } from './get-mentions.handler';
import { GetNotificationsHandler } from './get-notifications.handler';

/** Insights' comments, a member's mentions and notifications, and whom a comment may mention. */
@Module({
  imports: [ProjectQueriesModule, QueriesSharedModule],
  controllers: [CommentsQueryController],
  providers: [CommentReads, GetCommentsHandler, GetMentionsHandler, GetNotificationsHandler, GetMentionableMembersHandler],
})
export class CommentQueriesModule {}
