import { CommandResult } from '@app/infrastructure/http';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { commandContext } from '../../shared/command-context';
import { fieldChanges } from '../project-fields';
import { ProjectStreams } from '../project-streams';
import type { UpdateProjectDto } from './update-project.dto';
import type { ProjectUpdatedResponse } from './project-updated.response';

export class UpdateProjectCommand {
  constructor(
    readonly userId: string,
    readonly productId: string,
    readonly body: UpdateProjectDto,
  ) {}
}

/** Edits a project's fields, and archives or unarchives it; fields left out keep their values. */
@CommandHandler(UpdateProjectCommand)
export class UpdateProjectHandler implements ICommandHandler<UpdateProjectCommand> {
  constructor(private readonly projects: ProjectStreams) {}

  async execute({ userId, productId, body }: UpdateProjectCommand): Promise<CommandResult<ProjectUpdatedResponse>> {
    const organisationId = await this.projects.organisationOf(userId);
    const context = commandContext(userId);
    const decided = await this.projects.decide(
      productId,
      { type: 'UpdateProject', organisationId, changes: fieldChanges(body), status: body.status, updatedBy: userId, now: context.now },
      context,
    );
    return new CommandResult(decided.position, {
      product_id: productId,
      status: decided.state.status === 'archived' ? 'Archived' : 'Live',
    });
  }
}
