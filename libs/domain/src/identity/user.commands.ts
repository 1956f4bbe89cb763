import type { JoinVia } from './user.events';
import type { Language, MemberRole, UserRole } from './roles';

export interface ExpiringToken {
  tokenHash: string;
  expiresAt: string;
}

/**
 * A token sent as a link in a mail: the mail reactor derives the link's secret from `requestId`, so
 * only the hash is stored. The decider just records it (it decides nothing on it), so it is
 * optional, as in the events.
 */
export interface MailedToken extends ExpiringToken {
  requestId?: string;
}

export interface OrganisationToJoin {
  organisationId: string;
  memberRole: MemberRole;
  via: JoinVia;
}

export type UserCommand =
  | {
      type: 'RegisterUser';
      userId: string;
      email: string;
      passwordHash: string;
      firstName: string;
      lastName: string;
      role: UserRole;
      verification: MailedToken;
      now: string;
    }
  | { type: 'RequestEmailVerification'; verification: MailedToken; now: string }
  | { type: 'VerifyEmail'; tokenHash: string; now: string; organisationToJoin: OrganisationToJoin | null }
  | { type: 'JoinOrganisation'; organisation: OrganisationToJoin; now: string }
  | { type: 'UpdateProfile'; firstName?: string; lastName?: string; role?: UserRole; language?: Language }
  | { type: 'CompleteGoogleProfile'; role: UserRole }
  | { type: 'RequestPasswordReset'; reset: MailedToken; now: string }
  | { type: 'ResetPassword'; tokenHash: string; passwordHash: string; now: string }
  /** The session itself opens in its own stream (session.commands.ts). */
  | { type: 'SignIn'; sessionId: string; now: string };
