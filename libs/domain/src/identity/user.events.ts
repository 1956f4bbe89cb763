import type { Language, MemberRole, UserRole } from './roles';
import type { LegacyUserSessionEvent, SessionEventType } from './session.events';

export type JoinVia = 'creator' | 'invitation' | 'email-domain';

export type UserEvent =
  | {
      type: 'UserRegistered';
      data: {
        userId: string;
        email: string;
        passwordHash: string;
        firstName: string;
        lastName: string;
        role: UserRole;
        isGoogleUser: boolean;
        registeredAt: string;
      };
    }
  /** `requestId`: what the mail reactor derives the link's secret from; absent from events recorded before mail moved to it. */
  | { type: 'EmailVerificationRequested'; data: { tokenHash: string; expiresAt: string; requestId?: string } }
  | { type: 'EmailVerified'; data: { verifiedAt: string } }
  | { type: 'UserJoinedOrganisation'; data: { organisationId: string; memberRole: MemberRole; via: JoinVia; joinedAt: string } }
  | { type: 'UserProfileUpdated'; data: { firstName?: string; lastName?: string; role?: UserRole; language?: Language } }
  | { type: 'GoogleProfileCompleted'; data: { role: UserRole } }
  /** `requestId`: as for EmailVerificationRequested. */
  | { type: 'PasswordResetRequested'; data: { tokenHash: string; expiresAt: string; requestId?: string } }
  /** `endedSessionIds`: the sessions the change ended; absent from events recorded before it was added. */
  | { type: 'PasswordChanged'; data: { passwordHash: string; changedAt: string; endedSessionIds?: string[] } }
  /** A sign-in, once per session (its refreshes go to the session's own stream): a password change ends it. */
  | { type: 'SignedIn'; data: { sessionId: string; signedInAt: string } }
  | LegacyUserSessionEvent;

export type UserEventType = UserEvent['type'];

/**
 * Security bookkeeping of one person's account (sign-ins and the events of their session streams,
 * reset and verification requests, password changes): never shown to colleagues nor published to
 * analysts.
 */
export const PRIVATE_USER_EVENT_TYPES: ReadonlySet<string> = new Set<UserEventType | SessionEventType>([
  'SignedIn',
  'SessionOpened',
  'SessionMigrated',
  'SessionStarted',
  'SessionRefreshed',
  'SessionEnded',
  'SessionRevoked',
  'EmailVerificationRequested',
  'PasswordResetRequested',
  'PasswordChanged',
]);
