import type { JoinVia } from './user.events';
import type { Language, MemberRole, UserRole } from './roles';

export interface ExpiringToken {
  tokenHash: string;
  expiresAt: string;
}

export interface OrganisationToJoin {
  organisationId: string;
  memberRole: MemberRole;
  via: JoinVia;
}

export type UserCommand =
  | { type: 'RegisterUser'; userId: string; email: string; passwordHash: string; firstName: string; lastName: string; role: UserRole; verification: ExpiringToken; now: string }
  | { type: 'RequestEmailVerification'; verification: ExpiringToken; now: string }
  | { type: 'VerifyEmail'; tokenHash: string; now: string; organisationToJoin: OrganisationToJoin | null }
  | { type: 'JoinOrganisation'; organisation: OrganisationToJoin; now: string }
  | { type: 'UpdateProfile'; firstName?: string; lastName?: string; role?: UserRole; language?: Language }
  | { type: 'CompleteGoogleProfile'; role: UserRole }
  | { type: 'RequestPasswordReset'; reset: ExpiringToken; now: string }
  | { type: 'ResetPassword'; tokenHash: string; passwordHash: string; now: string }
  | { type: 'StartSession'; sessionId: string; session: ExpiringToken; now: string }
  | { type: 'RefreshSession'; sessionId: string; presentedTokenHash: string; session: ExpiringToken; now: string }
  | { type: 'EndSession'; sessionId: string };
