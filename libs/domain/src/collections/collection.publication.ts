import type { ContextPublication } from '../shared/publication';

/** Collections: every event of a collection's stream is published (names and insight ids, nothing private). */
export const collectionPublication: ContextPublication = {
  context: 'collections',
  streamCategory: 'collection',
  privateEventTypes: new Set(),
};
