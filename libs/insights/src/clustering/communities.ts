import type { Features } from '../representation/features';
import type { Affinity } from './graph';
import { louvain } from './louvain';
import { type DenseRows, sampledSilhouette, type SimilarityRowsPiece, sparseSimilarityRows } from './silhouette';
import { transpose } from '../representation/sparse';
import { mapPieces, type Parallel, rowSlices } from '../parallel/parallel';

import { throwIfAborted } from './progress';

export interface Partition {
  labels: Int32Array;
  count: number;
  /** Resolution that produced the partition. */
  resolution: number;
}

/**
 * Merges communities until at most `target` remain and none is smaller than `minSize`
 * (as long as more than one remains): the smallest community joins the one it is most
 * strongly linked to in the graph (the largest one when it has no links). Deterministic;
 * returns dense labels.
 */
export function mergeCommunities(
  a: Affinity,
  labels: Int32Array,
  count: number,
  target: number,
  minSize = 1,
): Partition & { merged: number } {
  const lab = Int32Array.from(labels);
  const size = new Float64Array(count);
  for (let i = 0; i < lab.length; i++) size[lab[i]] += 1;
  const links: Array<Map<number, number>> = Array.from({ length: count }, () => new Map());
  for (let i = 0; i < a.n; i++) {
    const ci = lab[i];
    for (let p = a.indptr[i]; p < a.indptr[i + 1]; p++) {
      const cj = lab[a.indices[p]];
      if (cj !== ci) links[ci].set(cj, (links[ci].get(cj) ?? 0) + a.weights[p]);
    }
  }
  const parent = new Int32Array(count);
  for (let c = 0; c < count; c++) parent[c] = c;
  const alive = new Uint8Array(count).fill(1);
  let remaining = count;
  let merged = 0;
  for (;;) {
    let s = -1;
    for (let c = 0; c < count; c++) if (alive[c] && (s < 0 || size[c] < size[s])) s = c;
    if (s < 0 || remaining <= 1) break;
    if (remaining <= target && size[s] >= minSize) break;
    let t = -1;
    let tw = -1;
    for (const [c, w] of links[s]) {
      if (!alive[c] || c === s) continue;
      if (w > tw || (w === tw && (size[c] > size[t] || (size[c] === size[t] && c < t)))) {
        t = c;
        tw = w;
      }
    }
    if (t < 0) for (let c = 0; c < count; c++) if (alive[c] && c !== s && (t < 0 || size[c] > size[t])) t = c;
    // fold s into t
    alive[s] = 0;
    parent[s] = t;
    size[t] += size[s];
    for (const [c, w] of links[s]) {
      if (c === t || !alive[c]) continue;
      links[t].set(c, (links[t].get(c) ?? 0) + w);
      links[c].set(t, (links[c].get(t) ?? 0) + w);
      links[c].delete(s);
    }
    links[t].delete(s);
    links[s].clear();
    remaining -= 1;
    merged += 1;
  }
  const root = (c: number): number => {
    while (parent[c] !== c) c = parent[c];
    return c;
  };
  const remap = new Int32Array(count).fill(-1);
  let next = 0;
  for (let i = 0; i < lab.length; i++) {
    const r = root(lab[i]);
    if (remap[r] < 0) remap[r] = next++;
    lab[i] = remap[r];
  }
  return { labels: lab, count: next, resolution: NaN, merged };
}

/**
 * Louvain partition with exactly k communities: bisection on the resolution (in log scale)
 * for the smallest number of communities at or above k, then merges down to k.
 */
export function communitiesForK(a: Affinity, k: number, seed: number, signal?: AbortSignal): Partition {
  let lo = Math.log(0.05);
  let hi = Math.log(1000);
  let best: Partition | null = null;
  for (let it = 0; it < 16; it++) {
    throwIfAborted(signal);
    const mid = (lo + hi) / 2;
    const r = louvain(a, { resolution: Math.exp(mid), seed });
    if (r.count >= k) {
      if (best === null || r.count <= best.count) best = { labels: r.labels, count: r.count, resolution: Math.exp(mid) };
      hi = mid;
      if (r.count === k) break;
    } else lo = mid;
  }
  if (best === null) {
    const r = louvain(a, { resolution: Math.exp(hi), seed });
    best = { labels: r.labels, count: r.count, resolution: Math.exp(hi) };
  }
  if (best.count < k) return best; // the graph cannot be cut that finely: the caller splits
  const merged = mergeCommunities(a, best.labels, best.count, k);
  return { labels: merged.labels, count: merged.count, resolution: best.resolution };
}

export interface AutomaticChoice extends Partition {
  /** Every resolution tried: communities found and the silhouette after merging small ones. */
  candidates: Array<{ resolution: number; count: number; silhouette: number }>;
}

/**
 * sparseSimilarityRows of the sample, its rows shared out among the threads, each writing its own
 * into one array on shared memory (each row is computed alone, so the same numbers).
 */
function sampleSimilarities(
  f: Features,
  sample: Int32Array,
  parallel: Parallel | undefined,
  signal: AbortSignal | undefined,
): Float32Array {
  if (parallel === undefined || parallel.threads === 1) return sparseSimilarityRows(f, sample, signal);
  const out = new Float32Array(new SharedArrayBuffer(4 * sample.length * f.rows));
  const transposed = transpose(f.sparse, true);
  const pieces: SimilarityRowsPiece[] = rowSlices(sample, parallel.threads, f.rows).map((slice) => ({
    features: f,
    transposed,
    out,
    ...slice,
  }));
  parallel.map('sparseSimilarityRows', pieces);
  return out;
}

