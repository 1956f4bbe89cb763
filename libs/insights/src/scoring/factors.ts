import type { ProjectContext } from '../model/project-context';
import type { Snippet } from '../model/snippet';
import { clamp01, type MeasuredFactor } from './combine';
import { rangeOf } from '../numbers/range';
import { revenueHolderKey, spreadOf, sumOf, type ScoringCorpus } from './corpus';
import { contextRelevance, tokenize } from './relevance';
import { DAY_MS, parseDateMs } from './time';

/**
 * The measures behind the scores. Each returns a value in 0..1 (or undefined when the project
 * lacks the data) and a sentence saying what was measured.
 */

const percent = (share: number): string => `${Math.round(share * 100)}%`;
const plural = (count: number, noun: string): string => `${count} ${noun}${count === 1 ? '' : 's'}`;
const round1 = (value: number): number => Math.round(value * 10) / 10;

/** Log-scaled share: ln(1 + part) / ln(1 + whole). 0 for no part, 1 for the whole. */
export function logShare(part: number, whole: number): number {
  if (!(part > 0)) return 0;
  const total = Math.max(part, whole);
  return clamp01(Math.log1p(part) / Math.log1p(total));
}

/**
 * frequency = ln(1 + mentions) / ln(1 + total snippets). The logarithm keeps a theme with a tenth
 * of all mentions well above one-off remarks without letting the largest theme flatten the rest.
 */
export function frequencyFactor(mentions: number, totalSnippets: number): MeasuredFactor {
  const value = logShare(mentions, totalSnippets);
  const total = Math.max(mentions, totalSnippets);
  const share = total === 0 ? 0 : mentions / total;
  return {
    name: 'frequency',
    value,
    explanation: `Mentioned in ${mentions} of ${plural(total, 'snippet')} (${percent(share)}); log-scaled to ${percent(value)}.`,
  };
}

/**
 * recency = mean over members of 0.5^(age in days / half-life); a member dated after `now` has
 * age 0. Members without a valid date are left out; with none, recency is 0.
 */
export function recencyFactor(members: readonly Snippet[], nowMs: number, halfLifeDays: number): MeasuredFactor {
  if (!Number.isFinite(halfLifeDays) || halfLifeDays <= 0) throw new RangeError(`halfLifeDays must be > 0, got ${halfLifeDays}`);
  const agesDays = members
    .map((snippet) => parseDateMs(snippet.date))
    .filter((ms): ms is number => ms !== undefined)
    .map((ms) => Math.max(0, nowMs - ms) / DAY_MS);
  if (agesDays.length === 0) return { name: 'recency', value: 0, explanation: 'No member has a valid date, so recency counts as 0.' };
  const value = sumOf(agesDays.map((age) => Math.pow(0.5, age / halfLifeDays))) / agesDays.length;
  const equivalentAge = value > 0 ? halfLifeDays * Math.log2(1 / value) : Infinity;
  const newest = rangeOf(agesDays).low;
  return {
    name: 'recency',
    value,
    explanation:
      `Freshness ${percent(value)} with a ${round1(halfLifeDays)}-day half-life: as if every mention were ${Number.isFinite(equivalentAge) ? round1(equivalentAge) : 'infinitely many'} days old; ` +
      `the newest is ${round1(newest)} days old, over ${plural(agesDays.length, 'dated mention')}.`,
  };
}

/** The spread at which a consistency dimension counts as full: 5 sources, 5 customers, 4 weeks. */
export const CONSISTENCY_TARGETS = { sources: 5, customers: 5, weeks: 4 } as const;

/**
 * consistency = mean over the informative dimensions (sources, customers, 7-day buckets) of
 * (distinct in theme - 1) / (reach - 1), reach = min(distinct in the project, target). A dimension
 * whose reach is 1 cannot tell themes apart (e.g. a single-customer project) and is left out;
 * with no informative dimension, consistency is unknown.
 */
export function consistencyFactor(members: readonly Snippet[], corpus: ScoringCorpus): MeasuredFactor {
  const theme = spreadOf(members);
  const dimensions = [
    { label: 'sources', distinct: theme.sources, available: corpus.distinctSources, target: CONSISTENCY_TARGETS.sources },
    { label: 'customers', distinct: theme.customers, available: corpus.distinctCustomers, target: CONSISTENCY_TARGETS.customers },
    { label: 'weeks', distinct: theme.weeks, available: corpus.distinctWeeks, target: CONSISTENCY_TARGETS.weeks },
  ];
  const informative = dimensions
    .map((dimension) => ({ ...dimension, reach: Math.min(dimension.available, dimension.target) }))
    .filter((dimension) => dimension.reach > 1);
  const parts = informative.map((dimension) => `${dimension.distinct} of ${dimension.reach} ${dimension.label}`);
  if (informative.length === 0) {
    return {
      name: 'consistency',
      value: undefined,
      explanation: 'Unknown: the project has a single source, customer and week, so no theme can be more widespread than another.',
    };
  }
  const value = sumOf(informative.map((dimension) => clamp01((dimension.distinct - 1) / (dimension.reach - 1)))) / informative.length;
  return {
    name: 'consistency',
    value,
    explanation: `Seen across ${parts.join(', ')} (counted up to the target spread): ${percent(value)}.`,
  };
}

/**
 * sentiment = (1 - mean sentiment) / 2: negative sentiment is pain, and pain is what a product
 * team acts on first, so -1 gives 1, neutral 0.5 and +1 gives 0. Praise still ranks, on its
 * other factors.
 */
