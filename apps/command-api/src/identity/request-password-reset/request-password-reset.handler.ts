import { normaliseEmail } from '@app/domain';
import { emailKey } from '@app/infrastructure/security';
import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Accounts } from '../../shared/accounts';
import { addHours, commandContext } from '../../shared/command-context';
import { RequestPasswordResetCommand } from './request-password-reset.command';

export const RESET_LINK_HOURS = 1;
export const RESET_SENT_MESSAGE = 'Password reset email sent successfully!';

/**
 * The same answer, the same headers, the same limit and the same time whether or not an account
 * has the email, so the form cannot be used to find out who has an account: the answer is given
 * once the request is counted, and the look-up and the event happen after it (a failure there is
 * logged; the person can ask again). The identity mail reactor mails the link from the event. A
 * shutdown waits for the events of requests already answered, so none is lost.
 */
@CommandHandler(RequestPasswordResetCommand)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordResetCommand>, OnApplicationShutdown {
  private readonly logger = new Logger('PasswordReset');
  private readonly inFlight = new Set<Promise<void>>();

  constructor(private readonly accounts: Accounts) {}

  async execute({ email }: RequestPasswordResetCommand): Promise<{ message: string }> {
    const normalised = normaliseEmail(email);
    await this.accounts.infrastructure.rateLimiter.consume('passwordReset', emailKey(normalised));
    const work = this.recordResetRequest(normalised).catch((error: unknown) =>
      this.logger.error(
        `${new Date().toISOString()} reset request for account ${emailKey(normalised)} not recorded: ${error instanceof Error ? error.stack : String(error)}`,
      ),
    );
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work));
    return { message: RESET_SENT_MESSAGE };
  }

  /** Requests already answered are still recorded: the stores close after this. */
  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.inFlight);
  }

  private async recordResetRequest(email: string): Promise<void> {
    const userId = await this.accounts.userIdForEmail(email);
    if (!userId) return;
    const context = commandContext(userId);
    const reset = this.accounts.infrastructure.linkSecrets.newRequest();
    await this.accounts.decideForUser(
      userId,
      { type: 'RequestPasswordReset', reset: { ...reset, expiresAt: addHours(context.now, RESET_LINK_HOURS) }, now: context.now },
      context,
    );
  }
}
