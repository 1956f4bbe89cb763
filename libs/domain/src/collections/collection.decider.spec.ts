import { given } from '../shared/given-when-then.spec-helper';
import { streams } from '../shared/stream-names';
import type { CollectionCommand, InsightSeen } from './collection.commands';
import { collectionDecider } from './collection.decider';
import type { CollectionEvent } from './collection.events';
import { collectionNameKey } from './collection-name';

const collectionId = 'c-1';
const org = 'org-1';
const ada = 'u-ada';
const t0 = '2025-03-01T10:00:00.000Z';
const t1 = '2025-03-02T10:00:00.000Z';

const created: CollectionEvent = {
  type: 'CollectionCreated',
  data: { collectionId, organisationId: org, name: 'Pricing pains', createdBy: ada, createdAt: t0 },
};
const insight = (overrides: Partial<InsightSeen> = {}): InsightSeen => ({
  insightId: 'i-1',
  organisationId: org,
  deleted: false,
  ...overrides,
});
const add = (seen: InsightSeen = insight(), organisationId = org): CollectionCommand => ({
  type: 'AddInsightToCollection',
  organisationId,
  insight: seen,
  userId: ada,
  now: t1,
});
const added: CollectionEvent = {
  type: 'InsightAddedToCollection',
  data: { collectionId, insightId: 'i-1', addedBy: ada, addedAt: t1 },
};

describe('collection decider', () => {
  it('names its stream collection-<collectionId>', () => {
    expect(streams.collection(collectionId)).toBe('collection-c-1');
  });

  it('creates a collection with its name trimmed; the id cannot be used twice', () => {
    given(collectionDecider)
      .when({ type: 'CreateCollection', collectionId, organisationId: org, name: '  Pricing pains ', userId: ada, now: t0 })
      .then([created]);
    given(collectionDecider, [created])
      .when({ type: 'CreateCollection', collectionId, organisationId: org, name: 'Other', userId: ada, now: t0 })
      .thenThrows('COLLECTION_ID_TAKEN');
  });

  it('refuses an empty name and one longer than 80 characters', () => {
    const create = (name: string): CollectionCommand => ({
      type: 'CreateCollection',
      collectionId,
      organisationId: org,
      name,
      userId: ada,
      now: t0,
    });
    given(collectionDecider).when(create('   ')).thenThrows('COLLECTION_NAME_REQUIRED');
    given(collectionDecider)
      .when(create('x'.repeat(81)))
      .thenThrows('COLLECTION_NAME_TOO_LONG');
    // Characters, not UTF-16 units: 80 emoji are a fine name.
    given(collectionDecider)
      .when(create('🙂'.repeat(80)))
      .then([{ ...created, data: { ...created.data, name: '🙂'.repeat(80) } } as CollectionEvent]);
  });

  it('renames (the same name again records nothing), and says what it was called', () => {
    const rename = (name: string): CollectionCommand => ({ type: 'RenameCollection', organisationId: org, name, userId: ada, now: t1 });
    given(collectionDecider, [created])
      .when(rename(' Billing '))
      .then([
        {
          type: 'CollectionRenamed',
          data: { collectionId, name: 'Billing', previousName: 'Pricing pains', renamedBy: ada, renamedAt: t1 },
        },
      ]);
    given(collectionDecider, [created]).when(rename('Pricing pains')).then([]);
    given(collectionDecider, [created]).when(rename('')).thenThrows('COLLECTION_NAME_REQUIRED');
  });

  it("treats another organisation's collection, a missing one and a deleted one as not found", () => {
    const deleted: CollectionEvent = { type: 'CollectionDeleted', data: { collectionId, deletedBy: ada, deletedAt: t1 } };
    given(collectionDecider, [created]).when({ type: 'DeleteCollection', organisationId: org, userId: ada, now: t1 }).then([deleted]);
    given(collectionDecider, [created, deleted])
      .when({ type: 'DeleteCollection', organisationId: org, userId: ada, now: t1 })
      .thenThrows('COLLECTION_NOT_FOUND');
    given(collectionDecider)
      .when({ type: 'RenameCollection', organisationId: org, name: 'x', userId: ada, now: t1 })
      .thenThrows('COLLECTION_NOT_FOUND');
    given(collectionDecider, [created])
      .when(add(insight({ organisationId: 'org-2' }), 'org-2'))
      .thenThrows('COLLECTION_NOT_FOUND');
    given(collectionDecider, [created, deleted]).when(add()).thenThrows('COLLECTION_NOT_FOUND');
  });

  it('adds a visible insight once; a missing, deleted or foreign insight is not found', () => {
    given(collectionDecider, [created]).when(add()).then([added]);
    given(collectionDecider, [created, added]).when(add()).then([]);
    given(collectionDecider, [created])
      .when(add(insight({ organisationId: null })))
      .thenThrows('INSIGHT_NOT_FOUND');
    given(collectionDecider, [created])
      .when(add(insight({ deleted: true })))
      .thenThrows('INSIGHT_NOT_FOUND');
    given(collectionDecider, [created])
      .when(add(insight({ organisationId: 'org-2' })))
      .thenThrows('INSIGHT_NOT_FOUND');
  });

  it('removes an insight that is in it; one that is not changes nothing', () => {
    const remove: CollectionCommand = { type: 'RemoveInsightFromCollection', organisationId: org, insightId: 'i-1', userId: ada, now: t1 };
    const removed: CollectionEvent = {
      type: 'InsightRemovedFromCollection',
      data: { collectionId, insightId: 'i-1', removedBy: ada, removedAt: t1 },
    };
    given(collectionDecider, [created, added]).when(remove).then([removed]);
    given(collectionDecider, [created, added, removed]).when(remove).then([]);
    given(collectionDecider, [created, added, removed]).when(add()).then([added]);
  });

  it('compares names whatever their case and width', () => {
    expect(collectionNameKey(' Pricing ')).toBe(collectionNameKey('PRICING'));
    expect(collectionNameKey('ｐｒｉｃｉｎｇ')).toBe(collectionNameKey('pricing'));
    expect(collectionNameKey('Pricing')).not.toBe(collectionNameKey('Pricing 2'));
  });
});
