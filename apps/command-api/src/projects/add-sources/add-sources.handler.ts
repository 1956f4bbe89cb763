import type { DocumentKind } from '@app/domain';
import { CommandResult } from '@app/infrastructure/http';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { commandContext } from '../../shared/command-context';
import { ProjectStreams } from '../project-streams';
import type { ProjectSourcesAddedResponse } from './sources-added.response';

export class AddSourcesCommand {
  constructor(
    readonly userId: string,
    readonly productId: string,
    readonly documentIds: string[],
    /** The transcripts route takes transcripts only; another kind is not found there. */
    readonly kind?: DocumentKind,
  ) {}
}

/**
 * Adds Data Library documents (or transcripts) to a project: the project checks SPEC.md section
 * 5's rules over its whole set of sources and records the new ones, then each document records
 * that it feeds the project. The next analysis reads them.
 */
@CommandHandler(AddSourcesCommand)
export class AddSourcesHandler implements ICommandHandler<AddSourcesCommand> {
  constructor(private readonly projects: ProjectStreams) {}

  async execute({ userId, productId, documentIds, kind }: AddSourcesCommand): Promise<CommandResult<ProjectSourcesAddedResponse>> {
    const organisationId = await this.projects.organisationOf(userId);
    const context = commandContext(userId);
    // The project first, so a foreign project is 404 before any document is looked at.
    await this.projects.visibleProject(organisationId, productId);
    const sources = await this.projects.sourceFacts(organisationId, documentIds, kind);
    const decided = await this.projects.decide(
      productId,
      { type: 'AddSources', organisationId, sources, addedBy: userId, now: context.now },
      context,
    );
    const marked = await this.projects.markDocuments(organisationId, productId, documentIds, context);
    const added = decided.events.reduce(
      (total, event) => total + (event.type === 'ProjectSourcesAdded' ? event.data.sources.length : 0),
      0,
    );
    return new CommandResult(Math.max(decided.position, marked), { product_id: productId, added });
  }
}
