import { type InviteeEvent, normaliseEmail, type OrganisationToJoin, openInvitation, streams } from '@app/domain';
import { emailKey } from '@app/infrastructure/security';
import type { Accounts } from './accounts';

/**
 * The organisation a person with this (now proven) email joins without being asked: the newest
 * open invitation, an explicit act of that organisation's admin. A matching email domain is no
 * such act: joining by domain waits for the person to confirm (POST /api/customers/join-by-domain).
 */
export async function organisationToJoin(accounts: Accounts, email: string, now: string): Promise<OrganisationToJoin | null> {
  const invitations = await accounts.infrastructure.eventStore.readStream(streams.invitee(emailKey(normaliseEmail(email))));
  // The invitee stream holds only InvitationIssued events, read back in their current shape.
  const invitation = openInvitation(invitations as InviteeEvent[], now);
  if (!invitation) return null;
  return { organisationId: invitation.organisationId, memberRole: 'Member', via: 'invitation' };
}
