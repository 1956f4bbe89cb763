import type { MemberRole } from '../identity/roles';

/** The member acting, as the command side resolved it from the token and membership. */
export interface Actor {
  userId: string;
  memberRole: MemberRole;
}

export type OrganisationCommand =
  | { type: 'CreateOrganisation'; organisationId: string; name: string; namespace: string; acceptAllUsers: boolean; createdBy: string; now: string }
  | { type: 'SetEmailDomains'; domains: string[]; actor: Actor }
  | { type: 'SendInvitation'; invitationId: string; email: string; actor: Actor; expiresAt: string; now: string };
