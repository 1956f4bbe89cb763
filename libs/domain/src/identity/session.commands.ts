import type { SessionTokens } from './session.events';
import type { ExpiringToken } from './user.commands';

/**
 * Every command names the user the presented token claims the session belongs to: the session
 * refuses any other (a token's owner part is not secret, only its last part is).
 */
export type SessionCommand =
  | { type: 'OpenSession'; sessionId: string; userId: string; session: ExpiringToken; now: string }
  /** `legacy`: the session as the user's stream recorded it before session streams (see legacy-user-sessions.ts). */
  | { type: 'ContinueLegacySession'; sessionId: string; userId: string; legacy: SessionTokens }
  /**
   * `passwordChangedSince`: the user's stream says the account's password changed after this
   * session began (it is no longer among the user's open sessions).
   */
  | {
      type: 'RefreshSession';
      sessionId: string;
      userId: string;
      presentedTokenHash: string;
      session: ExpiringToken;
      passwordChangedSince: boolean;
      now: string;
    }
  /** `presentedTokenHash`: the refresh cookie's secret; null when the caller proved the session with its access token. */
  | { type: 'EndSession'; sessionId: string; userId: string; presentedTokenHash: string | null };
