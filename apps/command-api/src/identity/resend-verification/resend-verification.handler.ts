import { mailTemplates } from '@app/infrastructure/mail/mail-templates';
import { CommandResult } from '@app/infrastructure/http/consistency';
import { issueSecret } from '@app/infrastructure/security/secret-tokens';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Accounts } from '../../shared/accounts';
import { addHours, commandContext } from '../../shared/command-context';
import { VERIFICATION_LINK_HOURS } from '../create-user/create-user.handler';
import { ResendVerificationCommand } from './resend-verification.command';

/** A fresh link replaces the previous one, which stops working. */
@CommandHandler(ResendVerificationCommand)
export class ResendVerificationHandler implements ICommandHandler<ResendVerificationCommand> {
  constructor(private readonly accounts: Accounts) {}

  async execute({ userId }: ResendVerificationCommand): Promise<CommandResult<{ message: string }>> {
    await this.accounts.infrastructure.rateLimiter.consume('verificationMail', userId);
    const context = commandContext(userId);
    const verification = issueSecret(userId);
    const decided = await this.accounts.decideForUser(userId, { type: 'RequestEmailVerification', verification: { tokenHash: verification.tokenHash, expiresAt: addHours(context.now, VERIFICATION_LINK_HOURS) }, now: context.now },
      context);
    const link = this.accounts.link(`/email-verification?token=${encodeURIComponent(verification.token)}`);
    await this.accounts.infrastructure.mailer.send(mailTemplates.verifyEmail(decided.state.email!, decided.state.firstName, link));
    return new CommandResult(decided.position, { message: 'Verification email sent.' });
  }
}
