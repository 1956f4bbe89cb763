import type { InsightScore } from './insight.events';

const DAY_MS = 86_400_000;
/** The most a half-life may be (10 years): beyond it every mention counts as fresh. */
export const MAX_HALF_LIFE_DAYS = 3650;

export interface RecencyInput {
  /** Dated members by day (YYYY-MM-DD). */
  mentionsByDay: Readonly<Record<string, number>>;
  /** The moment the analysis measured recency from. */
  measuredAt: string;
  halfLifeDays: number;
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const percent = (value: number) => `${Math.round(value * 100)}%`;
const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/**
 * The recency of an insight's mentions under another half-life, from its mentions by day: the mean
 * over dated mentions of 0.5^(age in days / half-life), a mention's age counted from the start of
 * its day (UTC) to the moment the analysis measured from, never below 0. With no dated mention it
 * is 0, as the engine has it.
 */
export function recencyOf({ mentionsByDay, measuredAt, halfLifeDays }: RecencyInput): { value: number; explanation: string } {
  if (!Number.isFinite(halfLifeDays) || halfLifeDays <= 0) throw new RangeError(`halfLifeDays must be > 0, got ${halfLifeDays}`);
  const measuredMs = Date.parse(measuredAt);
  let mentions = 0;
  let weighted = 0;
  let newest = Infinity;
  for (const [day, count] of Object.entries(mentionsByDay)) {
    const dayMs = Date.parse(day);
    if (!Number.isFinite(dayMs) || !Number.isFinite(count) || count <= 0 || !Number.isFinite(measuredMs)) continue;
    const age = Math.max(0, measuredMs - dayMs) / DAY_MS;
    mentions += count;
    weighted += count * Math.pow(0.5, age / halfLifeDays);
    newest = Math.min(newest, age);
  }
  if (mentions === 0) {
    return { value: 0, explanation: `No member has a valid date, so recency counts as 0 (with a ${round1(halfLifeDays)}-day half-life).` };
  }
  const value = weighted / mentions;
  const equivalentAge = value > 0 ? halfLifeDays * Math.log2(1 / value) : Infinity;
  return {
    value,
    explanation:
      `Freshness ${percent(value)} with a ${round1(halfLifeDays)}-day half-life (re-weighted when read): as if every mention were ` +
      `${Number.isFinite(equivalentAge) ? round1(equivalentAge) : 'infinitely many'} days old; ` +
      `the newest is ${round1(newest)} days old, over ${plural(mentions, 'dated mention')}.`,
  };
}

/**
 * An impact score with its recency factor measured again under another half-life: the factor's
 * value, contribution (100 * weight * value) and explanation replaced, its weight kept, and the
 * score the sum of the contributions, within 0..100. A score without a known recency factor is
 * answered as it is.
 */
export function reweightRecency(impact: InsightScore, input: RecencyInput): InsightScore {
  const recency = impact.factors.find((factor) => factor.name === 'recency');
  if (!recency?.known) return impact;
  const { value, explanation } = recencyOf(input);
  return withFactor(impact, 'recency', value, explanation);
}

/**
 * A score with one known factor measured again: its value, contribution (100 * weight * value)
 * and explanation replaced, its weight kept, and the score the sum of the contributions, within
 * 0..100 (the engine's combination with the same weights). An unknown or absent factor changes nothing.
 */
export function withFactor(score: InsightScore, name: string, value: number, explanation: string): InsightScore {
  if (!score.factors.some((factor) => factor.name === name && factor.known)) return score;
  const factors = score.factors.map((factor) =>
    factor.name === name && factor.known ? { ...factor, value, contribution: 100 * factor.weight * value, explanation } : factor,
  );
  const total = factors.reduce((sum, factor) => sum + factor.contribution, 0);
  return { score: Math.min(100, Math.max(0, total)), factors };
}
