import { insightDecider, streams } from '@app/domain';
import { CommandResult } from '@app/infrastructure/http';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Accounts } from '../../shared/accounts';
import { commandContext } from '../../shared/command-context';
import type { InsightWorkflowResponse } from './insight-workflow.response';
import { domainCommand, InsightWorkflowCommand } from './insight-workflow.command';
import { expectedInsight } from '../shared/if-match';

/**
 * Save, unsave, follow, unfollow, dismiss and delete: each an event on the insight's stream with
 * who and when. The caller's own marks are read back from the decided state, so a repeated
 * request (which records nothing) answers the same.
 */
@CommandHandler(InsightWorkflowCommand)
export class InsightWorkflowHandler implements ICommandHandler<InsightWorkflowCommand> {
  constructor(private readonly accounts: Accounts) {}

  async execute({ userId, insightId, action, ifMatch }: InsightWorkflowCommand): Promise<CommandResult<InsightWorkflowResponse>> {
    const { organisationId } = await this.accounts.membership(userId);
    const context = commandContext(userId);
    const { position, state } = await this.accounts.repository.handle(
      insightDecider,
      streams.insight(insightId),
      domainCommand(action, organisationId, userId, context.now),
      context,
      (current) => current.organisationId,
      expectedInsight(ifMatch),
    );
    return new CommandResult(position, {
      recommendation_id: insightId,
      is_saved: state.savedBy.includes(userId),
      is_followed: state.followers.includes(userId),
      is_dismissed: state.dismissal !== null,
      is_deleted: state.deleted,
    });
  }
}
