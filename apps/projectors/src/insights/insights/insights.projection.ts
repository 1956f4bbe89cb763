// The recommendations' projection lives beside their view in the infrastructure library: the
// query API folds an insight's own events with the same evolve to answer `as_of` (what the read
// model showed at a moment), so the two can never disagree. Edit it there.
export { insightsProjection } from '@app/infrastructure/read-models';
