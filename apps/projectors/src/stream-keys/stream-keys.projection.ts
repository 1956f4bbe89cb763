import { type StreamKeyEvent, streamKeyEventTypes } from '@app/domain';
import type { Projection } from '@app/infrastructure/processors';
import type { StreamKeyView } from '@app/infrastructure/read-models';

/** One document per analyst-stream key, found by its hash when a request presents the key. */
export const streamKeysProjection: Projection<StreamKeyView, StreamKeyEvent> = {
  collection: 'stream_keys',
  indexes: [
    ['organisation_id', 'created_at'],
    ['key_hash', 'created_at'],
  ],
  handles: streamKeyEventTypes,
  documentId: (event) => event.data.keyId,
  evolve(doc, event) {
    switch (event.type) {
      case 'StreamKeyCreated':
        return {
          key_id: event.data.keyId,
          organisation_id: event.data.organisationId,
          name: event.data.name,
          key_hash: event.data.keyHash,
          prefix: event.data.prefix,
          created_by: event.data.createdBy,
          created_at: event.data.createdAt,
          revoked_at: null,
          revoked_by: null,
        };
      case 'StreamKeyRevoked':
        return doc && { ...doc, revoked_at: event.data.revokedAt, revoked_by: event.data.revokedBy };
    }
  },
};
