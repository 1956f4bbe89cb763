import { lastComponentStart, tridiagonalEigen } from '../representation/linalg';
import { gaussian, mulberry32 } from '../numbers/random';
import { throwIfAborted } from './progress';

export interface LanczosOptions {
  seed?: number;
  /** Upper bound on Krylov steps (default min(n, 4 * wanted + 100)). */
  maxSteps?: number;
  /** Relative residual below which a Ritz pair counts as converged (default 1e-4). */
  tolerance?: number;
  signal?: AbortSignal;
  onProgress?: (fraction: number) => void;
  /** Also compute eigenvectors (default true); false gives eigenvalues only. */
  vectors?: boolean;
  /**
   * Residuals are compared with tolerance * (largest |Ritz value|) by default ('spread'), or with
   * tolerance * |own Ritz value| ('value'), which suits polynomially filtered operators whose
   * wanted eigenvalues differ by orders of magnitude.
   */
  relativeTo?: 'spread' | 'value';
  /** Steps before the first convergence test, and between tests (defaults suit unfiltered use). */
  firstCheck?: number;
  checkEvery?: number;
}

export interface EigenResult {
  /** The `wanted` largest eigenvalues, descending. */
  values: Float64Array;
  /** n x wanted, row-major: eigenvector c in column c. Empty when vectors were not asked for. */
  vectors: Float64Array;
  /** Krylov steps taken and how many of the wanted pairs met the tolerance. */
  steps: number;
  converged: number;
}

/**
 * Largest eigenpairs of a symmetric operator (y = A x) by the Lanczos process with full
 * re-orthogonalisation: the three-term recurrence, then one classical Gram-Schmidt pass against
 * the whole basis, and a second pass only when the first removed most of the vector (the
 * Daniel-Gragg-Kaufman-Stewart test). Convergence is tested on the residual bounds
 * |beta_m * s_m| of the wanted Ritz pairs.
 */
