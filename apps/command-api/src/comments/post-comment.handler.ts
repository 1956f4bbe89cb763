import { randomUUID } from 'node:crypto';
import { insightCommentsDecider, insightDecider, insightErrors, streams } from '@app/domain';
import { CommandResult } from '@app/infrastructure/http';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Accounts } from '../shared/accounts';
import { commandContext } from '../shared/command-context';
import { PostCommentCommand } from './comment.commands';
import type { CommentPostedResponse } from './comment.responses';

/**
 * A comment on an insight the caller may see (one of their organisation's, not deleted; anything
 * else is 404): a new chain, or a reply in one. Who is mentioned is checked against the event
 * store (each user's own stream names their organisation), so only members can be mentioned.
 */
@CommandHandler(PostCommentCommand)
export class PostCommentHandler implements ICommandHandler<PostCommentCommand> {
  constructor(private readonly accounts: Accounts) {}

  async execute({ userId, insightId, text, chainId, mentions }: PostCommentCommand): Promise<CommandResult<CommentPostedResponse>> {
    const { organisationId } = await this.accounts.membership(userId);
    const { state: insight } = await this.accounts.repository.load(insightDecider, streams.insight(insightId));
    if (insight.insightId === null || insight.deleted || insight.organisationId !== organisationId) throw insightErrors.notFound();
    const mentioned = [...new Set(mentions.map((id) => id.toLowerCase()))];
    const context = commandContext(userId);
    const decided = await this.accounts.repository.handle(
      insightCommentsDecider,
      streams.insightComments(insightId),
      {
        type: 'PostInsightComment',
        commentId: randomUUID(),
        insightId,
        organisationId,
        productId: insight.productId!,
        chainId: chainId?.toLowerCase() ?? null,
        newChainId: randomUUID(),
        authorId: userId,
        text,
        mentions: mentioned,
        memberIds: await this.membersAmong(organisationId, mentioned),
        now: context.now,
      },
      context,
      (state) => state.organisationId,
    );
    const [posted] = decided.events;
    if (posted?.type !== 'InsightCommentPosted') throw new Error('A new comment id decided nothing');
    const { data } = posted;
    return new CommandResult(decided.position, {
      recommendation_comment_id: data.commentId,
      recommendation_id: data.insightId,
      comment_chain_id: data.chainId,
      start: data.start,
      comment_time: data.postedAt,
      text: data.text,
      mentions: data.mentions,
    });
  }

  /** Those of `userIds` who belong to the organisation now. */
  private async membersAmong(organisationId: string, userIds: string[]): Promise<string[]> {
    const users = await Promise.all(userIds.map((id) => this.accounts.loadUser(id)));
    return userIds.filter((_, index) => users[index].state.exists && users[index].state.organisationId === organisationId);
  }
}
