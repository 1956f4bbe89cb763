/**
 * Dense linear algebra on typed arrays: symmetric eigendecomposition (Householder
 * tridiagonalisation and implicit QL, after JAMA/EISPACK tred2 and tql2), Gram-Schmidt
 * orthonormalisation, and small helpers.
 */

/**
 * Eigenvalues and eigenvectors of a symmetric tridiagonal matrix.
 * diag: n diagonal entries; offDiag: n - 1 entries (offDiag[i] couples i and i + 1).
 * Returns eigenvalues ascending and eigenvectors as rows of `vectors` (row i belongs to value i).
 * When `start` is given (n x w, row i = basis vector i, w columns kept) the rotations are applied
 * to it instead of to the identity: with tred2 output this gives eigenvectors of the original
 * matrix; with only the last column of the identity (w = 1) it gives just the last component of
 * every eigenvector, which is all a Lanczos convergence test needs, in O(n^2) instead of O(n^3).
 */
export function tridiagonalEigen(
  diag: ArrayLike<number>,
  offDiag: ArrayLike<number>,
  start?: Float64Array,
): { values: Float64Array; vectors: Float64Array; width: number } {
  const n = diag.length;
  const width = start ? (n === 0 ? 0 : start.length / n) : n;
  const d = Float64Array.from(diag);
  const e = new Float64Array(n);
  for (let i = 0; i < n - 1; i++) e[i] = offDiag[i];
  // Z row i holds the current i-th basis vector (the transpose of JAMA's V, for contiguous access).
  const Z = start ?? identity(n);
  let f = 0;
  let tst1 = 0;
  const eps = 2 ** -52;
  for (let l = 0; l < n; l++) {
    tst1 = Math.max(tst1, Math.abs(d[l]) + Math.abs(e[l]));
    let m = l;
    while (m < n) {
      if (Math.abs(e[m]) <= eps * tst1) break;
      m++;
    }
    if (m === n) m = n - 1;
    if (m > l) {
      let iter = 0;
      do {
        iter += 1;
        if (iter > 200) throw new Error('tridiagonal eigen solver did not converge');
        let g = d[l];
        let p = (d[l + 1] - g) / (2 * e[l]);
        let r = Math.hypot(p, 1);
        if (p < 0) r = -r;
        d[l] = e[l] / (p + r);
        d[l + 1] = e[l] * (p + r);
        const dl1 = d[l + 1];
        let h = g - d[l];
        for (let i = l + 2; i < n; i++) d[i] -= h;
        f += h;
        p = d[m];
        let c = 1;
        let c2 = c;
        let c3 = c;
        const el1 = e[l + 1];
        let s = 0;
        let s2 = 0;
        for (let i = m - 1; i >= l; i--) {
          c3 = c2;
          c2 = c;
          s2 = s;
          g = c * e[i];
          h = c * p;
          r = Math.hypot(p, e[i]);
          e[i + 1] = s * r;
          s = e[i] / r;
          c = p / r;
          p = c * d[i] - s * g;
          d[i + 1] = h + s * (c * g + s * d[i]);
          const zi = i * width;
          const zi1 = (i + 1) * width;
          for (let k = 0; k < width; k++) {
            const t = Z[zi1 + k];
            Z[zi1 + k] = s * Z[zi + k] + c * t;
            Z[zi + k] = c * Z[zi + k] - s * t;
          }
        }
        p = (-s * s2 * c3 * el1 * e[l]) / dl1;
        e[l] = s * p;
        d[l] = c * p;
      } while (Math.abs(e[l]) > eps * tst1);
    }
    d[l] += f;
    e[l] = 0;
  }
  // Sort ascending, moving rows of Z along.
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => d[a] - d[b] || a - b);
  const values = new Float64Array(n);
  const vectors = new Float64Array(n * width);
  for (let i = 0; i < n; i++) {
    values[i] = d[order[i]];
    vectors.set(Z.subarray(order[i] * width, order[i] * width + width), i * width);
  }
  return { values, vectors, width };
}

/** Start matrix for tridiagonalEigen that tracks only the last component of each eigenvector. */
export function lastComponentStart(n: number): Float64Array {
  const z = new Float64Array(n);
  if (n > 0) z[n - 1] = 1;
  return z;
}

export function identity(n: number): Float64Array {
  const m = new Float64Array(n * n);
  for (let i = 0; i < n; i++) m[i * n + i] = 1;
  return m;
}

/**
 * Eigendecomposition of a dense symmetric matrix (n x n row-major). Returns eigenvalues
 * ascending and eigenvectors as rows of `vectors`.
 */
