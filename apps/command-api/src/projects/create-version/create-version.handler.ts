import { CommandResult } from '@app/infrastructure/http';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { commandContext } from '../../shared/command-context';
import { requestAnalysis } from '../analysis/request-analysis';
import { versionSettings } from '../project-fields';
import { ProjectStreams } from '../project-streams';
import type { CreateVersionDto } from './create-version.dto';
import type { ProjectVersionCreatedResponse } from './version-created.response';

export class CreateVersionCommand {
  constructor(
    readonly userId: string,
    readonly body: CreateVersionDto,
  ) {}
}

/** A refinement: a new version with its prompt, keywords and dates, analysed at once. */
@CommandHandler(CreateVersionCommand)
export class CreateVersionHandler implements ICommandHandler<CreateVersionCommand> {
  constructor(private readonly projects: ProjectStreams) {}

  async execute({ userId, body }: CreateVersionCommand): Promise<CommandResult<ProjectVersionCreatedResponse>> {
    const organisationId = await this.projects.organisationOf(userId);
    const productId = body.product_id.toLowerCase();
    const context = commandContext(userId);
    const created = await this.projects.decide(
      productId,
      {
        type: 'CreateVersion',
        organisationId,
        createdBy: userId,
        now: context.now,
        ...versionSettings(body, body.refinement_prompt ?? ''),
      },
      context,
    );
    const analysis = await requestAnalysis(this.projects, organisationId, productId, context);
    return new CommandResult(Math.max(created.position, analysis.position), {
      product_id: productId,
      version: created.state.versions.length,
      job_id: analysis.jobId,
    });
  }
}
