import type { ScoreBreakdown, ScoreFactor, ScoreFactorName } from '../model/insight';

/** A factor as measured, before weighting: `value` undefined means the data to measure it is missing. */
export interface MeasuredFactor {
  name: ScoreFactorName;
  value: number | undefined;
  explanation: string;
}

export type Weights<Name extends ScoreFactorName> = Record<Name, number>;

export const clamp01 = (value: number): number => (value < 0 ? 0 : value > 1 ? 1 : value);

/** Merges weight overrides into defaults; weights must be finite and non-negative. */
export function withOverrides<Name extends ScoreFactorName>(
  defaults: Weights<Name>,
  overrides: Partial<Weights<Name>> | undefined,
): Weights<Name> {
  const weights = { ...defaults, ...overrides } as Weights<Name>;
  for (const [name, weight] of Object.entries(weights) as Array<[Name, number]>) {
    if (!Number.isFinite(weight) || weight < 0) throw new RangeError(`weight of ${name} must be a finite number >= 0, got ${weight}`);
  }
  return weights;
}

const formatWeight = (weight: number): string => String(Math.round(weight * 1000) / 1000);

/**
 * score = 100 * sum(weight_i * value_i) over known factors, with weight_i = base_i / sum(base of
 * known factors): an unknown factor's weight is shared among the known ones in proportion to
 * theirs, so a project without (say) revenue data is scored on the rest, on the same 0..100 scale.
 * With fixed weights the score is a positive linear combination, hence monotone in every value.
 */
export function combineFactors<Name extends ScoreFactorName>(
  measured: ReadonlyArray<MeasuredFactor & { name: Name }>,
  weights: Weights<Name>,
): ScoreBreakdown {
  const knownWeight = measured.reduce((total, factor) => (factor.value === undefined ? total : total + weights[factor.name]), 0);
  const factors: ScoreFactor[] = measured.map((factor) => {
    if (factor.value === undefined) {
      return {
        name: factor.name,
        value: 0,
        weight: 0,
        contribution: 0,
        known: false,
        explanation: `${factor.explanation} Its weight (${formatWeight(weights[factor.name])}) is shared among the other factors in proportion to theirs.`,
      };
    }
    const value = clamp01(factor.value);
    const weight = knownWeight > 0 ? weights[factor.name] / knownWeight : 0;
    return { name: factor.name, value, weight, contribution: 100 * weight * value, known: true, explanation: factor.explanation };
  });
  const score = factors.reduce((total, factor) => total + factor.contribution, 0);
  return { score: Math.min(100, Math.max(0, score)), factors };
}
