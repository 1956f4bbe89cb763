import type { Language, MemberRole, UserRole } from './roles';

export type JoinVia = 'creator' | 'invitation' | 'email-domain';

export type UserEvent =
  | { type: 'UserRegistered'; data: { userId: string; email: string; passwordHash: string; firstName: string; lastName: string; role: UserRole; isGoogleUser: boolean; registeredAt: string } }
  | { type: 'EmailVerificationRequested'; data: { tokenHash: string; expiresAt: string } }
  | { type: 'EmailVerified'; data: { verifiedAt: string } }
  | { type: 'UserJoinedOrganisation'; data: { organisationId: string; memberRole: MemberRole; via: JoinVia; joinedAt: string } }
  | { type: 'UserProfileUpdated'; data: { firstName?: string; lastName?: string; role?: UserRole; language?: Language } }
  | { type: 'GoogleProfileCompleted'; data: { role: UserRole } }
  | { type: 'PasswordResetRequested'; data: { tokenHash: string; expiresAt: string } }
  /** `endedSessionIds`: the sessions the change ended; absent from events recorded before it was added. */
  | { type: 'PasswordChanged'; data: { passwordHash: string; changedAt: string; endedSessionIds?: string[] } }
  | { type: 'SessionStarted'; data: { sessionId: string; tokenHash: string; expiresAt: string } }
  | { type: 'SessionRefreshed'; data: { sessionId: string; tokenHash: string; expiresAt: string } }
  | { type: 'SessionEnded'; data: { sessionId: string } }
  /** The session ended by the server, not by its owner: a rotated-away refresh token came back. */
  | { type: 'SessionRevoked'; data: { sessionId: string; reason: SessionRevocationReason; revokedAt: string } };

export type SessionRevocationReason = 'refresh_token_reused';

export type UserEventType = UserEvent['type'];

/**
 * Security bookkeeping of one person's account (sign-ins, reset and verification requests,
 * password changes): never shown to colleagues nor published to analysts.
 */
export const PRIVATE_USER_EVENT_TYPES: ReadonlySet<string> = new Set<UserEventType>([
  'SessionStarted',
  'SessionRefreshed',
  'SessionEnded',
  'SessionRevoked',
  'EmailVerificationRequested',
  'PasswordResetRequested',
  'PasswordChanged',
]);
