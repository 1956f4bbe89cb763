import type { ContextPublication } from '../shared/publication';
import { privateInsightEventTypes } from './insight-note';

/** Insights: every event of an insight's stream is published (member lists stay in their artefact), never a personal note. */
export const insightPublication: ContextPublication = {
  context: 'insights',
  streamCategory: 'insight',
  privateEventTypes: privateInsightEventTypes,
};
