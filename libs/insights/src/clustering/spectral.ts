import type { Affinity } from './graph';
import { lanczosLargest, type EigenResult } from './lanczos';

export interface SpectralEmbeddingOptions {
  seed?: number;
  signal?: AbortSignal;
  onProgress?: (fraction: number) => void;
  tolerance?: number;
  maxSteps?: number;
  vectors?: boolean;
  /** Degree of the Chebyshev filter (default 10; 1 or less: plain Lanczos). */
  filterDegree?: number;
  /** How far below the estimated lowest wanted eigenvalue the filter starts (default 0.02). */
  filterMargin?: number;
  /** Krylov steps beyond `count` in the probing run that places the filter (default count / 10). */
  probeExtra?: number;
}

/**
 * Top eigenpairs of the normalised affinity D^-1/2 W D^-1/2 (equivalently the smallest of the
 * normalised Laplacian I - D^-1/2 W D^-1/2). Isolated points get a small self-loop so the
 * operator stays defined. Eigenvalues are returned descending (1 first).
 */
export function normalisedAffinityEigen(a: Affinity, count: number, options: SpectralEmbeddingOptions = {}): EigenResult {
  const n = a.n;
  const matvec = normalisedAffinityOperator(a);
  const want = Math.min(count, n);
  const degree = options.filterDegree ?? 10;
  if (degree <= 1 || want >= n - 1 || n < 200) {
    return lanczosLargest(matvec, n, want, {
      seed: options.seed,
      signal: options.signal,
      onProgress: options.onProgress,
      tolerance: options.tolerance ?? 1e-3,
      maxSteps: options.maxSteps,
      vectors: options.vectors,
    });
  }
  // 1. A short unconverged run: its want-th Ritz value is at most the want-th eigenvalue
  //    (Cauchy interlacing), so it is a safe lower end for the wanted part of the spectrum.
  const probe = lanczosLargest(matvec, n, want, {
    seed: options.seed,
    signal: options.signal,
    maxSteps: Math.min(n, want + (options.probeExtra ?? Math.max(10, Math.ceil(want / 10)))),
    tolerance: 0,
    vectors: false,
  });
  const lower = -1;
  const upper = Math.max(lower + 0.05, probe.values[probe.values.length - 1] - (options.filterMargin ?? 0.02));
  // 2. Lanczos on the Chebyshev polynomial T_q((S - c) / e) that keeps [-1, upper] within
  //    [-1, 1] and grows fast above it: the wanted eigenvalues are pulled apart from the rest,
  //    so far fewer Krylov steps (each a full re-orthogonalisation) are needed. Matrix-vector
  //    products are cheap on a k-nearest-neighbour graph.
  const e = (upper - lower) / 2;
  const c = (upper + lower) / 2;
  const t0 = new Float64Array(n);
  const t1 = new Float64Array(n);
  const t2 = new Float64Array(n);
  const filtered = (x: Float64Array, y: Float64Array): void => {
    // t1 = (S x - c x) / e
    matvec(x, t1);
    for (let i = 0; i < n; i++) t1[i] = (t1[i] - c * x[i]) / e;
    t0.set(x);
    let prev = t0;
    let cur = t1;
    let next = t2;
    for (let q = 2; q <= degree; q++) {
      matvec(cur, next);
      for (let i = 0; i < n; i++) next[i] = (2 * (next[i] - c * cur[i])) / e - prev[i];
      const tmp = prev;
      prev = cur;
      cur = next;
      next = tmp;
    }
    y.set(cur);
  };
  const result = lanczosLargest(filtered, n, want, {
    seed: options.seed,
    signal: options.signal,
    onProgress: options.onProgress,
    tolerance: options.tolerance ?? 1e-3,
    relativeTo: 'value',
    maxSteps: options.maxSteps,
    firstCheck: want + 10,
    checkEvery: Math.max(5, Math.ceil(want / 20)),
    vectors: true,
  });
  // 3. Eigenvalues of S itself from Rayleigh quotients of the (unit) Ritz vectors.
  const k = result.values.length;
  const values = new Float64Array(k);
  const x = new Float64Array(n);
  const y = new Float64Array(n);
  for (let col = 0; col < k; col++) {
    let norm2 = 0;
    for (let i = 0; i < n; i++) {
      x[i] = result.vectors[i * k + col];
      norm2 += x[i] * x[i];
    }
    matvec(x, y);
    let q = 0;
    for (let i = 0; i < n; i++) q += x[i] * y[i];
    values[col] = norm2 > 0 ? q / norm2 : 0;
  }
  return {
    ...result,
    values,
    vectors: options.vectors === false ? new Float64Array(0) : result.vectors,
    steps: result.steps + probe.steps,
  };
}

/** y = D^-1/2 W D^-1/2 x, with isolated points mapped to themselves. */
export function normalisedAffinityOperator(a: Affinity): (x: Float64Array, y: Float64Array) => void {
  const n = a.n;
  const invSqrt = new Float64Array(n);
  for (let i = 0; i < n; i++) invSqrt[i] = a.degree[i] > 0 ? 1 / Math.sqrt(a.degree[i]) : 0;
  const scaled = new Float64Array(n);
  return (x: Float64Array, y: Float64Array): void => {
    for (let i = 0; i < n; i++) scaled[i] = invSqrt[i] * x[i];
    for (let i = 0; i < n; i++) {
      let s = 0;
      for (let p = a.indptr[i]; p < a.indptr[i + 1]; p++) s += a.weights[p] * scaled[a.indices[p]];
      y[i] = a.degree[i] > 0 ? invSqrt[i] * s : x[i];
    }
  };
}

/**
 * Spectral embedding: the first k eigenvectors (columns), rows scaled to unit length (Ng,
 * Jordan and Weiss 2002). Returns n x k row-major.
 */
export function rowNormalisedEmbedding(eigen: EigenResult, n: number, k: number): Float64Array {
  const total = eigen.values.length;
  const out = new Float64Array(n * k);
  for (let i = 0; i < n; i++) {
    let s = 0;
    for (let c = 0; c < k; c++) {
      const x = eigen.vectors[i * total + c];
      out[i * k + c] = x;
      s += x * x;
    }
    if (s > 0) {
      const inv = 1 / Math.sqrt(s);
      for (let c = 0; c < k; c++) out[i * k + c] *= inv;
    }
  }
  return out;
}
