import { normaliseEmail, organisationDecider, organisationErrors, streams } from '@app/domain';
import { mailTemplates } from '@app/infrastructure/mail/mail-templates';
import { CommandResult } from '@app/infrastructure/http/consistency';
import { emailKey } from '@app/infrastructure/security/secret-tokens';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { Accounts } from '../../shared/accounts';
import { addHours, commandContext } from '../../shared/command-context';
import { SendInvitationCommand } from './send-invitation.command';

export const INVITATION_VALID_HOURS = 7 * 24;

/**
 * Records the invitation on the organisation and on the invitee's email stream (where sign-up
 * looks), then mails it. The invitee joins once they have proven the address.
 */
@CommandHandler(SendInvitationCommand)
export class SendInvitationHandler implements ICommandHandler<SendInvitationCommand> {
  constructor(private readonly accounts: Accounts) {}

  async execute({ userId, email }: SendInvitationCommand): Promise<CommandResult<{ invitation_id: string }>> {
    const member = await this.accounts.membership(userId);
    await this.accounts.infrastructure.rateLimiter.consume('invitation', userId);
    const invitee = normaliseEmail(email);
    const existingUserId = await this.accounts.userIdForEmail(invitee);
    if (existingUserId && (await this.accounts.loadUser(existingUserId)).state.organisationId === member.organisationId) {
      throw organisationErrors.alreadyMember();
    }
    const context = commandContext(userId);
    const invitationId = randomUUID();
    const expiresAt = addHours(context.now, INVITATION_VALID_HOURS);
    const decided = await this.accounts.repository.handle(
      organisationDecider,
      streams.organisation(member.organisationId),
      { type: 'SendInvitation', invitationId, email: invitee, actor: member, expiresAt, now: context.now },
      context,
      () => member.organisationId,
    );
    const issued = await this.accounts.infrastructure.eventStore.append(
      streams.invitee(emailKey(invitee)),
      [
        {
          id: randomUUID(),
          type: 'InvitationIssued',
          data: { organisationId: member.organisationId, invitationId, expiresAt },
          metadata: { organisationId: member.organisationId, actorId: userId, correlationId: context.correlationId, causationId: null, occurredAt: context.now, schemaVersion: 1 },
        },
      ],
      'any',
    );
    const inviterName = `${member.user.firstName} ${member.user.lastName}`.trim();
    const link = this.accounts.link(`/signup?email=${encodeURIComponent(invitee)}`);
    await this.accounts.infrastructure.mailer.send(mailTemplates.invitation(invitee, decided.state.name, inviterName, link));
    return new CommandResult(Math.max(decided.position, issued.position), { invitation_id: invitationId });
  }
}
