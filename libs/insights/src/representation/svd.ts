import { gaussian, mulberry32 } from '../numbers/random';
import { orthonormaliseColumns, symmetricEigen } from './linalg';
import { multiplyDense, transpose, type SparseMatrix } from './sparse';

export interface TruncatedSvd {
  /** rows x k, row-major: left singular vectors. */
  readonly u: Float64Array;
  /** k singular values, descending. */
  readonly s: Float64Array;
  /** cols x k, row-major: right singular vectors. */
  readonly v: Float64Array;
  readonly k: number;
}

export interface RandomizedSvdOptions {
  oversample?: number;
  powerIterations?: number;
  seed?: number;
}

/**
 * Truncated SVD by randomized range finding with power iterations (Halko, Martinsson and Tropp
 * 2011, algorithm 4.4 with re-orthonormalisation after every product), then an exact small SVD
 * of the projected matrix through the eigendecomposition of B B^T.
 */
export function randomizedSvd(a: SparseMatrix, k: number, options: RandomizedSvdOptions = {}): TruncatedSvd {
  const m = a.rows;
  const n = a.cols;
  const l = Math.min(k + (options.oversample ?? 10), m, n);
  const kk = Math.min(k, l);
  const normal = gaussian(mulberry32(options.seed ?? 1));
  const at = transpose(a);
  const omega = new Float64Array(n * l);
  for (let i = 0; i < omega.length; i++) omega[i] = normal();
  const q: Float64Array = multiplyDense(a, omega, l);
  orthonormaliseColumns(q, m, l);
  const z: Float64Array = new Float64Array(n * l);
  for (let it = 0; it < (options.powerIterations ?? 4); it++) {
    multiplyDense(at, q, l, z);
    orthonormaliseColumns(z, n, l);
    multiplyDense(a, z, l, q);
    orthonormaliseColumns(q, m, l);
  }
  // bt = A^T Q (n x l) = B^T; G = B B^T = bt^T bt (l x l)
  const bt = multiplyDense(at, q, l);
  const g = new Float64Array(l * l);
  for (let r = 0; r < n; r++) {
    const o = r * l;
    for (let i = 0; i < l; i++) {
      const x = bt[o + i];
      if (x === 0) continue;
      for (let j = i; j < l; j++) g[i * l + j] += x * bt[o + j];
    }
  }
  for (let i = 0; i < l; i++) for (let j = 0; j < i; j++) g[i * l + j] = g[j * l + i];
  const eig = symmetricEigen(g, l);
  const s = new Float64Array(kk);
  const u = new Float64Array(m * kk);
  const v = new Float64Array(n * kk);
  for (let c = 0; c < kk; c++) {
    const idx = l - 1 - c; // descending
    const sigma = Math.sqrt(Math.max(eig.values[idx], 0));
    s[c] = sigma;
    const w = eig.vectors.subarray(idx * l, idx * l + l);
    for (let r = 0; r < m; r++) {
      let acc = 0;
      for (let j = 0; j < l; j++) acc += q[r * l + j] * w[j];
      u[r * kk + c] = acc;
    }
    if (sigma > 0) {
      for (let r = 0; r < n; r++) {
        let acc = 0;
        for (let j = 0; j < l; j++) acc += bt[r * l + j] * w[j];
        v[r * kk + c] = acc / sigma;
      }
    }
  }
  return { u, s, v, k: kk };
}
