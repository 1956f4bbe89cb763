import { assertStrongPassword, claimDecider, DomainError, normaliseEmail } from '@app/domain';
import { CommandResult } from '@app/infrastructure/http';
import { logHead } from '@app/infrastructure/event-store';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { Accounts } from '../../shared/accounts';
import { addHours, commandContext } from '../../shared/command-context';
import { CreateUserCommand } from './create-user.command';

export const VERIFICATION_LINK_HOURS = 1;

@CommandHandler(CreateUserCommand)
export class CreateUserHandler implements ICommandHandler<CreateUserCommand> {
  constructor(private readonly accounts: Accounts) {}

  async execute({ body, clientAddress }: CreateUserCommand): Promise<CommandResult<{ user_id: string }>> {
    const { rateLimiter, passwords, linkSecrets } = this.accounts.infrastructure;
    await rateLimiter.consume('signup', clientAddress);
    assertStrongPassword(body.password);
    // Before the email is claimed: when the hashing queue is full (503), nothing is half-written.
    const passwordHash = await passwords.hash(body.password);
    const email = normaliseEmail(body.email);
    const userId = randomUUID();
    const context = commandContext(userId);

    // The email is claimed first so two sign-ups with one address cannot both succeed. A claim
    // whose account was never written (a crash in between) may be taken over.
    const emailStream = this.accounts.emailStream(email);
    const previous = await this.accounts.repository.load(claimDecider, emailStream);
    const previousOwner = previous.state.ownerId;
    if (previousOwner && (await this.accounts.loadUser(previousOwner)).state.exists) return this.answerForTakenEmail(email);
    try {
      await this.accounts.repository.handle(
        claimDecider,
        emailStream,
        { type: 'Claim', ownerId: userId, now: context.now, takeOverFrom: previousOwner ?? undefined },
        context,
        () => null,
      );
    } catch (error) {
      if (error instanceof DomainError && error.code === 'CLAIM_TAKEN') return this.answerForTakenEmail(email);
      throw error;
    }

    // The mail reactor sends the link; the command stores only its request id and its hash.
    const verification = linkSecrets.newRequest();
    const registered = await this.accounts.decideForUser(
      userId,
      {
        type: 'RegisterUser',
        userId,
        email,
        passwordHash,
        firstName: body.firstName,
        lastName: body.lastName,
        role: body.role,
        verification: { ...verification, expiresAt: addHours(context.now, VERIFICATION_LINK_HOURS) },
        now: context.now,
      },
      context,
    );
    return new CommandResult(registered.position, { user_id: userId });
  }

  /**
   * A taken email answers as a new account would, so the sign-up form tells nobody who has an
   * account: an id that names no one, and the newest position of the log, which is where a new
   * account's events would be. The password was hashed all the same, so the answer takes as long.
   * The owner is told by mail instead, at most as often as verification mails, so a flood of
   * attempts cannot flood their inbox: the refused claim is noted on the email's claim stream
   * (ValueClaimRefused, nothing about the attempt itself) and the identity mail reactor mails it.
   */
  private async answerForTakenEmail(email: string): Promise<CommandResult<{ user_id: string }>> {
    const ownerId = await this.accounts.userIdForEmail(email);
    // Null only while a racing sign-up for the address is still writing its account.
    if (ownerId && (await this.mayMailOwner(ownerId))) {
      const context = commandContext(null);
      const noted = await this.accounts.repository.handle(
        claimDecider,
        this.accounts.emailStream(email),
        { type: 'NoteRefusedClaim', now: context.now },
        context,
        () => null,
      );
      if (noted.position > 0) return new CommandResult(noted.position, { user_id: randomUUID() });
    }
    return new CommandResult(await logHead(this.accounts.infrastructure.eventStore), { user_id: randomUUID() });
  }

  /** The owner's verification-mail allowance; past it the attempt is answered the same, without a mail. */
  private async mayMailOwner(ownerId: string): Promise<boolean> {
    try {
      await this.accounts.infrastructure.rateLimiter.consume('verificationMail', ownerId);
      return true;
    } catch (error) {
      if (error instanceof DomainError && error.code === 'RATE_LIMITED') return false;
      throw error;
    }
  }
}
