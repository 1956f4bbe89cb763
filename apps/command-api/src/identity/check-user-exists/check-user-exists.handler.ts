import { DomainError } from '@app/domain';
import { CommandResult } from '@app/infrastructure/http';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Accounts } from '../../shared/accounts';
import { CheckUserExistsCommand } from './check-user-exists.command';

/**
 * SPEC 7: POST /user/login answers 404 when no account has the email and 200 when one does. It
 * reads the event store (the email claim), so it is exact; it is rate limited per address.
 */
@CommandHandler(CheckUserExistsCommand)
export class CheckUserExistsHandler implements ICommandHandler<CheckUserExistsCommand> {
  constructor(private readonly accounts: Accounts) {}

  async execute({ email, clientAddress }: CheckUserExistsCommand): Promise<CommandResult<{ exists: true }>> {
    await this.accounts.infrastructure.rateLimiter.consume('emailCheck', clientAddress);
    if (!(await this.accounts.userIdForEmail(email))) throw new DomainError('USER_NOT_FOUND', 'not_found', 'No account uses this email.');
    return new CommandResult(0, { exists: true });
  }
}
