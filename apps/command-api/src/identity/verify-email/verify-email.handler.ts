import { userErrors } from '@app/domain';
import { CommandResult } from '@app/infrastructure/http';
import { readSecretToken } from '@app/infrastructure/security';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Accounts } from '../../shared/accounts';
import { commandContext } from '../../shared/command-context';
import { organisationToJoin } from '../../shared/organisation-to-join';
import { VerifyEmailCommand } from './verify-email.command';

/**
 * Confirms the address. Only now, with the address proven, does an invitation make the person a
 * member; an organisation owning the email's domain waits for the person to confirm joining it.
 */
@CommandHandler(VerifyEmailCommand)
export class VerifyEmailHandler implements ICommandHandler<VerifyEmailCommand> {
  constructor(private readonly accounts: Accounts) {}

  async execute({ token }: VerifyEmailCommand): Promise<CommandResult<{ email_verified: true }>> {
    const presented = readSecretToken(token, 1);
    if (!presented) throw userErrors.invalidVerificationLink();
    const [userId] = presented.owners;
    const user = await this.accounts.loadUser(userId);
    if (!user.state.exists) throw userErrors.invalidVerificationLink();
    const context = commandContext(userId);
    const organisation = user.state.organisationId ? null : await organisationToJoin(this.accounts, user.state.email!, context.now);
    const decided = await this.accounts.decideForUser(
      userId,
      { type: 'VerifyEmail', tokenHash: presented.tokenHash, now: context.now, organisationToJoin: organisation },
      context,
    );
    return new CommandResult(decided.position, { email_verified: true });
  }
}
