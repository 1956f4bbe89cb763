import type { CollectionEvent } from '@app/domain';
import type { RecordedEvent } from '@app/infrastructure/event-store';
import type { CollectionView } from '@app/infrastructure/read-models';
import type { ReadDocument, SqlReadStore } from '@app/infrastructure/read-store';
import type { PgliteClient } from '@app/infrastructure/sql';
import { openSqlReadStore, project, recorded } from '../../runtime/projection-fixtures.spec-helper';
import { collectionsProjection } from './collections.projection';

const organisationId = '0b7e3c2a-2222-4f0e-8a11-000000000001';
const collectionId = '3c2b1a0f-6666-4e4f-9a0b-000000000001';
const ada = '1a2b3c4d-7777-4e4f-9a0b-000000000001';
const insightA = '9c8b7a6d-5555-4e4f-9a0b-00000000000a';
const insightB = '9c8b7a6d-5555-4e4f-9a0b-00000000000b';
const stream = `collection-${collectionId}`;

const history: CollectionEvent[] = [
  {
    type: 'CollectionCreated',
    data: { collectionId, organisationId, name: 'Pricing', createdBy: ada, createdAt: '2025-03-01T10:00:00.000Z' },
  },
  { type: 'InsightAddedToCollection', data: { collectionId, insightId: insightA, addedBy: ada, addedAt: '2025-03-02T10:00:00.000Z' } },
  { type: 'InsightAddedToCollection', data: { collectionId, insightId: insightB, addedBy: ada, addedAt: '2025-03-03T10:00:00.000Z' } },
  {
    type: 'CollectionRenamed',
    data: { collectionId, name: 'Billing', previousName: 'Pricing', renamedBy: ada, renamedAt: '2025-03-04T10:00:00.000Z' },
  },
  {
    type: 'InsightRemovedFromCollection',
    data: { collectionId, insightId: insightA, removedBy: ada, removedAt: '2025-03-05T10:00:00.000Z' },
  },
];
const events = (list: CollectionEvent[]): RecordedEvent<CollectionEvent>[] =>
  list.map((event, revision) => recorded(event, { streamId: stream, revision, position: revision + 1 }, organisationId));

describe('collections projection', () => {
  let sql: PgliteClient;
  let readStore: SqlReadStore;

  beforeEach(async () => {
    ({ sql, readStore } = await openSqlReadStore());
  });
  afterEach(async () => {
    await sql.close();
  });

  it('keeps the name and the insights, newest addition first', async () => {
    await project([collectionsProjection], events(history), readStore);
    const view = await readStore.get<CollectionView & ReadDocument>('collections', collectionId);
    expect(view).toMatchObject({
      collection_id: collectionId,
      organisation_id: organisationId,
      name: 'Billing',
      created_by: ada,
      created_at: '2025-03-01T10:00:00.000Z',
      updated_at: '2025-03-05T10:00:00.000Z',
      items: [{ insight_id: insightB, added_by: ada, added_at: '2025-03-03T10:00:00.000Z' }],
      _position: 5,
    });
  });

  it('changes nothing when the same events come again', async () => {
    const recordedEvents = events(history.slice(0, 3));
    await project([collectionsProjection], recordedEvents, readStore);
    const once = await readStore.get('collections', collectionId);
    await project([collectionsProjection], recordedEvents, readStore);
    await project([collectionsProjection], [recordedEvents[1]], readStore);
    expect(await readStore.get('collections', collectionId)).toEqual(once);
  });

  it('lists an insight once even if its addition is recorded twice, and drops a deleted collection', () => {
    const [createdEvent, addedEvent] = events(history);
    const view = collectionsProjection.evolve(
      collectionsProjection.evolve(collectionsProjection.evolve(null, createdEvent), addedEvent),
      addedEvent,
    );
    expect(view?.items.map((item) => item.insight_id)).toEqual([insightA]);
    const deleted = recorded<CollectionEvent>(
      { type: 'CollectionDeleted', data: { collectionId, deletedBy: ada, deletedAt: '2025-03-06T10:00:00.000Z' } },
      { streamId: stream, revision: 5, position: 6 },
      organisationId,
    );
    expect(collectionsProjection.evolve(view, deleted)).toBeNull();
  });
});
