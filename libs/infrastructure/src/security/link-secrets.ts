import { createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { hashSecret, type IssuedSecret } from './secret-tokens';

/** A command's part of a mailed link: the request id it stores, and the hash the link must match. */
export interface LinkRequest {
  requestId: string;
  tokenHash: string;
}

const KEY_INFO = 'insight-assistant mail links v1';

/**
 * The secrets in verification and reset links, derived so that nothing secret is stored: a command
 * stores a fresh random request id and the hash of HMAC(key, request id); the mail reactor, later
 * and in another process, derives the same secret from the stored request id. The key is derived
 * from the server secret (HKDF), so without it a request id read from the events is worthless.
 */
export class LinkSecrets {
  private readonly key: Buffer;

  constructor(serverSecret: string) {
    this.key = Buffer.from(hkdfSync('sha256', serverSecret, Buffer.alloc(0), KEY_INFO, 32));
  }

  /** For a command: 128 random bits name the request; only the secret's hash is recorded. */
  newRequest(): LinkRequest {
    const requestId = randomBytes(16).toString('base64url');
    return { requestId, tokenHash: hashSecret(this.secretOf(requestId)) };
  }

  /** For the mail reactor: the link token `<owners>.<secret>` of a recorded request (see secret-tokens). */
  token(requestId: string, ...owners: string[]): IssuedSecret {
    const secret = this.secretOf(requestId);
    return { token: [...owners, secret].join('.'), tokenHash: hashSecret(secret) };
  }

  private secretOf(requestId: string): string {
    return createHmac('sha256', this.key).update(requestId).digest('base64url');
  }
}
