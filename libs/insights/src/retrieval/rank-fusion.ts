import type { Ranked } from './ranking';

export interface WeightedRanking {
  ranked: readonly Ranked[];
  weight: number;
}

/**
 * Reciprocal rank fusion (Cormack, Clarke and Büttcher, 2009): each entry scores the sum over the
 * rankings of weight / (k + rank), rank counted from 1. Only ranks count, so BM25 scores (unbounded)
 * and cosines (at most 1) need no common scale; k keeps one first place from outweighing
 * agreement lower down.
 */
export function reciprocalRankFusion(rankings: readonly WeightedRanking[], k: number): Map<number, number> {
  const fused = new Map<number, number>();
  for (const { ranked, weight } of rankings) {
    ranked.forEach(({ entry }, index) => fused.set(entry, (fused.get(entry) ?? 0) + weight / (k + index + 1)));
  }
  return fused;
}
