import type { CreateProjectDto } from './create-project.dto';

export class CreateProjectCommand {
  constructor(
    readonly userId: string,
    readonly body: CreateProjectDto,
    readonly idempotencyKey?: string,
  ) {}
}
