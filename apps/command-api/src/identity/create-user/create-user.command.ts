import type { CreateUserDto } from './create-user.dto';

export class CreateUserCommand {
  constructor(
    readonly body: CreateUserDto,
    readonly clientAddress: string,
  ) {}
}
