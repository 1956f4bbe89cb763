import { assertStrongPassword, userErrors } from '@app/domain';
import { CommandResult } from '@app/infrastructure/http';
import { readSecretToken } from '@app/infrastructure/security';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Accounts } from '../../shared/accounts';
import { commandContext } from '../../shared/command-context';
import { ResetPasswordCommand } from './reset-password.command';

/** Sets the new password; every reset link and every session of the account ends with it. */
@CommandHandler(ResetPasswordCommand)
export class ResetPasswordHandler implements ICommandHandler<ResetPasswordCommand> {
  constructor(private readonly accounts: Accounts) {}

  async execute({ token, password }: ResetPasswordCommand): Promise<CommandResult<{ message: string }>> {
    assertStrongPassword(password);
    const presented = readSecretToken(token, 1);
    if (!presented) throw userErrors.invalidResetLink();
    const [userId] = presented.owners;
    const context = commandContext(userId);
    const user = await this.accounts.loadUser(userId);
    if (!user.state.exists) throw userErrors.invalidResetLink();
    const passwordHash = await this.accounts.infrastructure.passwords.hash(password);
    const decided = await this.accounts.decideForUser(
      userId,
      { type: 'ResetPassword', tokenHash: presented.tokenHash, passwordHash, now: context.now },
      context,
    );
    return new CommandResult(decided.position, { message: 'Password reset successfully!' });
  }
}
