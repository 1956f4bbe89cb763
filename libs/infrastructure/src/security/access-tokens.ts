import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT, errors as joseErrors } from 'jose';

export const ACCESS_TOKEN_AUDIENCE = 'insight-assistant-api';
const ALGORITHM = 'HS256';

export interface AccessTokenClaims {
  userId: string;
  sessionId: string;
}

export interface VerifiedAccessToken extends AccessTokenClaims {
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

/**
 * Short-lived signed access tokens. Verification allows one algorithm only (never `none`) and
 * checks signature, expiry, not-before, issuer and audience.
 */
export class AccessTokens {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly issuer: string,
    readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  static randomSecret(): string {
    return randomBytes(48).toString('base64url');
  }

  sign(claims: AccessTokenClaims, now = new Date()): Promise<string> {
    const issuedAt = Math.floor(now.getTime() / 1000);
    return new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuer(this.issuer)
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setIssuedAt(issuedAt)
      .setNotBefore(issuedAt)
      .setExpirationTime(issuedAt + this.ttlSeconds)
      .sign(this.key);
  }

  /** The claims of a valid token, or null for anything malformed, tampered, expired or foreign. */
  async verify(token: string): Promise<VerifiedAccessToken | null> {
    if (!token || token.length > 4096) return null;
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALGORITHM],
        issuer: this.issuer,
        audience: ACCESS_TOKEN_AUDIENCE,
        requiredClaims: ['exp', 'nbf', 'sub'],
      });
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
      return { userId: payload.sub, sessionId: payload.sid, expiresAt: payload.exp! * 1000 };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
      throw error;
    }
  }
}
