import type { ContextPublication } from '../shared/publication';

/** The Data Library: every event of a document's stream is published (snippets never are: they live in an artefact). */
export const documentPublication: ContextPublication = {
  context: 'documents',
  streamCategory: 'document',
  privateEventTypes: new Set(),
};
