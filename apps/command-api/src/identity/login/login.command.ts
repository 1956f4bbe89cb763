import type { LoginDto } from './login.dto';

export class LoginCommand {
  constructor(
    readonly body: LoginDto,
    readonly clientAddress: string,
  ) {}
}
