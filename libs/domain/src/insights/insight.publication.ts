import type { ContextPublication } from '../shared/publication';

/** Insights: every event of an insight's stream is published (member lists stay in their artefact). */
export const insightPublication: ContextPublication = {
  context: 'insights',
  streamCategory: 'insight',
  privateEventTypes: new Set(),
};
