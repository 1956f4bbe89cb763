import { type CollectionEvent, collectionEventTypes } from '@app/domain';
import type { CollectionView } from '@app/infrastructure/read-models';
import type { Projection } from '@app/infrastructure/processors';

/**
 * The collections: one view per collection with its name and its insights' ids, newest first.
 * What the insights say (title, counts, dismissal, deletion) is joined from the `insights` read
 * model at query time, so no insight event needs handling here.
 */
export const collectionsProjection: Projection<CollectionView, CollectionEvent> = {
  collection: 'collections',
  // An organisation's collections, newest first.
  indexes: [['organisation_id', 'created_at']],
  handles: collectionEventTypes,
  documentId(event) {
    return event.streamId.startsWith('collection-') ? event.data.collectionId : null;
  },
  evolve(doc, event) {
    switch (event.type) {
      case 'CollectionCreated': {
        const { data } = event;
        return {
          collection_id: data.collectionId,
          organisation_id: data.organisationId,
          name: data.name,
          created_by: data.createdBy,
          created_at: data.createdAt,
          updated_at: data.createdAt,
          items: [],
        };
      }
      case 'CollectionRenamed':
        return doc && { ...doc, name: event.data.name, updated_at: event.data.renamedAt };
      case 'CollectionDeleted':
        return null;
      case 'InsightAddedToCollection': {
        const { data } = event;
        if (!doc || doc.items.some((item) => item.insight_id === data.insightId)) return doc;
        return {
          ...doc,
          items: [{ insight_id: data.insightId, added_by: data.addedBy, added_at: data.addedAt }, ...doc.items],
          updated_at: data.addedAt,
        };
      }
      case 'InsightRemovedFromCollection': {
        const { data } = event;
        return doc && { ...doc, items: doc.items.filter((item) => item.insight_id !== data.insightId), updated_at: data.removedAt };
      }
    }
  },
};
