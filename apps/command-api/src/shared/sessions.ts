import { userErrors } from '@app/domain';
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { issueSecret } from '@app/infrastructure/security/secret-tokens';
import { Accounts } from './accounts';
import type { CommandContext } from '@app/infrastructure/event-store/event-sourced.repository';

export interface IssuedSession {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  position: number;
}

export const REFRESH_OWNER_PARTS = 2;

/** Signs a user in: a revocable refresh session in their stream plus a short-lived access token. */
@Injectable()
export class Sessions {
  constructor(private readonly accounts: Accounts) {}

  private expiry(now: string): string {
    return new Date(Date.parse(now) + this.accounts.infrastructure.config.refreshTokenTtlDays * 86_400_000).toISOString();
  }

  async start(userId: string, context: CommandContext): Promise<IssuedSession> {
    const sessionId = randomUUID();
    const secret = issueSecret(userId, sessionId);
    const decided = await this.accounts.decideForUser(userId, { type: 'StartSession', sessionId, session: { tokenHash: secret.tokenHash, expiresAt: this.expiry(context.now) }, now: context.now },
      context);
    return this.issue(userId, sessionId, secret.token, decided.position);
  }

  /**
   * Rotates the session's refresh token. A token it already rotated away from revokes the whole
   * session: the revocation is recorded, and then the caller is refused like any invalid token.
   */
  async refresh(userId: string, sessionId: string, presentedTokenHash: string, context: CommandContext): Promise<IssuedSession> {
    const secret = issueSecret(userId, sessionId);
    const decided = await this.accounts.decideForUser(userId, {
        type: 'RefreshSession',
        sessionId,
        presentedTokenHash,
        session: { tokenHash: secret.tokenHash, expiresAt: this.expiry(context.now) },
        now: context.now,
      },
      context);
    if (decided.events.some((event) => event.type === 'SessionRevoked')) throw userErrors.sessionInvalid();
    return this.issue(userId, sessionId, secret.token, decided.position);
  }

  private async issue(userId: string, sessionId: string, refreshToken: string, position: number): Promise<IssuedSession> {
    const tokens = this.accounts.infrastructure.accessTokens;
    return { accessToken: await tokens.sign({ userId, sessionId }), refreshToken, expiresIn: tokens.ttlSeconds, position };
  }
}
