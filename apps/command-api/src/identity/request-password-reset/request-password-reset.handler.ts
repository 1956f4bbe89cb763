import { normaliseEmail } from '@app/domain';
import { mailTemplates } from '@app/infrastructure/mail/mail-templates';
import { CommandResult } from '@app/infrastructure/http/consistency';
import { emailKey, issueSecret } from '@app/infrastructure/security/secret-tokens';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Accounts } from '../../shared/accounts';
import { addHours, commandContext } from '../../shared/command-context';
import { RequestPasswordResetCommand } from './request-password-reset.command';

export const RESET_LINK_HOURS = 1;
export const RESET_SENT_MESSAGE = 'Password reset email sent successfully!';

/**
 * The same answer, and the same limit, whether or not an account has the email, so the form
 * cannot be used to find out who has an account.
 */
@CommandHandler(RequestPasswordResetCommand)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordResetCommand> {
  constructor(private readonly accounts: Accounts) {}

  async execute({ email }: RequestPasswordResetCommand): Promise<CommandResult<{ message: string }>> {
    const normalised = normaliseEmail(email);
    await this.accounts.infrastructure.rateLimiter.consume('passwordReset', emailKey(normalised));
    const userId = await this.accounts.userIdForEmail(normalised);
    if (!userId) return new CommandResult(0, { message: RESET_SENT_MESSAGE });
    const context = commandContext(userId);
    const reset = issueSecret(userId);
    const decided = await this.accounts.decideForUser(userId, { type: 'RequestPasswordReset', reset: { tokenHash: reset.tokenHash, expiresAt: addHours(context.now, RESET_LINK_HOURS) }, now: context.now },
      context);
    const link = this.accounts.link(`/reset-password?token=${encodeURIComponent(reset.token)}`);
    await this.accounts.infrastructure.mailer.send(mailTemplates.resetPassword(normalised, link));
    return new CommandResult(decided.position, { message: RESET_SENT_MESSAGE });
  }
}
