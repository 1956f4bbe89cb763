import type { StreamKeyEvent } from '@app/domain';
import type { SqlReadStore } from '@app/infrastructure/read-store';
import type { PgliteClient } from '@app/infrastructure/sql';
import { openSqlReadStore, project, recorded, withoutPosition } from '../runtime/projection-fixtures.spec-helper';
import { streamKeysProjection } from './stream-keys.projection';

const organisationId = '0b7e3c2a-2222-4f0e-8a11-000000000001';
const keyId = '5d1e0c4b-3333-4c2a-9e10-000000000001';
const stream = `streamkeys-${organisationId}`;
const created: StreamKeyEvent = {
  type: 'StreamKeyCreated',
  data: {
    keyId,
    organisationId,
    name: 'Warehouse loader',
    keyHash: 'a'.repeat(64),
    prefix: 'iask_AbCdEf',
    createdBy: 'admin-1',
    createdAt: '2026-11-24T10:00:00.000Z',
  },
};
const revoked: StreamKeyEvent = { type: 'StreamKeyRevoked', data: { keyId, revokedBy: 'admin-2', revokedAt: '2026-11-24T11:00:00.000Z' } };
const at = (event: StreamKeyEvent, revision: number, position: number) =>
  recorded(event, { streamId: stream, revision, position }, organisationId);

describe('stream keys projection', () => {
  it('keeps the hash and prefix of a created key, and when and by whom it was revoked', () => {
    const view = streamKeysProjection.evolve(null, at(created, 0, 10));
    expect(view).toEqual({
      key_id: keyId,
      organisation_id: organisationId,
      name: 'Warehouse loader',
      key_hash: 'a'.repeat(64),
      prefix: 'iask_AbCdEf',
      created_by: 'admin-1',
      created_at: '2026-11-24T10:00:00.000Z',
      revoked_at: null,
      revoked_by: null,
    });
    expect(streamKeysProjection.evolve(view, at(revoked, 1, 11))).toMatchObject({
      revoked_at: '2026-11-24T11:00:00.000Z',
      revoked_by: 'admin-2',
    });
  });

  describe('through the writer', () => {
    let sql: PgliteClient;
    let readStore: SqlReadStore;
    beforeAll(async () => {
      ({ sql, readStore } = await openSqlReadStore());
    });
    afterAll(async () => {
      await sql.close();
    });

    it('applies the same event twice as once, and finds a key by its hash', async () => {
      const events = [at(created, 0, 10), at(revoked, 1, 11)];
      await project([streamKeysProjection], events, readStore);
      const once = withoutPosition(await readStore.get('stream_keys', keyId));
      await project([streamKeysProjection], events, readStore);
      expect(withoutPosition(await readStore.get('stream_keys', keyId))).toEqual(once);
      const found = await readStore.find('stream_keys', { key_hash: 'a'.repeat(64) });
      expect(found.map((doc) => doc.key_id)).toEqual([keyId]);
    });
  });
});
