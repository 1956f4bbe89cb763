import type { Features } from '../representation/features';
import { type SparseMatrix, transpose } from '../representation/sparse';
import { throwIfAborted } from './progress';

/**
 * Cosine similarities of the sparse part of the given rows to every row: rows.length x n,
 * row-major, written into `out` from `offset` (a new array by default). `transposed` is f.sparse
 * transposed, when the caller has it already. The dense part's similarities sampledSilhouette adds
 * itself, through its clusters' sums: k x dim products per sampled row instead of n x dim.
 */
export function sparseSimilarityRows(
  f: Features,
  rows: ArrayLike<number>,
  signal?: AbortSignal,
  {
    out = new Float32Array(rows.length * f.rows),
    offset = 0,
    transposed = transpose(f.sparse),
  }: { out?: Float32Array; offset?: number; transposed?: SparseMatrix } = {},
): Float32Array {
  const n = f.rows;
  const inv = transposed;
  const m = f.sparse;
  for (let r = 0; r < rows.length; r++) {
    if (r % 64 === 0) throwIfAborted(signal);
    const i = rows[r];
    const base = offset + r * n;
    for (let p = m.indptr[i]; p < m.indptr[i + 1]; p++) {
      const v = m.values[p];
      const c = m.indices[p];
      for (let q = inv.indptr[c]; q < inv.indptr[c + 1]; q++) out[base + inv.indices[q]] += v * inv.values[q];
    }
  }
  return out;
}

export interface SimilarityRowsPiece {
  features: Features;
  transposed: SparseMatrix;
  rows: Int32Array;
  /** Shared memory the piece writes its rows into, from `offset`. */
  out: Float32Array;
  offset: number;
}

/** sparseSimilarityRows of some of the rows, written into shared memory by a thread (the parallel registry's `sparseSimilarityRows`). */
export function sparseSimilarityRowsPiece({ features, transposed, rows, out, offset }: SimilarityRowsPiece): object {
  sparseSimilarityRows(features, rows, undefined, { out, offset, transposed });
  return {};
}

/** Dense vectors: rows x dim, row-major. */
export interface DenseRows {
  data: Float32Array;
  dim: number;
}

/**
 * Mean silhouette over the sampled rows with cosine distance (1 - similarity), given the
 * similarities of their sparse part to all rows (sparseSimilarityRows) and the dense part, whose
 * similarities come through each cluster's sum of dense vectors (a row's summed similarity to a
 * cluster is its dot product with that sum). Points in singleton clusters score 0, as in
 * scikit-learn.
 */
export function sampledSilhouette(sims: Float32Array, sample: ArrayLike<number>, labels: Int32Array, k: number, dense: DenseRows): number {
  const n = labels.length;
  const size = new Float64Array(k);
  for (let i = 0; i < n; i++) size[labels[i]] += 1;
  const sums = clusterSums(dense, labels, k);
  // Summed similarities to each cluster; a mean distance is then 1 - (summed similarity / size).
  const similarity = new Float64Array(k);
  let total = 0;
  for (let r = 0; r < sample.length; r++) {
    const i = sample[r];
    similarity.fill(0);
    const base = r * n;
    for (let j = 0; j < n; j++) similarity[labels[j]] += sims[base + j];
    const own = labels[i];
    similarity[own] -= sims[base + i];
    addDenseSimilarities(dense, sums, i, own, similarity);
    if (size[own] <= 1) continue;
    const a = 1 - similarity[own] / (size[own] - 1);
    let b = Infinity;
    for (let c = 0; c < k; c++) if (c !== own && size[c] > 0) b = Math.min(b, 1 - similarity[c] / size[c]);
    if (!Number.isFinite(b)) continue;
    const denominator = Math.max(a, b);
    if (denominator > 0) total += (b - a) / denominator;
  }
  return sample.length === 0 ? 0 : total / sample.length;
}

/** Sum of the dense vectors of each cluster: k x dim. */
function clusterSums(dense: DenseRows, labels: Int32Array, k: number): Float64Array {
  const d = dense.dim;
  const sums = new Float64Array(k * d);
  for (let i = 0; i < labels.length; i++) {
    const o = labels[i] * d;
    const oi = i * d;
    for (let c = 0; c < d; c++) sums[o + c] += dense.data[oi + c];
  }
  return sums;
}

/**
 * similarity[c] += dense(i) . (sum of cluster c's dense vectors), row i itself left out of its own
 * cluster; four clusters at a time, so that row i's vector is read once for the four.
 */
function addDenseSimilarities(dense: DenseRows, sums: Float64Array, i: number, own: number, similarity: Float64Array): void {
  const d = dense.dim;
  const x = dense.data.subarray(i * d, i * d + d);
  let self = 0;
  for (let c = 0; c < d; c++) self += x[c] * x[c];
  const k = similarity.length;
  let cluster = 0;
  for (; cluster + 4 <= k; cluster += 4) {
    const o0 = cluster * d;
    const o1 = o0 + d;
    const o2 = o1 + d;
    const o3 = o2 + d;
    let s0 = 0;
    let s1 = 0;
    let s2 = 0;
    let s3 = 0;
    for (let c = 0; c < d; c++) {
      const v = x[c];
      s0 += v * sums[o0 + c];
      s1 += v * sums[o1 + c];
      s2 += v * sums[o2 + c];
      s3 += v * sums[o3 + c];
    }
    similarity[cluster] += s0;
    similarity[cluster + 1] += s1;
    similarity[cluster + 2] += s2;
    similarity[cluster + 3] += s3;
  }
  for (; cluster < k; cluster++) {
    const o = cluster * d;
    let s = 0;
    for (let c = 0; c < d; c++) s += x[c] * sums[o + c];
    similarity[cluster] += s;
  }
  similarity[own] -= self;
}
