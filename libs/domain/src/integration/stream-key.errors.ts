import { DomainError } from '../shared/domain-error';
import { STREAM_KEY_NAME_MAX_CHARS, STREAM_KEYS_MAX_ACTIVE } from './stream-key.events';

export const streamKeyErrors = {
  adminOnly: () => new DomainError('ADMIN_ONLY', 'forbidden', 'Only an organisation admin can do this.'),
  invalidName: () =>
    new DomainError('STREAM_KEY_NAME_INVALID', 'invalid', `A key needs a name of 1 to ${STREAM_KEY_NAME_MAX_CHARS} characters.`),
  nameTaken: () => new DomainError('STREAM_KEY_NAME_TAKEN', 'conflict', 'A key in use already has this name.'),
  tooMany: () =>
    new DomainError(
      'STREAM_KEYS_TOO_MANY',
      'conflict',
      `An organisation can have at most ${STREAM_KEYS_MAX_ACTIVE} keys in use; revoke one first.`,
    ),
  /** Also the answer for another organisation's key: existence is never revealed. */
  notFound: () => new DomainError('STREAM_KEY_NOT_FOUND', 'not_found', 'Key not found.'),
  idTaken: () => new DomainError('STREAM_KEY_ID_TAKEN', 'conflict', 'This key id is already used.'),
};
