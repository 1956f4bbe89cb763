import { eventTypeSet } from '../shared/decider';

/**
 * A collection: a named set of an organisation's insights that its members gather by hand, in its
 * own stream (`collection-<collectionId>`). It holds insight ids only: what an insight says is the
 * insight's own (read models join them), so a revised or deleted insight needs no event here.
 */
export interface CollectionCreatedData {
  collectionId: string;
  organisationId: string;
  name: string;
  createdBy: string;
  createdAt: string;
}

export interface CollectionRenamedData {
  collectionId: string;
  name: string;
  previousName: string;
  renamedBy: string;
  renamedAt: string;
}

/** Gone from every list; the insights in it are untouched. */
export interface CollectionDeletedData {
  collectionId: string;
  deletedBy: string;
  deletedAt: string;
}

export interface InsightAddedToCollectionData {
  collectionId: string;
  insightId: string;
  addedBy: string;
  addedAt: string;
}

export interface InsightRemovedFromCollectionData {
  collectionId: string;
  insightId: string;
  removedBy: string;
  removedAt: string;
}

export type CollectionEvent =
  | { type: 'CollectionCreated'; data: CollectionCreatedData }
  | { type: 'CollectionRenamed'; data: CollectionRenamedData }
  | { type: 'CollectionDeleted'; data: CollectionDeletedData }
  | { type: 'InsightAddedToCollection'; data: InsightAddedToCollectionData }
  | { type: 'InsightRemovedFromCollection'; data: InsightRemovedFromCollectionData };

export const collectionEventTypes = eventTypeSet<CollectionEvent>({
  CollectionCreated: true,
  CollectionRenamed: true,
  CollectionDeleted: true,
  InsightAddedToCollection: true,
  InsightRemovedFromCollection: true,
});

/** Longest collection name, in characters (after trimming). */
export const COLLECTION_NAME_MAX_CHARS = 80;
