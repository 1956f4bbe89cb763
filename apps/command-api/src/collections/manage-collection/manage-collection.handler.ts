import { collectionDecider, collectionName, collectionNameKey, type CollectionState, streams } from '@app/domain';
import type { CommandContext, Decided } from '@app/infrastructure/event-store';
import { CommandResult } from '@app/infrastructure/http';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import type { CollectionEvent, CollectionCommand } from '@app/domain';
import { Accounts } from '../../shared/accounts';
import { commandContext } from '../../shared/command-context';
import { CollectionNames } from '../collection-names';
import type { CollectionCommandResponse } from './collection.response';
import { ManageCollectionCommand } from './manage-collection.command';

/**
 * Create, rename, delete: any member of the organisation may do each (collections are the team's).
 * A name is checked before it is claimed, and claimed before the collection takes it, so a refused
 * request stores nothing and two collections never share a name.
 */
@CommandHandler(ManageCollectionCommand)
export class ManageCollectionHandler implements ICommandHandler<ManageCollectionCommand> {
  constructor(
    private readonly accounts: Accounts,
    private readonly names: CollectionNames,
  ) {}

  async execute({ userId, action }: ManageCollectionCommand): Promise<CommandResult<CollectionCommandResponse>> {
    const { organisationId } = await this.accounts.membership(userId);
    const context = commandContext(userId);
    const now = context.now;
    let decided: Decided<CollectionState, CollectionEvent>;
    switch (action.type) {
      case 'CreateCollection': {
        const name = collectionName(action.name);
        const collectionId = randomUUID();
        await this.names.claim(organisationId, name, collectionId, context);
        decided = await this.decide(collectionId, { type: 'CreateCollection', collectionId, organisationId, name, userId, now }, context);
        break;
      }
      case 'RenameCollection': {
        const { collectionId } = action;
        const { state } = await this.accounts.repository.load(collectionDecider, streams.collection(collectionId));
        // Refusals first (not found, a bad name), so nothing is claimed for a command that fails.
        collectionDecider.decide({ type: 'RenameCollection', organisationId, name: action.name, userId, now }, state);
        const name = collectionName(action.name);
        const sameKey = collectionNameKey(name) === collectionNameKey(state.name);
        if (!sameKey) await this.names.claim(organisationId, name, collectionId, context);
        decided = await this.decide(collectionId, { type: 'RenameCollection', organisationId, name, userId, now }, context);
        if (!sameKey && decided.events.length > 0) await this.names.release(organisationId, state.name, collectionId, context);
        break;
      }
      case 'DeleteCollection': {
        decided = await this.decide(action.collectionId, { type: 'DeleteCollection', organisationId, userId, now }, context);
        await this.names.release(organisationId, decided.state.name, action.collectionId, context);
        break;
      }
    }
    const { state } = decided;
    return new CommandResult(decided.position, {
      collection_id: state.collectionId!,
      name: state.name,
      recommendation_count: state.insightIds.length,
      is_deleted: state.deleted,
    });
  }

  private decide(collectionId: string, command: CollectionCommand, context: CommandContext) {
    return this.accounts.repository.handle(
      collectionDecider,
      streams.collection(collectionId),
      command,
      context,
      (state) => state.organisationId,
    );
  }
}
