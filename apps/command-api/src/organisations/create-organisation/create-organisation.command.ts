import type { CreateOrganisationDto } from './create-organisation.dto';

export class CreateOrganisationCommand {
  constructor(
    readonly userId: string,
    readonly body: CreateOrganisationDto,
  ) {}
}
