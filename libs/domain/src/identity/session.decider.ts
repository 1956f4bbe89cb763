import type { Decider } from '../shared/decider';
import type { SessionCommand } from './session.commands';
import { type SessionEvent, sessionEventTypes, type SessionTokens } from './session.events';
import type { ExpiringToken } from './user.commands';
import { userErrors } from './user.errors';

/**
 * How many rotated-away refresh tokens of a session are still recognised as reuse. The client
 * refreshes about every access-token lifetime (15 minutes), so 20 covers some five hours of
 * activity: a copy stolen and replayed within that time revokes the session; an older one is just
 * refused. Keeping every hash would let a long-lived session's state grow without end.
 */
export const RETIRED_TOKEN_HASHES_KEPT = 20;

export interface SessionState {
  /** Whose session it is; null until it opened. */
  userId: string | null;
  /** Its refresh tokens while it is open; null before it opened and once it ended. */
  open: SessionTokens | null;
}

export const initialSessionState: SessionState = { userId: null, open: null };

/** The session's tokens after a refresh: the new one current, the old one retired. */
export function rotated(tokens: SessionTokens, next: ExpiringToken): SessionTokens {
  return {
    tokenHash: next.tokenHash,
    expiresAt: next.expiresAt,
    retiredTokenHashes: [tokens.tokenHash, ...tokens.retiredTokenHashes].slice(0, RETIRED_TOKEN_HASHES_KEPT),
  };
}

/** The open session's tokens, provided it is the session of the user the presented token names. */
function openSessionOf(state: SessionState, userId: string): SessionTokens | null {
  return state.userId === userId ? state.open : null;
}

const isLive = (tokens: ExpiringToken, now: string) => Date.parse(tokens.expiresAt) > Date.parse(now);

function decide(command: SessionCommand, state: SessionState): SessionEvent[] {
  switch (command.type) {
    case 'OpenSession':
      // Session ids are random UUIDs: one already in use is a bug, never a session to take over.
      if (state.userId !== null) throw userErrors.sessionInvalid();
      return [
        {
          type: 'SessionOpened',
          data: { sessionId: command.sessionId, userId: command.userId, ...command.session, openedAt: command.now },
        },
      ];
    case 'ContinueLegacySession':
      // Two first refreshes of one old session race to continue it; the stream holds one beginning.
      if (state.userId !== null) return [];
      return [{ type: 'SessionMigrated', data: { sessionId: command.sessionId, userId: command.userId, ...command.legacy } }];
    case 'RefreshSession': {
      const session = openSessionOf(state, command.userId);
      if (!session) throw userErrors.sessionInvalid();
      // A token the session already rotated away from is in two hands (OAuth 2.0 Security BCP,
      // refresh token rotation): the whole session ends. The caller is refused by the handler.
      if (session.retiredTokenHashes.includes(command.presentedTokenHash)) {
        return [{ type: 'SessionRevoked', data: { sessionId: command.sessionId, reason: 'refresh_token_reused', revokedAt: command.now } }];
      }
      // Anything else that does not match (a guessed secret for a known session id) ends nothing.
      if (!isLive(session, command.now) || session.tokenHash !== command.presentedTokenHash) throw userErrors.sessionInvalid();
      // The password change already refused the session's access tokens; its stream learns it here.
      if (command.passwordChangedSince) {
        return [{ type: 'SessionRevoked', data: { sessionId: command.sessionId, reason: 'password_changed', revokedAt: command.now } }];
      }
      return [{ type: 'SessionRefreshed', data: { sessionId: command.sessionId, ...command.session } }];
    }
    case 'EndSession': {
      const session = openSessionOf(state, command.userId);
      // A refresh cookie must hold the session's current secret before it may end it.
      if (!session || (command.presentedTokenHash !== null && command.presentedTokenHash !== session.tokenHash)) return [];
      return [{ type: 'SessionEnded', data: { sessionId: command.sessionId } }];
    }
  }
}

function evolve(state: SessionState, event: SessionEvent): SessionState {
  switch (event.type) {
    case 'SessionOpened':
      return {
        userId: event.data.userId,
        open: { tokenHash: event.data.tokenHash, expiresAt: event.data.expiresAt, retiredTokenHashes: [] },
      };
    case 'SessionMigrated':
      return {
        userId: event.data.userId,
        open: { tokenHash: event.data.tokenHash, expiresAt: event.data.expiresAt, retiredTokenHashes: event.data.retiredTokenHashes },
      };
    case 'SessionRefreshed':
      return state.open ? { ...state, open: rotated(state.open, event.data) } : state;
    case 'SessionEnded':
    case 'SessionRevoked':
      return { ...state, open: null };
  }
}

export const sessionDecider: Decider<SessionCommand, SessionState, SessionEvent> = {
  initialState: initialSessionState,
  eventTypes: sessionEventTypes,
  decide,
  evolve,
};
