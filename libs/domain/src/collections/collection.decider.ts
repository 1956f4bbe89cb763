import type { Decider } from '../shared/decider';
import { insightErrors } from '../insights/insight.errors';
import type { CollectionCommand } from './collection.commands';
import { collectionErrors } from './collection.errors';
import { type CollectionEvent, collectionEventTypes } from './collection.events';
import { collectionName } from './collection-name';

export interface CollectionState {
  collectionId: string | null;
  organisationId: string | null;
  name: string;
  createdBy: string | null;
  /** The insights in it, in the order they were added. */
  insightIds: string[];
  deleted: boolean;
}

export const initialCollectionState: CollectionState = {
  collectionId: null,
  organisationId: null,
  name: '',
  createdBy: null,
  insightIds: [],
  deleted: false,
};

/** What a member may act on: a live collection of their own organisation; anything else is not found. */
function requireVisible(state: CollectionState, organisationId: string): string {
  if (state.collectionId === null || state.deleted || state.organisationId !== organisationId) throw collectionErrors.notFound();
  return state.collectionId;
}

function decide(command: CollectionCommand, state: CollectionState): CollectionEvent[] {
  switch (command.type) {
    case 'CreateCollection': {
      if (state.collectionId !== null) throw collectionErrors.idTaken();
      const { collectionId, organisationId, userId, now } = command;
      return [
        {
          type: 'CollectionCreated',
          data: { collectionId, organisationId, name: collectionName(command.name), createdBy: userId, createdAt: now },
        },
      ];
    }
    case 'RenameCollection': {
      const collectionId = requireVisible(state, command.organisationId);
      const name = collectionName(command.name);
      if (name === state.name) return [];
      return [
        {
          type: 'CollectionRenamed',
          data: { collectionId, name, previousName: state.name, renamedBy: command.userId, renamedAt: command.now },
        },
      ];
    }
    case 'DeleteCollection': {
      const collectionId = requireVisible(state, command.organisationId);
      return [{ type: 'CollectionDeleted', data: { collectionId, deletedBy: command.userId, deletedAt: command.now } }];
    }
    case 'AddInsightToCollection': {
      const collectionId = requireVisible(state, command.organisationId);
      const { insight } = command;
      // Only an insight the caller could open may be collected: same organisation, not deleted.
      if (insight.organisationId !== command.organisationId || insight.deleted) throw insightErrors.notFound();
      if (state.insightIds.includes(insight.insightId)) return [];
      return [
        {
          type: 'InsightAddedToCollection',
          data: { collectionId, insightId: insight.insightId, addedBy: command.userId, addedAt: command.now },
        },
      ];
    }
    case 'RemoveInsightFromCollection': {
      const collectionId = requireVisible(state, command.organisationId);
      // Not in it (never was, or removed already): the outcome asked for holds, nothing to record.
      if (!state.insightIds.includes(command.insightId)) return [];
      return [
        {
          type: 'InsightRemovedFromCollection',
          data: { collectionId, insightId: command.insightId, removedBy: command.userId, removedAt: command.now },
        },
      ];
    }
  }
}

function evolve(state: CollectionState, event: CollectionEvent): CollectionState {
  switch (event.type) {
    case 'CollectionCreated':
      return {
        ...state,
        collectionId: event.data.collectionId,
        organisationId: event.data.organisationId,
        name: event.data.name,
        createdBy: event.data.createdBy,
      };
    case 'CollectionRenamed':
      return { ...state, name: event.data.name };
    case 'CollectionDeleted':
      return { ...state, deleted: true };
    case 'InsightAddedToCollection':
      return { ...state, insightIds: [...state.insightIds, event.data.insightId] };
    case 'InsightRemovedFromCollection':
      return { ...state, insightIds: state.insightIds.filter((insightId) => insightId !== event.data.insightId) };
  }
}

export const collectionDecider: Decider<CollectionCommand, CollectionState, CollectionEvent> = {
  initialState: initialCollectionState,
  decide,
  evolve,
  eventTypes: collectionEventTypes,
};
