import { type CollectionCommand, collectionDecider, insightDecider, streams } from '@app/domain';
import { CommandResult } from '@app/infrastructure/http';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Accounts } from '../../shared/accounts';
import { commandContext } from '../../shared/command-context';
import type { CollectionInsightResponse } from './collection-insight.response';
import { CollectionInsightCommand } from './collection-insights.command';

/**
 * Adds an insight to a collection, or removes it; either again changes nothing. An insight is added
 * only as its own stream stands now (the caller's organisation, not deleted), read from the event
 * store rather than a read model that may lag.
 */
@CommandHandler(CollectionInsightCommand)
export class CollectionInsightsHandler implements ICommandHandler<CollectionInsightCommand> {
  constructor(private readonly accounts: Accounts) {}

  async execute({ userId, collectionId, insightId, add }: CollectionInsightCommand): Promise<CommandResult<CollectionInsightResponse>> {
    const { organisationId } = await this.accounts.membership(userId);
    const context = commandContext(userId);
    const { repository } = this.accounts;
    let command: CollectionCommand;
    if (add) {
      const { state: insight } = await repository.load(insightDecider, streams.insight(insightId));
      command = {
        type: 'AddInsightToCollection',
        organisationId,
        insight: { insightId, organisationId: insight.organisationId, deleted: insight.deleted },
        userId,
        now: context.now,
      };
    } else {
      command = { type: 'RemoveInsightFromCollection', organisationId, insightId, userId, now: context.now };
    }
    const { position, state } = await repository.handle(
      collectionDecider,
      streams.collection(collectionId),
      command,
      context,
      (current) => current.organisationId,
    );
    return new CommandResult(position, {
      collection_id: collectionId,
      recommendation_id: insightId,
      in_collection: state.insightIds.includes(insightId),
      recommendation_count: state.insightIds.length,
    });
  }
}