export function symmetricEigen(matrix: ArrayLike<number>, n: number): { values: Float64Array; vectors: Float64Array } {
  if (n === 0) return { values: new Float64Array(0), vectors: new Float64Array(0) };
  const V = Float64Array.from(matrix as ArrayLike<number>);
  const d = new Float64Array(n);
  const e = new Float64Array(n);
  // tred2 (JAMA), V[i][j] = V[i * n + j]
  for (let j = 0; j < n; j++) d[j] = V[(n - 1) * n + j];
  for (let i = n - 1; i > 0; i--) {
    let scale = 0;
    let h = 0;
    for (let k = 0; k < i; k++) scale += Math.abs(d[k]);
    if (scale === 0) {
      e[i] = d[i - 1];
      for (let j = 0; j < i; j++) {
        d[j] = V[(i - 1) * n + j];
        V[i * n + j] = 0;
        V[j * n + i] = 0;
      }
    } else {
      for (let k = 0; k < i; k++) {
        d[k] /= scale;
        h += d[k] * d[k];
      }
      let f = d[i - 1];
      let g = Math.sqrt(h);
      if (f > 0) g = -g;
      e[i] = scale * g;
      h -= f * g;
      d[i - 1] = f - g;
      for (let j = 0; j < i; j++) e[j] = 0;
      for (let j = 0; j < i; j++) {
        f = d[j];
        V[j * n + i] = f;
        g = e[j] + V[j * n + j] * f;
        for (let k = j + 1; k <= i - 1; k++) {
          g += V[k * n + j] * d[k];
          e[k] += V[k * n + j] * f;
        }
        e[j] = g;
      }
      f = 0;
      for (let j = 0; j < i; j++) {
        e[j] /= h;
        f += e[j] * d[j];
      }
      const hh = f / (h + h);
      for (let j = 0; j < i; j++) e[j] -= hh * d[j];
      for (let j = 0; j < i; j++) {
        f = d[j];
        g = e[j];
        for (let k = j; k <= i - 1; k++) V[k * n + j] -= f * e[k] + g * d[k];
        d[j] = V[(i - 1) * n + j];
        V[i * n + j] = 0;
      }
    }
    d[i] = h;
  }
  for (let i = 0; i < n - 1; i++) {
    V[(n - 1) * n + i] = V[i * n + i];
    V[i * n + i] = 1;
    const h = d[i + 1];
    if (h !== 0) {
      for (let k = 0; k <= i; k++) d[k] = V[k * n + i + 1] / h;
      for (let j = 0; j <= i; j++) {
        let g = 0;
        for (let k = 0; k <= i; k++) g += V[k * n + i + 1] * V[k * n + j];
        for (let k = 0; k <= i; k++) V[k * n + j] -= g * d[k];
      }
    }
    for (let k = 0; k <= i; k++) V[k * n + i + 1] = 0;
  }
  for (let j = 0; j < n; j++) {
    d[j] = V[(n - 1) * n + j];
    V[(n - 1) * n + j] = 0;
  }
  V[(n - 1) * n + n - 1] = 1;
  // e[i] couples i - 1 and i; transpose V so that row i is the i-th basis vector.
  const off = new Float64Array(Math.max(0, n - 1));
  for (let i = 1; i < n; i++) off[i - 1] = e[i];
  const Z = new Float64Array(n * n);
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) Z[c * n + r] = V[r * n + c];
  return tridiagonalEigen(d, off, Z);
}

export function dot(a: Float64Array, b: Float64Array, n = a.length): number {
  let s = 0;
  for (let i = 0; i < n; i++) s += a[i] * b[i];
  return s;
}

/** y += alpha * x */
export function axpy(alpha: number, x: Float64Array, y: Float64Array): void {
  for (let i = 0; i < y.length; i++) y[i] += alpha * x[i];
}

export function norm(a: Float64Array): number {
  return Math.sqrt(dot(a, a));
}

/**
 * Orthonormalises the columns of a row-major (rows x cols) matrix in place by modified
 * Gram-Schmidt applied twice ("twice is enough"). Columns that vanish are replaced by zeros.
 */
export function orthonormaliseColumns(a: Float64Array, rows: number, cols: number): void {
  const col = new Float64Array(rows);
  const cols2: Float64Array[] = [];
  for (let j = 0; j < cols; j++) {
    for (let i = 0; i < rows; i++) col[i] = a[i * cols + j];
    const original = norm(col);
    // A second pass only when the first removed most of the column: then rounding may have left
    // it leaning on the others (the Daniel-Gragg-Kaufman-Stewart test; "twice is enough").
    let nrm = original;
    for (let pass = 0; pass < 2; pass++) {
      const before = nrm;
      for (const q of cols2) axpy(-dot(q, col), q, col);
      nrm = norm(col);
      if (nrm > 0.7 * before) break;
    }
    const q = new Float64Array(rows);
    if (nrm > 1e-10 * Math.max(original, 1e-300)) for (let i = 0; i < rows; i++) q[i] = col[i] / nrm;
    cols2.push(q);
    for (let i = 0; i < rows; i++) a[i * cols + j] = q[i];
  }
}
