import { DomainError, WRITEUP_KINDS } from '@app/domain';
import { CommandResult } from '@app/infrastructure/http';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ProjectStreams } from '../projects/project-streams';
import { commandContext } from '../shared/command-context';
import { AutoBuildCommand, EditWriteupCommand, RequestWriteupCommand } from './writeup.commands';
import type { AutoBuildResponse, WriteupEditedResponse, WriteupRequestedResponse } from './writeup.responses';
import { briefFromProject, WriteupStreams } from './writeup-streams';

const notAnalysed = () =>
  new DomainError('PROJECT_NOT_ANALYSED', 'conflict', 'Analyse this project first: auto-build drafts its documents from its insights.');

@CommandHandler(RequestWriteupCommand)
export class RequestWriteupHandler implements ICommandHandler<RequestWriteupCommand> {
  constructor(
    private readonly projects: ProjectStreams,
    private readonly writeups: WriteupStreams,
  ) {}

  async execute(command: RequestWriteupCommand): Promise<CommandResult<WriteupRequestedResponse>> {
    const { userId, productId, kind, prompt, brief, insightIds } = command;
    const project = await this.projects.visibleProject(await this.projects.organisationOf(userId), productId);
    const decided = await this.writeups.request(project, { kind, prompt, brief, insightIds }, commandContext(userId));
    return new CommandResult(decided.position, { product_id: productId, kind, job_id: decided.state.pendingJobId! });
  }
}

/**
 * Auto-build: all three documents from the project's top insights, each its own generation. A
 * document already being generated is left to finish; the research brief uses the answers given
 * before, or the project's own goal, audience and time.
 */
@CommandHandler(AutoBuildCommand)
export class AutoBuildHandler implements ICommandHandler<AutoBuildCommand> {
  constructor(
    private readonly projects: ProjectStreams,
    private readonly writeups: WriteupStreams,
  ) {}

  async execute({ userId, productId }: AutoBuildCommand): Promise<CommandResult<AutoBuildResponse>> {
    const project = await this.projects.visibleProject(await this.projects.organisationOf(userId), productId);
    if (project.currentInsightIds.length === 0) throw notAnalysed();
    const context = commandContext(userId);
    const requested: WriteupRequestedResponse[] = [];
    let position = 0;
    for (const kind of WRITEUP_KINDS) {
      const existing = await this.writeups.load(productId, kind);
      if (existing.pendingJobId !== null) continue;
      const brief = kind === 'research_plan' && existing.brief === null ? briefFromProject(project) : null;
      const decided = await this.writeups.request(project, { kind, prompt: null, brief, insightIds: null, trigger: 'auto_build' }, context);
      position = Math.max(position, decided.position);
      requested.push({ product_id: productId, kind, job_id: decided.state.pendingJobId! });
    }
    return new CommandResult(position, { product_id: productId, writeups: requested });
  }
}

@CommandHandler(EditWriteupCommand)
export class EditWriteupHandler implements ICommandHandler<EditWriteupCommand> {
  constructor(
    private readonly projects: ProjectStreams,
    private readonly writeups: WriteupStreams,
  ) {}

  async execute(command: EditWriteupCommand): Promise<CommandResult<WriteupEditedResponse>> {
    const { userId, productId, kind, title, sections, expectedVersion } = command;
    const organisationId = await this.projects.organisationOf(userId);
    await this.projects.visibleProject(organisationId, productId);
    const context = commandContext(userId);
    const decided = await this.writeups.decide(
      productId,
      kind,
      { type: 'EditWriteup', organisationId, title, sections, expectedVersion, editedBy: userId, now: context.now },
      context,
    );
    return new CommandResult(decided.position, { product_id: productId, kind, version: decided.state.version });
  }
}
