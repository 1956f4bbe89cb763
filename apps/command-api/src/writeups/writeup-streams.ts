import {
  type BriefInputs,
  insightErrors,
  NOT_SURE,
  type ProjectState,
  streams,
  type WriteupCommand,
  writeupDecider,
  type WriteupKind,
  type WriteupTrigger,
} from '@app/domain';
import type { CommandContext } from '@app/infrastructure/event-store';
import { Injectable } from '@nestjs/common';
import { ProjectStreams } from '../projects/project-streams';

export interface WriteupRequest {
  kind: WriteupKind;
  prompt: string | null;
  brief: BriefInputs | null;
  insightIds: string[] | null;
  /** Set by auto-build; otherwise worked out from the prompt and whether the document exists. */
  trigger?: WriteupTrigger;
}

/** What every document command needs: the caller's project, and the document's own stream. */
@Injectable()
export class WriteupStreams {
  constructor(readonly projects: ProjectStreams) {}

  decide(productId: string, kind: WriteupKind, command: WriteupCommand, context: CommandContext) {
    return this.projects.accounts.repository.handle(
      writeupDecider,
      streams.writeup(productId, kind),
      command,
      context,
      (state) => state.organisationId,
    );
  }

  async load(productId: string, kind: WriteupKind) {
    return (await this.projects.accounts.repository.load(writeupDecider, streams.writeup(productId, kind))).state;
  }

  /**
   * Asks for a generation: a refinement when the prompt has words, a refresh of a document that
   * exists asked for without new answers, else a generation. Chosen insights must be the project's own.
   */
  async request(project: ProjectState, request: WriteupRequest, context: CommandContext) {
    const productId = project.productId!;
    const organisationId = project.organisationId!;
    const known = new Set(project.insightIds);
    if (request.insightIds?.some((id) => !known.has(id))) throw insightErrors.notFound();
    const existing = await this.load(productId, request.kind);
    const prompt = request.prompt?.trim() ? request.prompt : null;
    // New answers (a brief asked for again) are a generation of their own, not a refresh of the old ones.
    const refresh = existing.version > 0 && request.brief === null;
    const trigger: WriteupTrigger = request.trigger ?? (prompt !== null ? 'refine' : refresh ? 'refresh' : 'generate');
    return this.decide(
      productId,
      request.kind,
      {
        type: 'RequestWriteup',
        productId,
        organisationId,
        kind: request.kind,
        trigger,
        prompt,
        brief: request.brief,
        insightIds: request.insightIds,
        requestedBy: context.actorId!,
        now: context.now,
      },
      context,
    );
  }
}

/**
 * The research brief's answers auto-build starts from when nobody has given any: the project's
 * own goal, audience and time, and Not sure for the method (the brief then proposes one from the data).
 */
export function briefFromProject(project: ProjectState): BriefInputs {
  const fields = project.fields!;
  return {
    goal: fields.goal || fields.objective || fields.description || fields.name,
    methodology: NOT_SURE,
    timeline: fields.timeAvailable,
    audience: fields.audience || fields.customerDescription,
  };
}
