import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Links and refresh cookies carry `<owner>.<secret>`: the owner (a user id, or user and session)
 * says which stream to load, the secret (256 random bits) proves possession. Only the SHA-256 of
 * the secret is ever stored, in events.
 */
export interface IssuedSecret {
  token: string;
  tokenHash: string;
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export function issueSecret(...owners: string[]): IssuedSecret {
  const secret = randomBytes(32).toString('base64url');
  return { token: [...owners, secret].join('.'), tokenHash: hashSecret(secret) };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Splits a presented token into its owner ids and the hash of its secret; null when malformed. */
export function readSecretToken(token: string, ownerCount: number): { owners: string[]; tokenHash: string } | null {
  if (typeof token !== 'string' || token.length > 512) return null;
  const parts = token.split('.');
  if (parts.length !== ownerCount + 1) return null;
  const owners = parts.slice(0, ownerCount);
  const secret = parts[ownerCount];
  if (!owners.every((owner) => UUID.test(owner)) || !/^[A-Za-z0-9_-]{43}$/.test(secret)) return null;
  return { owners, tokenHash: hashSecret(secret) };
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A stable key for an email in stream names and rate limits, without putting the address itself there. */
export function emailKey(normalisedEmail: string): string {
  return createHash('sha256').update(normalisedEmail).digest('hex').slice(0, 40);
}
