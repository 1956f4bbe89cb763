import type { ScoreBreakdown } from '../model/insight';
import type { ThemeForScoring } from '../model/theme';
import { combineFactors, withOverrides, type Weights } from './combine';
import { membersOf, type ScoringCorpus } from './corpus';
import { businessImpactFactor, frequencyFactor, revenueFactor, sentimentFactor, themeArr } from './factors';

export type PriorityFactorName = 'frequency' | 'business_impact' | 'sentiment' | 'revenue';

/** Default weights of the priority score (SPEC.md section 1); they sum to 1. */
export const PRIORITY_WEIGHTS: Readonly<Weights<PriorityFactorName>> = {
  frequency: 0.3,
  business_impact: 0.25,
  sentiment: 0.2,
  revenue: 0.25,
};

export interface PriorityOptions {
  /** The project's snippets, built once with `scoringCorpus`. */
  corpus: ScoringCorpus;
  weights?: Partial<Weights<PriorityFactorName>>;
}

/**
 * What to act on first: 100 * weighted mean of mention frequency, business impact, sentiment
 * (negative = more) and revenue. Without revenue (or business) data in the project, that weight
 * is shared among the others and the breakdown says so.
 */
export function priorityScore(theme: ThemeForScoring, options: PriorityOptions): ScoreBreakdown {
  const members = membersOf(theme.memberSnippetIds, options.corpus);
  return combineFactors<PriorityFactorName>(
    [
      { ...frequencyFactor(members.length, options.corpus.totalSnippets), name: 'frequency' },
      { ...businessImpactFactor(members, options.corpus), name: 'business_impact' },
      { ...sentimentFactor(theme.sentimentMean), name: 'sentiment' },
      { ...revenueFactor(members, options.corpus), name: 'revenue' },
    ],
    withOverrides(PRIORITY_WEIGHTS, options.weights),
  );
}

/** Total ARR of the customers behind a theme (Recommendation.arr / total_arr). */
export function themeTotalArr(theme: Pick<ThemeForScoring, 'memberSnippetIds'>, corpus: ScoringCorpus): number {
  return themeArr(membersOf(theme.memberSnippetIds, corpus), corpus);
}
