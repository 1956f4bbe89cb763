import { createHash, randomBytes } from 'node:crypto';
import { STREAM_KEY_SECRET_PREFIX } from '@app/domain';

/** Characters of the secret kept (and shown) to tell keys apart: the marker and 6 of its 43 random characters. */
const SHOWN_CHARACTERS = STREAM_KEY_SECRET_PREFIX.length + 6;

export interface NewStreamKeySecret {
  /** Shown once to the Admin who created it; never stored. */
  secret: string;
  hash: string;
  prefix: string;
}

/**
 * A key is 256 random bits, so a plain SHA-256 of it is enough to store: a slow password hash
 * (argon2) protects low-entropy secrets against guessing, and nobody can guess 2^256 values,
 * while a fast hash lets every stream request be checked without a hashing queue.
 */
export function hashStreamKey(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

export function newStreamKeySecret(): NewStreamKeySecret {
  const secret = `${STREAM_KEY_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { secret, hash: hashStreamKey(secret), prefix: secret.slice(0, SHOWN_CHARACTERS) };
}

/** Whether a credential is shaped like a stream key (as opposed to an access token). */
export function looksLikeStreamKey(credential: string): boolean {
  return credential.startsWith(STREAM_KEY_SECRET_PREFIX) && /^[A-Za-z0-9_-]{20,100}$/.test(credential);
}
