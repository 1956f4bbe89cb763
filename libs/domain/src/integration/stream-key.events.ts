import { eventTypeSet } from '../shared/decider';

/**
 * The keys an organisation's Admins create for the analyst stream (`GET /api/stream/events`), all
 * in one stream per organisation (`streamkeys-<organisationId>`). Only a hash of each secret is
 * ever recorded; the secret itself is shown once to the Admin who created it. These events are
 * never published: no context publishes the stream category.
 */
export interface StreamKeyCreatedData {
  keyId: string;
  organisationId: string;
  name: string;
  /** SHA-256 (hex) of the whole secret: how a request's key is recognised. */
  keyHash: string;
  /** The secret's first characters, so people can tell their keys apart; too short to guess the rest. */
  prefix: string;
  createdBy: string;
  createdAt: string;
}

export interface StreamKeyRevokedData {
  keyId: string;
  revokedBy: string;
  revokedAt: string;
}

export type StreamKeyEvent =
  { type: 'StreamKeyCreated'; data: StreamKeyCreatedData } | { type: 'StreamKeyRevoked'; data: StreamKeyRevokedData };

export const streamKeyEventTypes = eventTypeSet<StreamKeyEvent>({ StreamKeyCreated: true, StreamKeyRevoked: true });

/** Longest key name, in characters. */
export const STREAM_KEY_NAME_MAX_CHARS = 60;
/** Keys in use at once per organisation; revoked keys do not count. */
export const STREAM_KEYS_MAX_ACTIVE = 20;
/** What every secret starts with, so a leaked one is recognisable (and the stream tells it from an access token). */
export const STREAM_KEY_SECRET_PREFIX = 'iask_';
