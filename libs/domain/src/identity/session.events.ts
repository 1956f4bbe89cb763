import { eventTypeSet } from '../shared/decider';

/**
 * Why the server, not the session's owner, ended a session: a refresh token it had rotated away
 * from came back (it is in two hands), or the account's password changed since the session began.
 */
export type SessionRevocationReason = 'refresh_token_reused' | 'password_changed';

/**
 * Written to the session's own stream today, and found with the same shape in user streams
 * recorded before sessions had streams of their own (see LegacyUserSessionEvent).
 */
export type SessionRefreshed = { type: 'SessionRefreshed'; data: { sessionId: string; tokenHash: string; expiresAt: string } };
export type SessionEnded = { type: 'SessionEnded'; data: { sessionId: string } };
export type SessionRevoked = { type: 'SessionRevoked'; data: { sessionId: string; reason: SessionRevocationReason; revokedAt: string } };

/**
 * Session events as user streams recorded them before sessions had streams of their own
 * (docs/decisions/0010-session-streams.md). They stay in those streams' history and are never
 * written there again: the user decider reads from them only which sessions are open, and the
 * first refresh or logout of such a session continues it in its own stream (`legacySessionOf`).
 */
export type LegacyUserSessionEvent =
  | { type: 'SessionStarted'; data: { sessionId: string; tokenHash: string; expiresAt: string } }
  | SessionRefreshed
  | SessionEnded
  | SessionRevoked;

/** The refresh token a session holds now and the ones it rotated away from, newest first. */
export interface SessionTokens {
  tokenHash: string;
  expiresAt: string;
  retiredTokenHashes: string[];
}

/** The events of a `session-<sessionId>` stream. */
export type SessionEvent =
  /** A sign-in: the session's first refresh token. */
  | { type: 'SessionOpened'; data: { sessionId: string; userId: string; tokenHash: string; expiresAt: string; openedAt: string } }
  /** A session begun before session streams, continued here from what the user's stream recorded of it. */
  | { type: 'SessionMigrated'; data: { sessionId: string; userId: string } & SessionTokens }
  | SessionRefreshed
  | SessionEnded
  | SessionRevoked;

export type SessionEventType = SessionEvent['type'];

export const sessionEventTypes = eventTypeSet<SessionEvent>({
  SessionOpened: true,
  SessionMigrated: true,
  SessionRefreshed: true,
  SessionEnded: true,
  SessionRevoked: true,
});