/**
 * Chooses the number of themes: Louvain over a geometric range of resolutions, communities
 * smaller than minSize merged into their best-linked neighbour, each scored by its silhouette
 * (cosine distance in the feature space, on a fixed sample of texts); the choice falls on the
 * plateau of partitions near the best (choiceOnPlateau).
 */
export function chooseCommunities(
  a: Affinity,
  f: Features,
  options: {
    seed: number;
    minSize: number;
    maxK: number;
    sample: number;
    /** Resolutions tried without a better silhouette before the search stops. */
    patience: number;
    /** Relative silhouette loss accepted: the partitions within it of the best are the plateau. */
    tolerance: number;
    /**
     * Where on the plateau the choice falls, from its fewest clusters (0) to its most (1), on a
     * log scale of the number of clusters.
     */
    plateauQuantile: number;
    /** Threads to try resolutions on at once (the choice is the same for any number). */
    parallel?: Parallel;
    signal?: AbortSignal;
    onProgress?: (fraction: number) => void;
  },
): AutomaticChoice {
  const n = a.n;
  const sampleSize = Math.min(n, options.sample);
  const sample = new Int32Array(sampleSize);
  for (let i = 0; i < sampleSize; i++) sample[i] = Math.floor((i * n) / sampleSize);
  const sims = sampleSimilarities(f, sample, options.parallel, options.signal);
  const resolutions: number[] = [];
  for (let g = 0.25; g <= 128; g *= Math.SQRT2) resolutions.push(g);
  const threads = options.parallel?.threads ?? 1;
  const candidates: AutomaticChoice['candidates'] = [];
  const partitions: Partition[] = [];
  let best: Partition | null = null;
  let bestScore = -Infinity;
  let lastCount = 0;
  let sinceBest = 0;
  // Resolutions are tried a batch at a time, one per thread, and their results read in order with
  // the single-thread rule for stopping, so a result past the stop is dropped: the same candidates
  // and choice for any number of threads.
  let next = 0;
  while (next < resolutions.length && lastCount <= options.maxK && sinceBest < options.patience) {
    throwIfAborted(options.signal);
    options.onProgress?.(next / resolutions.length);
    const batch = resolutions.slice(next, next + threads);
    const results = mapPieces(
      options.parallel,
      'communityCandidate',
      communityCandidate,
      batch.map((resolution) => ({
        affinity: a,
        sims,
        dense: { data: f.dense, dim: f.denseDim },
        sample,
        resolution,
        seed: options.seed,
        maxK: options.maxK,
        minSize: options.minSize,
      })),
    );
    for (const [index, result] of results.entries()) {
      if (lastCount > options.maxK || sinceBest >= options.patience) break;
      const resolution = batch[index];
      lastCount = result.louvainCount;
      const partition = { labels: result.labels, count: result.count, resolution };
      candidates.push({ resolution, count: result.count, silhouette: result.silhouette });
      partitions.push(partition);
      if (result.count < 2) continue;
      if (result.silhouette > bestScore) {
        bestScore = result.silhouette;
        best = partition;
        sinceBest = 0;
      } else sinceBest += 1;
    }
    next += batch.length;
  }
  options.onProgress?.(1);
  if (best === null) {
    return { labels: new Int32Array(n), count: 1, resolution: NaN, candidates };
  }
  return { ...choiceOnPlateau(partitions, candidates, bestScore, options), candidates };
}

/**
 * The partition a quantile of the way along the plateau of the silhouette curve (the partitions
 * within `tolerance` of the best), on a log scale of their numbers of clusters (the lowest
 * resolution's on a tie). The curve is often flat over a wide range, and the sample's noise moves
 * the plateau's ends and its peak: its fewest clusters were where the curve began to fall (HWU64:
 * 36 for 64 intents), its best anywhere along it. A point inside it moves less (decision 0030).
 */
export function choiceOnPlateau(
  partitions: Partition[],
  candidates: AutomaticChoice['candidates'],
  bestScore: number,
  options: { tolerance: number; plateauQuantile: number },
): Partition {
  const floor = bestScore - Math.abs(bestScore) * options.tolerance;
  const plateau = partitions.filter((partition, i) => partition.count >= 2 && candidates[i].silhouette >= floor);
  const logCounts = plateau.map((partition) => Math.log(partition.count));
  const fewest = Math.min(...logCounts);
  const target = fewest + options.plateauQuantile * (Math.max(...logCounts) - fewest);
  let chosen = plateau[0];
  for (const partition of plateau)
    if (Math.abs(Math.log(partition.count) - target) < Math.abs(Math.log(chosen.count) - target)) chosen = partition;
  return chosen;
}

export interface CommunityCandidateInput {
  affinity: Affinity;
  /** Similarities of the sparse part of the silhouette's sample rows with every row (sparseSimilarityRows). */
  sims: Float32Array;
  /** The features' dense part, whose similarities the silhouette adds itself. */
  dense: DenseRows;
  sample: Int32Array;
  resolution: number;
  seed: number;
  maxK: number;
  minSize: number;
}

/**
 * One resolution of the automatic choice: Louvain communities, small ones merged, and the
 * partition's silhouette on the sample (-1 when fewer than two communities are left).
 */
export function communityCandidate(input: CommunityCandidateInput): {
  labels: Int32Array;
  count: number;
  silhouette: number;
  louvainCount: number;
} {
  const r = louvain(input.affinity, { resolution: input.resolution, seed: input.seed });
  const merged = mergeCommunities(input.affinity, r.labels, r.count, Math.min(r.count, input.maxK), input.minSize);
  const silhouette = merged.count < 2 ? -1 : sampledSilhouette(input.sims, input.sample, merged.labels, merged.count, input.dense);
  return { labels: merged.labels, count: merged.count, silhouette, louvainCount: r.count };
}
