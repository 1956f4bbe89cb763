import type { ContextPublication } from '../shared/publication';

/** Organisations: every event of an organisation's stream is published. */
export const organisationPublication: ContextPublication = {
  context: 'organisations',
  streamCategory: 'organisation',
  privateEventTypes: new Set(),
};
