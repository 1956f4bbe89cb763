import { CommandResult } from '@app/infrastructure/http';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Accounts } from '../../shared/accounts';
import { addHours, commandContext } from '../../shared/command-context';
import { VERIFICATION_LINK_HOURS } from '../create-user/create-user.handler';
import { ResendVerificationCommand } from './resend-verification.command';

/** A fresh link replaces the previous one, which stops working; the identity mail reactor sends it. */
@CommandHandler(ResendVerificationCommand)
export class ResendVerificationHandler implements ICommandHandler<ResendVerificationCommand> {
  constructor(private readonly accounts: Accounts) {}

  async execute({ userId }: ResendVerificationCommand): Promise<CommandResult<{ message: string }>> {
    await this.accounts.infrastructure.rateLimiter.consume('verificationMail', userId);
    const context = commandContext(userId);
    const verification = this.accounts.infrastructure.linkSecrets.newRequest();
    const decided = await this.accounts.decideForUser(
      userId,
      {
        type: 'RequestEmailVerification',
        verification: { ...verification, expiresAt: addHours(context.now, VERIFICATION_LINK_HOURS) },
        now: context.now,
      },
      context,
    );
    return new CommandResult(decided.position, { message: 'Verification email sent.' });
  }
}
