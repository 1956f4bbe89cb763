import type { ContextPublication } from '../shared/publication';

/** Projects: every event of a project's stream is published to analysts. */
export const projectPublication: ContextPublication = {
  context: 'projects',
  streamCategory: 'product',
  privateEventTypes: new Set(),
};
