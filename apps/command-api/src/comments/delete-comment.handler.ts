import { commentErrors, insightCommentsDecider, insightDecider, streams } from '@app/domain';
import type { Infrastructure } from '@app/infrastructure';
import { logHead } from '@app/infrastructure/event-store';
import { CommandResult, INFRASTRUCTURE } from '@app/infrastructure/http';
import { projectionProcessorId, type ReadDocument } from '@app/infrastructure/read-store';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Accounts } from '../shared/accounts';
import { commandContext } from '../shared/command-context';
import { DeleteCommentCommand } from './comment.commands';
import type { CommentDeletedResponse } from './comment.responses';

/** Longest a delete waits for the comments read model to know a comment posted a moment ago. */
const LOOKUP_WAIT_MS = 3000;

/**
 * Deletes a comment (its author, or an Admin of its organisation). The path names only the
 * comment, so its insight (and so its stream) is looked up in the comments read model; the
 * decision itself is taken on the stream, which is the truth.
 */
@CommandHandler(DeleteCommentCommand)
export class DeleteCommentHandler implements ICommandHandler<DeleteCommentCommand> {
  constructor(
    private readonly accounts: Accounts,
    @Inject(INFRASTRUCTURE) private readonly infrastructure: Infrastructure,
  ) {}

  async execute({ userId, commentId }: DeleteCommentCommand): Promise<CommandResult<CommentDeletedResponse>> {
    const { organisationId, memberRole } = await this.accounts.membership(userId);
    const insightId = await this.insightOf(organisationId, commentId);
    // A deleted insight's discussion is gone with it: its comments are not found either.
    const { state: insight } = await this.accounts.repository.load(insightDecider, streams.insight(insightId));
    if (insight.deleted || insight.organisationId !== organisationId) throw commentErrors.notFound();
    const context = commandContext(userId);
    const decided = await this.accounts.repository.handle(
      insightCommentsDecider,
      streams.insightComments(insightId),
      { type: 'DeleteInsightComment', commentId, organisationId, userId, isAdmin: memberRole === 'Admin', now: context.now },
      context,
      (state) => state.organisationId,
    );
    const [deleted] = decided.events;
    if (deleted?.type !== 'InsightCommentDeleted') throw commentErrors.notFound();
    return new CommandResult(decided.position, {
      recommendation_comment_id: commentId,
      recommendation_id: insightId,
      comment_chain_id: deleted.data.chainId,
      chain_removed: deleted.data.chainEmptied,
    });
  }

  /** The insight a comment of the organisation is on; a comment just posted may need the read model to catch up first. */
  private async insightOf(organisationId: string, commentId: string): Promise<string> {
    const find = async () =>
      (
        await this.infrastructure.readStore.find<ReadDocument & { insight_id: string }>(
          'insight_comments',
          { organisation_id: organisationId, comment_ids: { contains: commentId } },
          { limit: 1 },
        )
      )[0]?.insight_id;
    const found = await find();
    if (found) return found;
    const head = await logHead(this.infrastructure.eventStore);
    await this.infrastructure.progress.waitFor(head, LOOKUP_WAIT_MS, [projectionProcessorId('insight_comments')]);
    const caughtUp = await find();
    if (!caughtUp) throw commentErrors.notFound();
    return caughtUp;
  }
}
