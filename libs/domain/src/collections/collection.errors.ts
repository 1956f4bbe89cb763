import { DomainError } from '../shared/domain-error';
import { COLLECTION_NAME_MAX_CHARS } from './collection.events';

export const collectionErrors = {
  /** Also the answer for another organisation's collection, and for a deleted one: existence is never revealed. */
  notFound: () => new DomainError('COLLECTION_NOT_FOUND', 'not_found', 'Collection not found.'),
  idTaken: () => new DomainError('COLLECTION_ID_TAKEN', 'conflict', 'This collection id is already used.'),
  nameRequired: () => new DomainError('COLLECTION_NAME_REQUIRED', 'invalid', 'Please give the collection a name.'),
  nameTooLong: () =>
    new DomainError('COLLECTION_NAME_TOO_LONG', 'invalid', `A collection name can be at most ${COLLECTION_NAME_MAX_CHARS} characters.`),
  nameTaken: () => new DomainError('COLLECTION_NAME_TAKEN', 'conflict', 'Your organisation already has a collection with this name.'),
};
