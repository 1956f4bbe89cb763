import type { UpdateProfileDto } from './update-profile.dto';

export class UpdateProfileCommand {
  constructor(
    readonly userId: string,
    readonly changes: UpdateProfileDto,
  ) {}
}