export function sentimentFactor(sentimentMean: number): MeasuredFactor {
  if (!Number.isFinite(sentimentMean))
    return { name: 'sentiment', value: undefined, explanation: 'Unknown: the theme has no sentiment measure.' };
  const sentiment = Math.max(-1, Math.min(1, sentimentMean));
  const mood = sentiment <= -0.05 ? 'negative' : sentiment >= 0.05 ? 'positive' : 'neutral';
  return {
    name: 'sentiment',
    value: (1 - sentiment) / 2,
    explanation: `Mean sentiment ${Math.round(sentiment * 100) / 100} (${mood}); negative feedback signals pain and weighs more.`,
  };
}

/**
 * relevance = the semantic relevance supplied with the theme; without one, the keyword overlap of
 * the members' text with the project's keywords (or its goal's content words).
 */
export function relevanceFactor(relevance: number | undefined, members: readonly Snippet[], context: ProjectContext): MeasuredFactor {
  if (relevance !== undefined && Number.isFinite(relevance)) {
    return {
      name: 'relevance',
      value: clamp01(relevance),
      explanation: `Semantic relevance to the project's goal and keywords: ${percent(clamp01(relevance))}.`,
    };
  }
  const overlap = contextRelevance(
    members.flatMap((snippet) => tokenize(snippet.text)),
    context,
  );
  if (overlap === undefined)
    return { name: 'relevance', value: undefined, explanation: 'Unknown: the project has neither keywords nor a goal to compare with.' };
  const matched = overlap.matched.length > 0 ? `: ${overlap.matched.join(', ')}` : '';
  return {
    name: 'relevance',
    value: overlap.value,
    explanation: `Mentions ${overlap.matched.length} of ${plural(overlap.keywordCount, overlap.against === 'keywords' ? 'project keyword' : 'goal term')}${matched}.`,
  };
}

/** Distinct revenue holders (customers, else sources) among the members. */
function holdersOf(members: readonly Snippet[]): Set<string> {
  return new Set(members.map(revenueHolderKey));
}

/** Part of business impact that comes from customer reach when both parts are known. */
export const BUSINESS_IMPACT_REACH_SHARE = 0.6;

/**
 * business impact = 0.6 * customer reach + 0.4 * opportunity stage, where customer reach =
 * ln(1 + distinct customers in the theme) / ln(1 + distinct customers in the project) and
 * opportunity stage = mean stage weight of the theme's holders that have a stage (0 if none does).
 * A part the project has no data for is dropped; with neither, business impact is unknown.
 */
export function businessImpactFactor(members: readonly Snippet[], corpus: ScoringCorpus): MeasuredFactor {
  const customers = spreadOf(members).customers;
  const reach = corpus.distinctCustomers > 0 ? logShare(customers, corpus.distinctCustomers) : undefined;
  let stage: number | undefined;
  let staged = 0;
  if (corpus.stageWeightByHolder.size > 0) {
    const weights = [...holdersOf(members)]
      .map((holder) => corpus.stageWeightByHolder.get(holder))
      .filter((weight): weight is number => weight !== undefined);
    staged = weights.length;
    stage = weights.length === 0 ? 0 : sumOf(weights) / weights.length;
  }
  const reachText = `${customers} of ${plural(corpus.distinctCustomers, 'customer')} (${percent(reach ?? 0)} log-scaled)`;
  const stageText = `opportunity stage weight ${percent(stage ?? 0)} over ${plural(staged, 'account')} with a stage`;
  if (reach !== undefined && stage !== undefined) {
    return {
      name: 'business_impact',
      value: BUSINESS_IMPACT_REACH_SHARE * reach + (1 - BUSINESS_IMPACT_REACH_SHARE) * stage,
      explanation: `Raised by ${reachText}; ${stageText}.`,
    };
  }
  if (reach !== undefined)
    return { name: 'business_impact', value: reach, explanation: `Raised by ${reachText}; the project has no opportunity stages.` };
  if (stage !== undefined) return { name: 'business_impact', value: stage, explanation: `The project names no customers; ${stageText}.` };
  return {
    name: 'business_impact',
    value: undefined,
    explanation: 'Unknown: the project has neither named customers nor opportunity stages.',
  };
}

/** ARR of the theme: sum of the ARR of its distinct revenue holders (each counted once). */
export function themeArr(members: readonly Snippet[], corpus: ScoringCorpus): number {
  return sumOf([...holdersOf(members)].map((holder) => corpus.arrByHolder.get(holder) ?? 0));
}

/** Steepness of the revenue curve: share s maps to ln(1 + 99 s) / ln(100). */
export const REVENUE_LOG_STEEPNESS = 99;

/**
 * revenue = ln(1 + 99 s) / ln(100), s = ARR of the theme's distinct customers / ARR of all the
 * project's customers: a log-scaled share, independent of the currency unit, that lifts a theme
 * raised by a few large accounts (1% -> 15%, 10% -> 52%, 50% -> 85%, 100% -> 100%). Unknown when
 * the project has no ARR at all.
 */
export function revenueFactor(members: readonly Snippet[], corpus: ScoringCorpus): MeasuredFactor {
  if (!(corpus.totalArr > 0))
    return { name: 'revenue', value: undefined, explanation: 'Unknown: no revenue (ARR) is known for this project.' };
  const arr = themeArr(members, corpus);
  const share = clamp01(arr / corpus.totalArr);
  const value = clamp01(Math.log1p(REVENUE_LOG_STEEPNESS * share) / Math.log1p(REVENUE_LOG_STEEPNESS));
  return {
    name: 'revenue',
    value,
    explanation: `Customers raising it account for ARR ${Math.round(arr)} of ${Math.round(corpus.totalArr)} (${percent(share)}); log-scaled to ${percent(value)}.`,
  };
}
