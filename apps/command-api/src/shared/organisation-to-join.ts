import { claimDecider, emailDomainOf, type InviteeEvent, normaliseEmail, type OrganisationToJoin, openInvitation, streams } from '@app/domain';
import { emailKey } from '@app/infrastructure/security/secret-tokens';
import type { Accounts } from './accounts';

/**
 * The organisation a person with this (now proven) email joins: the newest open invitation, else
 * an organisation that admits everyone from the email's domain.
 */
export async function organisationToJoin(accounts: Accounts, email: string, now: string): Promise<OrganisationToJoin | null> {
  const invitations = await accounts.infrastructure.eventStore.readStream(streams.invitee(emailKey(normaliseEmail(email))));
  const invitation = openInvitation(invitations as unknown as InviteeEvent[], now);
  if (invitation) return { organisationId: invitation.organisationId, memberRole: 'Member', via: 'invitation' };
  const domainClaim = await accounts.repository.load(claimDecider, streams.emailDomainClaim(emailDomainOf(email)));
  if (!domainClaim.state.ownerId) return null;
  const organisation = await accounts.loadOrganisation(domainClaim.state.ownerId);
  if (!organisation.state.exists || !organisation.state.acceptAllUsers) return null;
  return { organisationId: domainClaim.state.ownerId, memberRole: 'Member', via: 'email-domain' };
}
