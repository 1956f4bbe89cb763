import { insightDecider, insightErrors, streams } from '@app/domain';
import { CommandResult } from '@app/infrastructure/http';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Accounts } from '../../shared/accounts';
import { commandContext } from '../../shared/command-context';
import { expectedInsight } from '../shared/if-match';
import type { SnippetRemovedResponse } from './remove-snippet.dto';
import { readSnippetEvidence } from './snippet-evidence';

export class RemoveSnippetCommand {
  constructor(
    readonly userId: string,
    readonly insightId: string,
    readonly snippetId: string,
    readonly reason: string,
    readonly ifMatch?: number,
  ) {}
}

/**
 * Takes a snippet out of an insight's evidence, with a reason: the member list and the snippet's
 * document are read first (the decider does no I/O), then the removal is decided on the insight's
 * stream, which recomputes the content from them.
 */
@CommandHandler(RemoveSnippetCommand)
export class RemoveSnippetHandler implements ICommandHandler<RemoveSnippetCommand> {
  constructor(private readonly accounts: Accounts) {}

  async execute({ userId, insightId, snippetId, reason, ifMatch }: RemoveSnippetCommand): Promise<CommandResult<SnippetRemovedResponse>> {
    const { organisationId } = await this.accounts.membership(userId);
    const stream = streams.insight(insightId);
    const { state } = await this.accounts.repository.load(insightDecider, stream);
    // Another organisation's insight reads nothing of it, not even its member list.
    if (state.insightId === null || state.deleted || state.organisationId !== organisationId) throw insightErrors.notFound();
    const read = await readSnippetEvidence(this.accounts.infrastructure, state, snippetId);
    if (read === null) throw insightErrors.snippetNotFound();
    const context = commandContext(userId);
    const decided = await this.accounts.repository.handle(
      insightDecider,
      stream,
      { type: 'RemoveInsightSnippet', organisationId, userId, snippetId, reason, ...read, now: context.now },
      context,
      (current) => current.organisationId,
      expectedInsight(ifMatch),
    );
    return new CommandResult(decided.position, {
      recommendation_id: insightId,
      snippet_id: snippetId,
      snippet_count: decided.state.content?.snippetCount ?? 0,
    });
  }
}
