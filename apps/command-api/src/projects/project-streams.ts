import {
  documentDecider,
  DomainError,
  type ProjectCommand,
  type ProjectEvent,
  projectErrors,
  projectDecider,
  type ProjectState,
  type SourceFacts,
  streams,
} from '@app/domain';
import type { CommandContext, Decided } from '@app/infrastructure/event-store';
import { Injectable } from '@nestjs/common';
import { Accounts } from '../shared/accounts';

const documentNotFound = () => new DomainError('DOCUMENT_NOT_FOUND', 'not_found', 'No such document.');

/** What every project command needs: the caller's organisation, the project's stream, and the facts of the documents it adds. */
@Injectable()
export class ProjectStreams {
  constructor(readonly accounts: Accounts) {}

  async organisationOf(userId: string): Promise<string> {
    return (await this.accounts.membership(userId)).organisationId;
  }

  decide(
    productId: string,
    command: ProjectCommand | ((state: ProjectState) => ProjectCommand),
    context: CommandContext,
  ): Promise<Decided<ProjectState, ProjectEvent>> {
    return this.accounts.repository.handle(projectDecider, streams.product(productId), command, context, (state) => state.organisationId);
  }

  /** The caller's project as its stream says it is now; another organisation's is not found. */
  async visibleProject(organisationId: string, productId: string): Promise<ProjectState> {
    const { state } = await this.accounts.repository.load(projectDecider, streams.product(productId));
    if (state.productId === null || state.organisationId !== organisationId) throw projectErrors.notFound();
    return state;
  }

  /**
   * Each document as its own stream says it is now: another organisation's or a deleted one is
   * not found, exactly as a missing one; `kind` narrows to one kind (the transcripts route).
   */
  async sourceFacts(organisationId: string, documentIds: readonly string[], kind?: SourceFacts['kind']): Promise<SourceFacts[]> {
    const facts: SourceFacts[] = [];
    for (const documentId of new Set(documentIds)) {
      const { state } = await this.accounts.repository.load(documentDecider, streams.document(documentId));
      const visible = state.documentId !== null && state.status !== 'deleted' && state.organisationId === organisationId;
      if (!visible || state.kind === null || (kind !== undefined && state.kind !== kind)) throw documentNotFound();
      facts.push({ documentId, kind: state.kind, ready: state.status === 'ready', surveyColumns: state.surveyColumns });
    }
    return facts;
  }

  /**
   * The documents' side of an addition the project accepted: each document records that it feeds
   * the project. Idempotent, so a request retried after a crash between the two completes it.
   */
  async markDocuments(organisationId: string, productId: string, documentIds: readonly string[], context: CommandContext): Promise<number> {
    let position = 0;
    for (const documentId of new Set(documentIds)) {
      const decided = await this.accounts.repository.handle(
        documentDecider,
        streams.document(documentId),
        { type: 'AddToProduct', organisationId, productId, addedBy: context.actorId!, now: context.now },
        context,
        () => organisationId,
      );
      position = Math.max(position, decided.position);
    }
    return position;
  }
}
