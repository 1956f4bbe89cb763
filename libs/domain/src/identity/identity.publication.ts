import type { ContextPublication } from '../shared/publication';
import { PRIVATE_USER_EVENT_TYPES } from './user.events';

/** People's accounts: published without their security bookkeeping. */
export const identityPublication: ContextPublication = {
  context: 'identity',
  streamCategory: 'user',
  privateEventTypes: PRIVATE_USER_EVENT_TYPES,
};
