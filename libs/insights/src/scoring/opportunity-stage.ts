/**
 * How much an opportunity stage says about business impact, 0..1. A customer closer to (or
 * already in) a contract weighs more: its feedback is money about to be won or kept. A lost deal
 * keeps a middle weight because its feedback often explains the loss.
 * Stage names vary between CRMs, so they are matched by pattern, first match wins.
 */
export const OPPORTUNITY_STAGE_WEIGHTS: ReadonlyArray<{ pattern: RegExp; label: string; weight: number }> = [
  { pattern: /closed[\s_-]*won|\bwon\b/, label: 'closed won', weight: 1 },
  { pattern: /closed[\s_-]*lost|\blost\b/, label: 'closed lost', weight: 0.6 },
  { pattern: /negotiat|review|commit|contract/, label: 'negotiation', weight: 0.9 },
  { pattern: /proposal|quote|pric/, label: 'proposal', weight: 0.8 },
  { pattern: /decision|perception|value[\s_-]*prop|evaluat|solution/, label: 'evaluation', weight: 0.6 },
  { pattern: /needs|qualif|discovery/, label: 'qualification', weight: 0.4 },
  { pattern: /prospect|lead/, label: 'prospecting', weight: 0.3 },
];

/** Weight of a stage the CRM names in its own words; unrecognised stages weigh 0.5. */
export const UNKNOWN_STAGE_WEIGHT = 0.5;

export function stageWeight(stage: string): number {
  const name = stage.toLowerCase();
  return OPPORTUNITY_STAGE_WEIGHTS.find((entry) => entry.pattern.test(name))?.weight ?? UNKNOWN_STAGE_WEIGHT;
}
