import { rotated } from './session.decider';
import type { SessionTokens } from './session.events';
import type { UserEvent } from './user.events';

/**
 * One session as a user's stream recorded it before sessions had streams of their own (see
 * LegacyUserSessionEvent), for its first refresh or logout since to continue it in its own stream:
 * its refresh tokens while it is still open there, null when it ended (logout, revocation, a
 * password change) or the stream never began it.
 */
export function legacySessionOf(userStream: readonly UserEvent[], sessionId: string): SessionTokens | null {
  return userStream.reduce<SessionTokens | null>((session, event) => {
    switch (event.type) {
      case 'SessionStarted':
        return event.data.sessionId === sessionId
          ? { tokenHash: event.data.tokenHash, expiresAt: event.data.expiresAt, retiredTokenHashes: [] }
          : session;
      case 'SessionRefreshed':
        return event.data.sessionId === sessionId && session ? rotated(session, event.data) : session;
      case 'SessionEnded':
      case 'SessionRevoked':
        return event.data.sessionId === sessionId ? null : session;
      case 'PasswordChanged':
        return null;
      default:
        return session;
    }
  }, null);
}
