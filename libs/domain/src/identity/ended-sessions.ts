import type { UserEvent } from './user.events';

/**
 * The sessions an event of a user's stream ends: from then on their access tokens are refused.
 * A PasswordChanged recorded before it listed the sessions it ended names none.
 */
export function sessionsEndedBy(event: UserEvent): string[] {
  switch (event.type) {
    case 'SessionEnded':
    case 'SessionRevoked':
      return [event.data.sessionId];
    case 'PasswordChanged':
      return event.data.endedSessionIds ?? [];
    default:
      return [];
  }
}
