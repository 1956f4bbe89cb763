import type { EventSchema } from '../shared/upcasters';
import type { InsightImpactScoreSetData } from './insight.events';

/** InsightImpactScoreSet as stored at version 1, before it said what the score was before. */
export type InsightImpactScoreSetV1Data = Omit<InsightImpactScoreSetData, 'previous'>;

/** Version 2 says the score people saw before; a version 1 event never knew it. */
export function impactScoreSetV1ToV2(data: InsightImpactScoreSetV1Data): InsightImpactScoreSetData {
  return { ...data, previous: null };
}

export const insightEventSchemas: readonly EventSchema[] = [{ type: 'InsightImpactScoreSet', upcasters: [impactScoreSetV1ToV2] }];
