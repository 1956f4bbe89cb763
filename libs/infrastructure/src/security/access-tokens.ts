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

/** Tokens remembered as verified: about one per signed-in person using the product right now. */
const MAX_REMEMBERED = 10_000;

/**
 * Short-lived signed access tokens. Verification allows one algorithm only (never `none`) and
 * checks signature, expiry, not-before, issuer and audience. A token that verified is remembered
 * (by its exact text, so any change to it is a new token, verified in full) until it expires: an
 * HMAC check on every request cost the event loop about 0.3 ms, a tenth of a command. Revocation
 * is not this class's business; the guard checks it on every request.
 */
export class AccessTokens {
  private readonly key: Uint8Array;
  private readonly verified = new Map<string, VerifiedAccessToken>();

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
  async verify(token: string, now = Date.now()): Promise<VerifiedAccessToken | null> {
    if (!token || token.length > 4096) return null;
    const remembered = this.verified.get(token);
    if (remembered) {
      if (now < remembered.expiresAt) return remembered;
      this.verified.delete(token);
      return null;
    }
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALGORITHM],
        issuer: this.issuer,
        audience: ACCESS_TOKEN_AUDIENCE,
        requiredClaims: ['exp', 'nbf', 'sub'],
        currentDate: new Date(now),
      });
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
      const claims = { userId: payload.sub, sessionId: payload.sid, expiresAt: payload.exp! * 1000 };
      if (this.verified.size >= MAX_REMEMBERED) this.verified.delete(this.verified.keys().next().value!);
      this.verified.set(token, claims);
      return claims;
    } catch (error) {
      if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
      throw error;
    }
  }
}
