import type { Features } from '../representation/features';
import { type SparseMatrix, transpose } from '../representation/sparse';
import { throwIfAborted } from './progress';
import { addDenseDotsOfFour } from './dense-dots';

/**
 * Cosine similarities of the given rows to every row: rows.length x n, row-major, written into
 * `out` from `offset` (a new array by default). `transposed` is f.sparse transposed, when the
 * caller has it already.
 */
export function similarityRows(
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
  const d = f.denseDim;
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
  if (d === 0) return out;
  // The dense part, four rows at a time: each text's vector is read once for all four, which is
  // most of the cost. Every dot product is summed in the same order as one row at a time.
  let r = 0;
  for (; r + 4 <= rows.length; r += 4) {
    if (r % 64 === 0) throwIfAborted(signal);
    addDenseDotsOfFour(f, [rows[r] * d, rows[r + 1] * d, rows[r + 2] * d, rows[r + 3] * d], 0, out, offset + r * n, n);
  }
  for (; r < rows.length; r++) addDenseDots(f, rows[r], out, offset + r * n);
  return out;
}

/** out[base + j] += dense(i) . dense(j) for every row j. */
function addDenseDots(f: Features, i: number, out: Float32Array, base: number): void {
  const d = f.denseDim;
  const X = f.dense;
  const oi = i * d;
  for (let j = 0; j < f.rows; j++) {
    const oj = j * d;
    let s = 0;
    for (let c = 0; c < d; c++) s += X[oi + c] * X[oj + c];
    out[base + j] += s;
  }
}

export interface SimilarityRowsPiece {
  features: Features;
  transposed: SparseMatrix;
  rows: Int32Array;
  /** Shared memory the piece writes its rows into, from `offset`. */
  out: Float32Array;
  offset: number;
}

/** similarityRows of some of the rows, written into shared memory by a thread (the parallel registry's `similarityRows`). */
export function similarityRowsPiece({ features, transposed, rows, out, offset }: SimilarityRowsPiece): object {
  similarityRows(features, rows, undefined, { out, offset, transposed });
  return {};
}

/**
 * Mean silhouette over the sampled rows with cosine distance (1 - similarity), given their
 * similarities to all rows. Points in singleton clusters score 0, as in scikit-learn.
 */
export function sampledSilhouette(sims: Float32Array, sample: ArrayLike<number>, labels: Int32Array, k: number): number {
  const n = labels.length;
  const size = new Float64Array(k);
  for (let i = 0; i < n; i++) size[labels[i]] += 1;
  const sum = new Float64Array(k);
  let total = 0;
  for (let r = 0; r < sample.length; r++) {
    const i = sample[r];
    sum.fill(0);
    const base = r * n;
    for (let j = 0; j < n; j++) sum[labels[j]] += 1 - sims[base + j];
    const own = labels[i];
    sum[own] -= 1 - sims[base + i];
    if (size[own] <= 1) continue;
    const a = sum[own] / (size[own] - 1);
    let b = Infinity;
    for (let c = 0; c < k; c++) if (c !== own && size[c] > 0) b = Math.min(b, sum[c] / size[c]);
    if (!Number.isFinite(b)) continue;
    const denominator = Math.max(a, b);
    if (denominator > 0) total += (b - a) / denominator;
  }
  return sample.length === 0 ? 0 : total / sample.length;
}
