import { createHash } from 'node:crypto';

/** The namespace of every id derived here (a random UUID, fixed forever: changing it changes every id). */
const NAMESPACE = Buffer.from('8f4d5c1e2a7b4e0f9c3d6b1a5e7f2c90', 'hex');

/**
 * A name-based UUID (RFC 4122 version 5) for what a reactor does about one event, e.g.
 * `derivedId(sourceEventId, 'mail')`: the same event always gives the same id, so a redelivered
 * event's effect is recognised (an append with that id writes nothing twice) instead of repeated.
 */
export function derivedId(sourceEventId: string, purpose: string): string {
  const hash = createHash('sha1').update(NAMESPACE).update(`${purpose}:${sourceEventId}`).digest();
  hash[6] = (hash[6] & 0x0f) | 0x50;
  hash[8] = (hash[8] & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
