import { userErrors } from '@app/domain';
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { issueSecret } from '@app/infrastructure/security';
import { Accounts } from './accounts';
import { LegacySessions } from './legacy-sessions';
import type { CommandContext } from '@app/infrastructure/event-store';

export interface IssuedSession {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  position: number;
}

export const REFRESH_OWNER_PARTS = 2;

/**
 * Signs a user in: a revocable refresh session in its own stream (`session-<id>`, where every
 * refresh appends) plus a short-lived access token. The user's stream records the sign-in once,
 * so that a password change can end every session of the account.
 */
@Injectable()
export class Sessions {
  constructor(
    private readonly accounts: Accounts,
    private readonly legacySessions: LegacySessions,
  ) {}

  private expiry(now: string): string {
    return new Date(Date.parse(now) + this.accounts.infrastructure.config.refreshTokenTtlDays * 86_400_000).toISOString();
  }

  async start(userId: string, context: CommandContext): Promise<IssuedSession> {
    const sessionId = randomUUID();
    const secret = issueSecret(userId, sessionId);
    // The user's stream first: from then on a password change ends this session, even if the
    // process stops before the session's own stream is written (its tokens were never issued).
    await this.accounts.decideForUser(userId, { type: 'SignIn', sessionId, now: context.now }, context);
    const decided = await this.accounts.decideForSession(
      sessionId,
      {
        type: 'OpenSession',
        sessionId,
        userId,
        session: { tokenHash: secret.tokenHash, expiresAt: this.expiry(context.now) },
        now: context.now,
      },
      context,
    );
    return this.issue(userId, sessionId, secret.token, decided.position);
  }

  /**
   * Rotates the session's refresh token. A token it already rotated away from revokes the whole
   * session, and so does a password change since the session began: the revocation is recorded,
   * and then the caller is refused like any invalid token.
   */
  async refresh(userId: string, sessionId: string, presentedTokenHash: string, context: CommandContext): Promise<IssuedSession> {
    const { state: user } = await this.accounts.loadUser(userId);
    await this.legacySessions.continueInOwnStream(user, sessionId, context);
    const secret = issueSecret(userId, sessionId);
    const decided = await this.accounts.decideForSession(
      sessionId,
      {
        type: 'RefreshSession',
        sessionId,
        userId,
        presentedTokenHash,
        session: { tokenHash: secret.tokenHash, expiresAt: this.expiry(context.now) },
        passwordChangedSince: !user.openSessionIds.includes(sessionId),
        now: context.now,
      },
      context,
    );
    if (decided.events.some((event) => event.type === 'SessionRevoked')) throw userErrors.sessionInvalid();
    return this.issue(userId, sessionId, secret.token, decided.position);
  }

  /**
   * Ends the session (logout). `presentedTokenHash`: the refresh cookie's secret, which must be the
   * session's current one; null when the caller's access token proved the session. Answers the
   * position of the end, 0 when nothing ended.
   */
  async end(userId: string, sessionId: string, presentedTokenHash: string | null, context: CommandContext): Promise<number> {
    const { state: user } = await this.accounts.loadUser(userId);
    await this.legacySessions.continueInOwnStream(user, sessionId, context);
    const decided = await this.accounts.decideForSession(sessionId, { type: 'EndSession', sessionId, userId, presentedTokenHash }, context);
    return decided.position;
  }

  private async issue(userId: string, sessionId: string, refreshToken: string, position: number): Promise<IssuedSession> {
    const tokens = this.accounts.infrastructure.accessTokens;
    return { accessToken: await tokens.sign({ userId, sessionId }), refreshToken, expiresIn: tokens.ttlSeconds, position };
  }
}
