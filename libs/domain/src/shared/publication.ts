/**
 * What a bounded context publishes to analysts: the events of its aggregate streams
 * (`<streamCategory>-<id>`), under topics named after the context, except its private events
 * (security bookkeeping that never leaves the product). Streams of categories no context
 * publishes (claims, sessions, jobs, mail) are internal and never published.
 */
export interface ContextPublication {
  context: string;
  streamCategory: string;
  privateEventTypes: ReadonlySet<string>;
}
