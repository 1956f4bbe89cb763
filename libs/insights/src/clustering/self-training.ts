import type { Features } from '../representation/features';
import { mapPieces, type Parallel, rowSlices } from '../parallel/parallel';
import { throwIfAborted } from './progress';

export interface SelfTrainingOptions {
  /** Share of each cluster, closest to its centroid, that trains the classifier (default 0.5). */
  confidentShare?: number;
  /** Rounds of train-and-reassign (default 1). */
  rounds?: number;
  signal?: AbortSignal;
  /** Threads to share the scoring of texts against centroids with; the labels are the same for any number. */
  parallel?: Parallel;
}

/**
 * Centroids (unit length) of the given members of each cluster in the feature space, stored
 * feature-major: (sparse cols + dense dim) x k, so that scoring a sparse row against all
 * centroids reads contiguous memory.
 */
export function clusterCentroids(f: Features, labels: Int32Array, k: number, include?: Uint8Array): Float32Array {
  const cols = f.sparse.cols;
  const width = cols + f.denseDim;
  // On shared memory, so that threads scoring texts against the centroids read them without a copy.
  const centroids = new Float32Array(new SharedArrayBuffer(4 * width * k));
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

/**
 * Cosine similarity of each row asked for to every centroid: rows.length x k, row-major, in the
 * order asked, written into `out` from `offset`.
 */
function centroidSimilarities(f: Features, centroids: Float32Array, k: number, rows: Int32Array, out: Float32Array, offset: number): void {
  const cols = f.sparse.cols;
  const m = f.sparse;
  const d = f.denseDim;
  const acc = new Float64Array(k);
  for (let r = 0; r < rows.length; r++) {
    const i = rows[r];
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
    out.set(acc, offset + r * k);
  }
}

export interface CentroidSimilarityPiece {
  features: Features;
  /** clusterCentroids' answer, on shared memory. */
  centroids: Float32Array;
  k: number;
  rows: Int32Array;
  /** Shared memory the piece writes its rows' similarities into, from `offset`. */
  out: Float32Array;
  offset: number;
}

/** centroidSimilarities of some of the rows, written into shared memory by a thread (the parallel registry's `centroidSimilarityRows`). */
export function centroidSimilarityRowsPiece({ features, centroids, k, rows, out, offset }: CentroidSimilarityPiece): object {
  centroidSimilarities(features, centroids, k, rows, out, offset);
  return {};
}

/** centroidSimilarities of `rows`, cut into one piece per thread. */
function centroidSimilaritiesShared(f: Features, centroids: Float32Array, k: number, rows: Int32Array, parallel?: Parallel): Float32Array {
  const out = new Float32Array(new SharedArrayBuffer(4 * Math.max(1, rows.length * k)));
  const pieces: CentroidSimilarityPiece[] = rowSlices(rows, parallel?.threads ?? 1, k).map((slice) => ({
    features: f,
    centroids,
    k,
    out,
    ...slice,
  }));
  mapPieces(parallel, 'centroidSimilarityRows', centroidSimilarityRowsPiece, pieces);
  return out;
}

/**
 * Cosine similarity of every row to the centroid of its own cluster (0 for a row without one):
 * the same sums, in the same order, as that column of centroidSimilarities, at a k-th of the cost.
 */
function ownCentroidSimilarities(f: Features, centroids: Float32Array, k: number, labels: Int32Array): Float32Array {
  const cols = f.sparse.cols;
  // Float32 as there, so that ties fall alike.
  const out = new Float32Array(f.rows);
  const m = f.sparse;
  const d = f.denseDim;
  for (let i = 0; i < f.rows; i++) {
    const c = labels[i];
    if (c < 0) continue;
    let s = 0;
    for (let p = m.indptr[i]; p < m.indptr[i + 1]; p++) s += m.values[p] * centroids[m.indices[p] * k + c];
    for (let j = 0; j < d; j++) s += f.dense[i * d + j] * centroids[(cols + j) * k + c];
    out[i] = s;
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
    // confident: top share of each cluster by similarity to its own centroid
    const own = ownCentroidSimilarities(f, all, k, current);
    const byCluster: number[][] = Array.from({ length: k }, () => []);
    for (let i = 0; i < n; i++) if (current[i] >= 0) byCluster[current[i]].push(i);
    const confident = new Uint8Array(n);
    for (let c = 0; c < k; c++) {
      const members = byCluster[c].sort((a, b) => own[b] - own[a] || a - b);
      const take = Math.max(1, Math.ceil(members.length * share));
      for (let t = 0; t < Math.min(take, members.length); t++) confident[members[t]] = 1;
    }
    const trained = clusterCentroids(f, current, k, confident);
    // Only the texts not confidently labelled can move: only theirs are scored.
    const uncertain = Int32Array.from({ length: n }, (_, i) => i).filter((i) => current[i] >= 0 && !confident[i]);
    const scores = centroidSimilaritiesShared(f, trained, k, uncertain, options.parallel);
    // The rest keep their labels (-1 too); each uncertain one goes to its most similar centroid.
    const next = Int32Array.from(current);
    uncertain.forEach((i, r) => {
      let best = current[i];
      let bestScore = scores[r * k + best];
      for (let c = 0; c < k; c++) {
        const s = scores[r * k + c];
        if (s > bestScore) {
          bestScore = s;
          best = c;
        }
      }
      next[i] = best;
    });
    current = next;
  }
  return current;
}
