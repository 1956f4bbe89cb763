import { eventUpcasters, normaliseEmail, organisationDecider, streams } from '@app/domain';
import { CommandResult } from '@app/infrastructure/http';
import { emailKey } from '@app/infrastructure/security';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { Accounts } from '../../shared/accounts';
import { addHours, commandContext } from '../../shared/command-context';
import { SendInvitationCommand } from './send-invitation.command';

export const INVITATION_VALID_HOURS = 7 * 24;

/**
 * Records the invitation on the organisation and on the invitee's email stream (where sign-up
 * looks), and answers: the invitation mail reactor mails it, so a mail server that is down never
 * fails a stored invitation. The invitee joins once they have proven the address.
 */
@CommandHandler(SendInvitationCommand)
export class SendInvitationHandler implements ICommandHandler<SendInvitationCommand> {
  constructor(private readonly accounts: Accounts) {}

  async execute({ userId, email }: SendInvitationCommand): Promise<CommandResult<{ invitation_id: string; resent: boolean }>> {
    const member = await this.accounts.membership(userId);
    await this.accounts.infrastructure.rateLimiter.consume('invitation', userId);
    const invitee = normaliseEmail(email);
    const existingUserId = await this.accounts.userIdForEmail(invitee);
    const inviteeIsMember =
      existingUserId !== null && (await this.accounts.loadUser(existingUserId)).state.organisationId === member.organisationId;
    const context = commandContext(userId);
    const proposedId = randomUUID();
    const expiresAt = addHours(context.now, INVITATION_VALID_HOURS);
    const decided = await this.accounts.repository.handle(
      organisationDecider,
      streams.organisation(member.organisationId),
      {
        type: 'SendInvitation',
        invitationId: proposedId,
        email: invitee,
        actor: member,
        actorEmail: member.user.email ?? undefined,
        inviteeIsMember,
        expiresAt,
        now: context.now,
      },
      context,
      () => member.organisationId,
    );
    // The decider keeps the id of an invitation still open for this address: then it was re-sent.
    const invitationId = decided.events.find((event) => event.type === 'InvitationSent')?.data.invitationId ?? proposedId;
    const issued = await this.accounts.infrastructure.eventStore.append(
      streams.invitee(emailKey(invitee)),
      [
        {
          id: randomUUID(),
          type: 'InvitationIssued',
          data: { organisationId: member.organisationId, invitationId, expiresAt },
          metadata: {
            organisationId: member.organisationId,
            actorId: userId,
            correlationId: context.correlationId,
            causationId: null,
            occurredAt: context.now,
            schemaVersion: eventUpcasters.currentVersion('InvitationIssued'),
          },
        },
      ],
      'any',
    );
    return new CommandResult(Math.max(decided.position, issued.position), {
      invitation_id: invitationId,
      resent: invitationId !== proposedId,
    });
  }
}
