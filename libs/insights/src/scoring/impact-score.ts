import type { ScoreBreakdown } from '../model/insight';
import type { ProjectContext } from '../model/project-context';
import type { ThemeForScoring } from '../model/theme';
import { combineFactors, withOverrides, type Weights } from './combine';
import { membersOf, type ScoringCorpus } from './corpus';
import { consistencyFactor, frequencyFactor, recencyFactor, relevanceFactor, sentimentFactor } from './factors';
import { toEpochMs, type Instant } from './time';

export type ImpactFactorName = 'frequency' | 'recency' | 'consistency' | 'sentiment' | 'relevance';

/** Default weights of the impact score (SPEC.md section 1); they sum to 1. */
export const IMPACT_WEIGHTS: Readonly<Weights<ImpactFactorName>> = {
  frequency: 0.3,
  recency: 0.15,
  consistency: 0.2,
  sentiment: 0.15,
  relevance: 0.2,
};

export const DEFAULT_HALF_LIFE_DAYS = 30;

export interface ImpactOptions {
  /** The moment recency is measured from. */
  now: Instant;
  /** The project's snippets, built once with `scoringCorpus`. */
  corpus: ScoringCorpus;
  /** Age at which a mention counts half as much as a fresh one; default 30 days. */
  halfLifeDays?: number;
  weights?: Partial<Weights<ImpactFactorName>>;
}

/**
 * How much a theme matters: 100 * weighted mean of frequency, recency, consistency, sentiment
 * (negative = more) and relevance, each 0..1, with each factor's share in the breakdown.
 */
export function impactScore(theme: ThemeForScoring, context: ProjectContext, options: ImpactOptions): ScoreBreakdown {
  const members = membersOf(theme.memberSnippetIds, options.corpus);
  return combineFactors<ImpactFactorName>(
    [
      { ...frequencyFactor(members.length, options.corpus.totalSnippets), name: 'frequency' },
      { ...recencyFactor(members, toEpochMs(options.now), options.halfLifeDays ?? DEFAULT_HALF_LIFE_DAYS), name: 'recency' },
      { ...consistencyFactor(members, options.corpus), name: 'consistency' },
      { ...sentimentFactor(theme.sentimentMean), name: 'sentiment' },
      { ...relevanceFactor(theme.relevance, members, context), name: 'relevance' },
    ],
    withOverrides(IMPACT_WEIGHTS, options.weights),
  );
}
