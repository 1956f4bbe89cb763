import { type DomainEvent, isEventOf } from '../shared/event';
import type { SessionEvent } from './session.events';
import type { UserEvent } from './user.events';

type SessionEndingEvent = Extract<UserEvent | SessionEvent, { type: 'SessionEnded' | 'SessionRevoked' | 'PasswordChanged' }>;

const SESSION_ENDING_TYPES: ReadonlySet<SessionEndingEvent['type']> = new Set([
  'SessionEnded',
  'SessionRevoked',
  'PasswordChanged',
] as const);

/**
 * The sessions an event ends, whichever stream holds it (a session's own, or a user's): from then
 * on their access tokens are refused. Most events end none. A PasswordChanged recorded before it
 * listed the sessions it ended names none.
 */
export function sessionsEndedBy(event: DomainEvent): string[] {
  if (!isEventOf<SessionEndingEvent>(SESSION_ENDING_TYPES, event)) return [];
  switch (event.type) {
    case 'SessionEnded':
    case 'SessionRevoked':
      return [event.data.sessionId];
    case 'PasswordChanged':
      return event.data.endedSessionIds ?? [];
  }
}
