import type { Features } from '../representation/features';
import { throwIfAborted } from './progress';

export interface SelfTrainingOptions {
  /** Share of each cluster, closest to its centroid, that trains the classifier (default 0.5). */
  confidentShare?: number;
  /** Rounds of train-and-reassign (default 1). */
  rounds?: number;
  signal?: AbortSignal;
}

/**
 * Centroids (unit length) of the given members of each cluster in the feature space, stored
 * feature-major: (sparse cols + dense dim) x k, so that scoring a sparse row against all
 * centroids reads contiguous memory.
 */
export function clusterCentroids(f: Features, labels: Int32Array, k: number, include?: Uint8Array): Float32Array {
  const cols = f.sparse.cols;
  const width = cols + f.denseDim;
  const centroids = new Float32Array(width * k);
  const m = f.sparse;
  const d = f.denseDim;
  for (let i = 0; i < f.rows; i++) {
    const c = labels[i];
    if (c < 0 || (include && !include[i])) continue;
    for (let p = m.indptr[i]; p < m.indptr[i + 1]; p++) centroids[m.indices[p] * k + c] += m.values[p];
    for (let j = 0; j < d; j++) centroids[(cols + j) * k + c] += f.dense[i * d + j];
  }
  const norms = new Float64Array(k);
  for (let w = 0; w < width; w++) {
    const o = w * k;
    for (let c = 0; c < k; c++) norms[c] += centroids[o + c] * centroids[o + c];
  }
  for (let c = 0; c < k; c++) norms[c] = norms[c] > 0 ? 1 / Math.sqrt(norms[c]) : 0;
  for (let w = 0; w < width; w++) {
    const o = w * k;
    for (let c = 0; c < k; c++) centroids[o + c] *= norms[c];
  }
  return centroids;
}

/** Cosine similarity of every row to every centroid: n x k, row-major. */
export function centroidSimilarities(f: Features, centroids: Float32Array, k: number): Float32Array {
  const cols = f.sparse.cols;
  const out = new Float32Array(f.rows * k);
  const m = f.sparse;
  const d = f.denseDim;
  const acc = new Float64Array(k);
  for (let i = 0; i < f.rows; i++) {
    acc.fill(0);
    for (let p = m.indptr[i]; p < m.indptr[i + 1]; p++) {
      const v = m.values[p];
      const o = m.indices[p] * k;
      for (let c = 0; c < k; c++) acc[c] += v * centroids[o + c];
    }
    for (let j = 0; j < d; j++) {
      const v = f.dense[i * d + j];
      const o = (cols + j) * k;
      for (let c = 0; c < k; c++) acc[c] += v * centroids[o + c];
    }
    out.set(acc, i * k);
  }
  return out;
}

/**
 * One or more rounds of self-training with a nearest-centroid classifier: the members closest to
 * their own cluster's centroid are taken as confidently labelled, centroids are re-learnt from
 * them alone, and every text is reassigned to its most similar centroid. Clusters never vanish:
 * a cluster that would lose all members keeps its confident ones.
 */
export function selfTrain(f: Features, labels: Int32Array, k: number, options: SelfTrainingOptions = {}): Int32Array {
  const share = options.confidentShare ?? 0.5;
  const rounds = options.rounds ?? 1;
  let current = Int32Array.from(labels);
  const n = f.rows;
  for (let round = 0; round < rounds; round++) {
    throwIfAborted(options.signal);
    const all = clusterCentroids(f, current, k);
    const sims = centroidSimilarities(f, all, k);
    // confident: top share of each cluster by similarity to its own centroid
    const byCluster: number[][] = Array.from({ length: k }, () => []);
    for (let i = 0; i < n; i++) if (current[i] >= 0) byCluster[current[i]].push(i);
    const confident = new Uint8Array(n);
    for (let c = 0; c < k; c++) {
      const members = byCluster[c].sort((a, b) => sims[b * k + c] - sims[a * k + c] || a - b);
      const take = Math.max(1, Math.ceil(members.length * share));
      for (let t = 0; t < Math.min(take, members.length); t++) confident[members[t]] = 1;
    }
    const trained = clusterCentroids(f, current, k, confident);
    const scores = centroidSimilarities(f, trained, k);
    const next = new Int32Array(n);
    for (let i = 0; i < n; i++) {
      if (current[i] < 0) {
        next[i] = -1;
        continue;
      }
      if (confident[i]) {
        next[i] = current[i];
        continue;
      }
      let best = current[i];
      let bestScore = scores[i * k + best];
      for (let c = 0; c < k; c++) {
        const s = scores[i * k + c];
        if (s > bestScore) {
          bestScore = s;
          best = c;
        }
      }
      next[i] = best;
    }
    current = next;
  }
  return current;
}