export function lanczosLargest(
  matvec: (x: Float64Array, y: Float64Array) => void,
  n: number,
  wanted: number,
  options: LanczosOptions = {},
): EigenResult {
  const want = Math.min(wanted, n);
  const maxSteps = Math.max(1, Math.min(n, options.maxSteps ?? 4 * want + 100));
  const tol = options.tolerance ?? 1e-4;
  const relative = options.relativeTo ?? 'spread';
  const normal = gaussian(mulberry32(options.seed ?? 1));
  const basis: Float64Array[] = [];
  const alpha: number[] = [];
  const beta: number[] = [];
  let v = new Float64Array(n);
  for (let i = 0; i < n; i++) v[i] = normal();
  normalise(v);
  const w = new Float64Array(n);
  const coef = new Float64Array(maxSteps);
  let steps = 0;
  let converged: number;
  const checkEvery = options.checkEvery ?? Math.max(10, Math.floor(want / 5));
  let nextCheck = Math.min(maxSteps, options.firstCheck ?? want + Math.max(20, Math.floor(want / 2)));
  while (steps < maxSteps) {
    throwIfAborted(options.signal);
    basis.push(v);
    matvec(v, w);
    const a = dot(w, v);
    alpha.push(a);
    for (let i = 0; i < n; i++) w[i] -= a * v[i];
    if (steps > 0) {
      const prev = basis[steps - 1];
      const b = beta[steps - 1];
      for (let i = 0; i < n; i++) w[i] -= b * prev[i];
    }
    let before = Math.sqrt(dot(w, w));
    for (let pass = 0; pass < 2; pass++) {
      orthogonalise(w, basis, coef);
      const after = Math.sqrt(dot(w, w));
      if (after > 0.7 * before) break;
      before = after;
    }
    steps += 1;
    let b = Math.sqrt(dot(w, w));
    if (steps === maxSteps) {
      beta.push(b);
      break;
    }
    const next = new Float64Array(n);
    if (b < 1e-10) {
      // invariant subspace: continue from a fresh random direction orthogonal to the basis
      for (let i = 0; i < n; i++) next[i] = normal();
      orthogonalise(next, basis, coef);
      orthogonalise(next, basis, coef);
      normalise(next);
      b = 0;
    } else {
      for (let i = 0; i < n; i++) next[i] = w[i] / b;
    }
    beta.push(b);
    v = next;
    if (steps >= nextCheck) {
      nextCheck = Math.min(maxSteps, steps + checkEvery);
      const eig = tridiagonalEigen(alpha, beta.slice(0, steps - 1), lastComponentStart(steps));
      converged = countConverged(eig.values, eig.vectors, steps, b, want, tol, relative);
      options.onProgress?.(Math.min(0.99, steps / maxSteps, converged / want));
      if (converged >= want) break;
    }
  }
  const m = steps;
  const lastBeta = beta[m - 1] ?? 0;
  const withVectors = options.vectors ?? true;
  const eig = withVectors
    ? tridiagonalEigen(alpha, beta.slice(0, m - 1))
    : tridiagonalEigen(alpha, beta.slice(0, m - 1), lastComponentStart(m));
  if (withVectors) {
    // last components are column m - 1 of the full eigenvector rows
    const last = new Float64Array(m);
    for (let i = 0; i < m; i++) last[i] = eig.vectors[i * m + m - 1];
    converged = countConverged(eig.values, last, m, lastBeta, want, tol, relative);
  } else converged = countConverged(eig.values, eig.vectors, m, lastBeta, want, tol, relative);
  const k = Math.min(want, m);
  const values = new Float64Array(k);
  for (let c = 0; c < k; c++) values[c] = eig.values[m - 1 - c];
  const vectors = new Float64Array(withVectors ? n * k : 0);
  if (withVectors) {
    // Ritz vectors: vectors (n x k) = basis^T (n x m) * S (m x k), S[j][c] = eigenvector (m-1-c), component j
    const s = new Float64Array(m * k);
    for (let c = 0; c < k; c++) {
      const row = (m - 1 - c) * m;
      for (let j = 0; j < m; j++) s[j * k + c] = eig.vectors[row + j];
    }
    for (let j = 0; j < m; j++) {
      const q = basis[j];
      const sj = j * k;
      for (let i = 0; i < n; i++) {
        const x = q[i];
        const o = i * k;
        for (let c = 0; c < k; c++) vectors[o + c] += x * s[sj + c];
      }
    }
  }
  options.onProgress?.(1);
  return { values, vectors, steps, converged };
}

/** One classical Gram-Schmidt pass of w against all basis vectors. */
function orthogonalise(w: Float64Array, basis: Float64Array[], coef: Float64Array): void {
  const m = basis.length;
  for (let j = 0; j < m; j++) coef[j] = dot(w, basis[j]);
  const n = w.length;
  for (let j = 0; j < m; j++) {
    const c = coef[j];
    const q = basis[j];
    for (let i = 0; i < n; i++) w[i] -= c * q[i];
  }
}

/** lastComponents[i]: last component of the eigenvector of values[i] (ascending order). */
function countConverged(
  values: Float64Array,
  lastComponents: Float64Array,
  m: number,
  lastBeta: number,
  want: number,
  tol: number,
  relative: 'spread' | 'value',
): number {
  let scale = 0;
  for (let i = 0; i < m; i++) scale = Math.max(scale, Math.abs(values[i]));
  let count = 0;
  for (let c = 0; c < Math.min(want, m); c++) {
    const idx = m - 1 - c;
    const residual = Math.abs(lastBeta * lastComponents[idx]);
    const reference = relative === 'value' ? Math.abs(values[idx]) : scale;
    if (residual <= tol * Math.max(reference, 1e-12)) count += 1;
    else break;
  }
  return count;
}

function dot(a: Float64Array, b: Float64Array): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i] * b[i];
  return s;
}

function normalise(a: Float64Array): void {
  const s = Math.sqrt(dot(a, a));
  if (s > 0) for (let i = 0; i < a.length; i++) a[i] /= s;
}
