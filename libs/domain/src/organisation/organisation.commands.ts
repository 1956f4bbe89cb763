import type { MemberRole } from '../identity/roles';

/** The member acting, as the command side resolved it from the token and membership. */
export interface Actor {
  userId: string;
  memberRole: MemberRole;
}

export type OrganisationCommand =
  | {
      type: 'CreateOrganisation';
      organisationId: string;
      name: string;
      namespace: string;
      acceptAllUsers: boolean;
      createdBy: string;
      now: string;
    }
  | { type: 'SetEmailDomains'; domains: string[]; actor: Actor }
  | {
      type: 'SendInvitation';
      /** Used when the address has no open invitation; an open one is sent again under its own id. */
      invitationId: string;
      email: string;
      actor: Actor;
      /** Looked up by the command side: the inviter's own address, and whether the invitee already belongs to this organisation. Absent: neither applies. */
      actorEmail?: string;
      inviteeIsMember?: boolean;
      expiresAt: string;
      now: string;
    };
