import type { Features } from '../representation/features';
import { deriveSeed } from '../numbers/random';
import { mapPieces, type Parallel } from '../parallel/parallel';

import { exactRows, refineRows, treeCandidates } from './knn-parts';
import { type KnnGraph, mergeNeighbourLists } from './neighbour-lists';
import { throwIfAborted } from './progress';

export type { KnnGraph } from './neighbour-lists';

export interface KnnOptions {
  signal?: AbortSignal;
  onProgress?: (fraction: number) => void;
  /** Threads to share the work with (default: this one alone). The graph is the same for any number. */
  parallel?: Parallel;
}

/** Splits rows 0..n-1 into `parts` ranges of about equal cost, row i costing weight(i). */
function rangesOfEqualCost(n: number, parts: number, cumulative: (i: number) => number): Array<[number, number]> {
  const total = cumulative(n);
  const bounds = [0];
  for (let p = 1; p < parts; p++) {
    let lo = bounds[p - 1];
    let hi = n;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative(mid) < (total * p) / parts) lo = mid + 1;
      else hi = mid;
    }
    bounds.push(lo);
  }
  bounds.push(n);
  return bounds
    .slice(1)
    .map((to, p): [number, number] => [bounds[p], to])
    .filter(([from, to]) => to > from);
}

/** Checks for cancellation whenever progress is reported. */
function progressWithCancel(options: KnnOptions, from: number, to: number): (fraction: number) => void {
  return (fraction) => {
    throwIfAborted(options.signal);
    options.onProgress?.(from + (to - from) * fraction);
  };
}

/**
 * Exact k nearest neighbours by dot product of unit rows. Each pair is scored once, by the piece
 * that holds its lower row; pieces hold rows of about equal numbers of pairs (earlier rows pair
 * with more later ones). Time grows with n^2.
 */
export function exactKnn(f: Features, k: number, options: KnnOptions = {}): KnnGraph {
  const n = f.rows;
  const kk = Math.max(0, Math.min(k, n - 1));
  if (kk === 0) return { n, k: kk, ids: new Int32Array(0), sims: new Float32Array(0) };
  throwIfAborted(options.signal);
  const threads = options.parallel?.threads ?? 1;
  const pairsBefore = (i: number) => i * n - (i * (i + 1)) / 2;
  const pieces = rangesOfEqualCost(n, threads, pairsBefore).map(([from, to]) => ({ features: f, k: kk, from, to }));
  const parts = mapPieces(options.parallel, 'exactRows', exactRows, pieces, progressWithCancel(options, 0, 1));
  options.onProgress?.(1);
  return mergeNeighbourLists(n, kk, parts);
}

/**
 * Writes the k largest entries of `scores` (ties broken by lower index) into ids/sims at
 * `offset`, best first.
 */
export function selectTopK(scores: ArrayLike<number>, k: number, ids: Int32Array, sims: Float32Array, offset: number): void {
  if (k === 0) return;
  let filled = 0;
  for (let j = 0; j < scores.length; j++) {
    const s = Math.fround(scores[j]);
    if (filled === k && !(s > sims[offset + k - 1])) continue;
    let pos = filled === k ? k - 1 : filled;
    while (pos > 0 && sims[offset + pos - 1] < s) {
      sims[offset + pos] = sims[offset + pos - 1];
      ids[offset + pos] = ids[offset + pos - 1];
      pos -= 1;
    }
    sims[offset + pos] = s;
    ids[offset + pos] = j;
    if (filled < k) filled += 1;
  }
}

export interface ApproximateKnnOptions extends KnnOptions {
  seed?: number;
  /** Random-projection trees (default 8). */
  trees?: number;
  /** Largest leaf (default 48). */
  leafSize?: number;
  /** Rounds of neighbour-of-neighbour refinement (default 1). */
  refineRounds?: number;
}

/**
 * Approximate k nearest neighbours for large inputs, in time close to linear in n: a forest of
 * random-projection trees proposes leaf-mates as candidates, every candidate pair is scored
 * exactly, and rounds of neighbour-of-neighbour refinement (as in NN-descent) recover most of
 * what the trees missed (knn-parts.ts). Threads share the trees, then the rows of each round.
 * Deterministic for a given seed, whatever the number of threads: each tree has its own seed, and
 * a row's list is the best of all the candidates it was offered.
 */
export function approximateKnn(f: Features, k: number, options: ApproximateKnnOptions = {}): KnnGraph {
  const n = f.rows;
  const kk = Math.max(0, Math.min(k, n - 1));
  if (kk === 0) return { n, k: kk, ids: new Int32Array(0), sims: new Float32Array(0) };
  throwIfAborted(options.signal);
  const threads = options.parallel?.threads ?? 1;
  const seed = options.seed ?? 1;
  const trees = options.trees ?? 8;
  const leafSize = Math.max(kk + 1, options.leafSize ?? 48);
  const rounds = options.refineRounds ?? 1;
  const total = trees + rounds;

  const seeds = Array.from({ length: trees }, (_, tree) => deriveSeed(seed, tree));
  const groups = rangesOfEqualCost(trees, Math.min(threads, trees), (t) => t).map(([from, to]) => seeds.slice(from, to));
  let graph = mergeNeighbourLists(
    n,
    kk,
    mapPieces(
      options.parallel,
      'treeCandidates',
      treeCandidates,
      groups.map((group) => ({ features: f, k: kk, leafSize, seeds: group })),
      progressWithCancel(options, 0, trees / total),
    ),
  );
  let previous: Int32Array | undefined;
  for (let round = 0; round < rounds; round++) {
    throwIfAborted(options.signal);
    options.onProgress?.((trees + round) / total);
    const ranges = rangesOfEqualCost(n, threads, (i) => i);
    const snapshot = { ids: graph.ids, sims: graph.sims };
    graph = mergeNeighbourLists(
      n,
      kk,
      mapPieces(
        options.parallel,
        'refineRows',
        refineRows,
        ranges.map(([from, to]) => ({ features: f, k: kk, graph: snapshot, previous, from, to })),
      ),
    );
    previous = snapshot.ids;
  }
  options.onProgress?.(1);
  return graph;
}

/** Share of the exact neighbours that an approximate graph found (for measurement). */
export function knnRecall(exact: KnnGraph, approximate: KnnGraph): number {
  let found = 0;
  for (let i = 0; i < exact.n; i++) {
    const mine = new Set<number>();
    for (let t = 0; t < approximate.k; t++) mine.add(approximate.ids[i * approximate.k + t]);
    for (let t = 0; t < exact.k; t++) if (mine.has(exact.ids[i * exact.k + t])) found += 1;
  }
  return found / (exact.n * exact.k);
}
