import type { Actor } from '../organisation/organisation.commands';
import { given } from '../shared/given-when-then.spec-helper';
import { streamKeyDecider, type StreamKeyCommand } from './stream-key.decider';
import { STREAM_KEYS_MAX_ACTIVE, type StreamKeyEvent } from './stream-key.events';

const admin: Actor = { userId: 'user-admin', memberRole: 'Admin' };
const member: Actor = { userId: 'user-member', memberRole: 'Member' };
const now = '2026-11-24T10:00:00.000Z';

const create = (keyId: string, name: string, actor: Actor = admin): StreamKeyCommand => ({
  type: 'CreateStreamKey',
  keyId,
  organisationId: 'org-1',
  name,
  keyHash: `hash-${keyId}`,
  prefix: 'iask_abcd',
  actor,
  now,
});
const created = (keyId: string, name: string): StreamKeyEvent => ({
  type: 'StreamKeyCreated',
  data: { keyId, organisationId: 'org-1', name, keyHash: `hash-${keyId}`, prefix: 'iask_abcd', createdBy: admin.userId, createdAt: now },
});
const revoked = (keyId: string): StreamKeyEvent => ({ type: 'StreamKeyRevoked', data: { keyId, revokedBy: admin.userId, revokedAt: now } });

describe('stream keys', () => {
  it('an Admin creates a key: its hash and prefix are recorded, its name trimmed', () => {
    given(streamKeyDecider)
      .when(create('k-1', '  Warehouse loader '))
      .then([created('k-1', 'Warehouse loader')]);
  });

  it('a Member cannot create or revoke keys', () => {
    given(streamKeyDecider)
      .when(create('k-1', 'Loader', member))
      .thenThrows('ADMIN_ONLY');
    given(streamKeyDecider, [created('k-1', 'Loader')])
      .when({ type: 'RevokeStreamKey', keyId: 'k-1', actor: member, now })
      .thenThrows('ADMIN_ONLY');
  });

  it('refuses an empty or too long name', () => {
    given(streamKeyDecider).when(create('k-1', '   ')).thenThrows('STREAM_KEY_NAME_INVALID');
    given(streamKeyDecider)
      .when(create('k-1', 'x'.repeat(61)))
      .thenThrows('STREAM_KEY_NAME_INVALID');
  });

  it('refuses the name of a key in use (in any case), and allows the name of a revoked key again', () => {
    given(streamKeyDecider, [created('k-1', 'Loader')])
      .when(create('k-2', 'LOADER'))
      .thenThrows('STREAM_KEY_NAME_TAKEN');
    given(streamKeyDecider, [created('k-1', 'Loader'), revoked('k-1')])
      .when(create('k-2', 'Loader'))
      .then([created('k-2', 'Loader')]);
  });

  it(`holds at most ${STREAM_KEYS_MAX_ACTIVE} keys in use`, () => {
    const past = Array.from({ length: STREAM_KEYS_MAX_ACTIVE }, (_, index) => created(`k-${index}`, `Key ${index}`));
    given(streamKeyDecider, past).when(create('k-new', 'One more')).thenThrows('STREAM_KEYS_TOO_MANY');
    given(streamKeyDecider, [...past, revoked('k-0')])
      .when(create('k-new', 'One more'))
      .then([created('k-new', 'One more')]);
  });

  it('revokes a key once; revoking it again records nothing; an unknown key is not found', () => {
    given(streamKeyDecider, [created('k-1', 'Loader')])
      .when({ type: 'RevokeStreamKey', keyId: 'k-1', actor: admin, now })
      .then([revoked('k-1')]);
    given(streamKeyDecider, [created('k-1', 'Loader'), revoked('k-1')])
      .when({ type: 'RevokeStreamKey', keyId: 'k-1', actor: admin, now })
      .then([]);
    given(streamKeyDecider).when({ type: 'RevokeStreamKey', keyId: 'k-9', actor: admin, now }).thenThrows('STREAM_KEY_NOT_FOUND');
  });

  it('refuses a key id already used', () => {
    given(streamKeyDecider, [created('k-1', 'Loader')])
      .when(create('k-1', 'Other'))
      .thenThrows('STREAM_KEY_ID_TAKEN');
  });
});
