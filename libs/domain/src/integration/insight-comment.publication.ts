import type { ContextPublication } from '../shared/publication';

/**
 * An insight's comments (`insightcomments-<insightId>`), published under the insights context and
 * keyed by the insight id like its other events; the mapping leaves each comment's text out.
 */
export const insightCommentPublication: ContextPublication = {
  context: 'insights',
  streamCategory: 'insightcomments',
  privateEventTypes: new Set(),
};
