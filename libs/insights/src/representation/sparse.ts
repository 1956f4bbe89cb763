/** Compressed sparse row matrix with float32 values. */
export interface SparseMatrix {
  readonly rows: number;
  readonly cols: number;
  readonly indptr: Int32Array;
  readonly indices: Int32Array;
  readonly values: Float32Array;
}

/** Builds a CSR matrix from per-row maps of column to value; columns are sorted within each row. */
export function sparseFromRows(rows: ReadonlyArray<ReadonlyMap<number, number>>, cols: number): SparseMatrix {
  let nnz = 0;
  for (const row of rows) nnz += row.size;
  const indptr = new Int32Array(rows.length + 1);
  const indices = new Int32Array(nnz);
  const values = new Float32Array(nnz);
  let at = 0;
  for (let r = 0; r < rows.length; r++) {
    const entries = Array.from(rows[r].entries()).sort((a, b) => a[0] - b[0]);
    for (const [c, v] of entries) {
      if (c < 0 || c >= cols) throw new Error(`column ${c} out of range 0..${cols - 1}`);
      indices[at] = c;
      values[at] = v;
      at += 1;
    }
    indptr[r + 1] = at;
  }
  return { rows: rows.length, cols, indptr, indices, values };
}

/** Scales each row to unit Euclidean length in place (rows of zeros stay zero); returns the matrix. */
export function normaliseRows(m: SparseMatrix): SparseMatrix {
  for (let r = 0; r < m.rows; r++) {
    let s = 0;
    for (let p = m.indptr[r]; p < m.indptr[r + 1]; p++) s += m.values[p] * m.values[p];
    if (s > 0) {
      const inv = 1 / Math.sqrt(s);
      for (let p = m.indptr[r]; p < m.indptr[r + 1]; p++) m.values[p] *= inv;
    }
  }
  return m;
}

export function transpose(m: SparseMatrix): SparseMatrix {
  const counts = new Int32Array(m.cols + 1);
  for (let p = 0; p < m.indices.length; p++) counts[m.indices[p] + 1] += 1;
  for (let c = 0; c < m.cols; c++) counts[c + 1] += counts[c];
  const indptr = Int32Array.from(counts);
  const next = Int32Array.from(counts);
  const indices = new Int32Array(m.indices.length);
  const values = new Float32Array(m.indices.length);
  for (let r = 0; r < m.rows; r++) {
    for (let p = m.indptr[r]; p < m.indptr[r + 1]; p++) {
      const c = m.indices[p];
      const q = next[c]++;
      indices[q] = r;
      values[q] = m.values[p];
    }
  }
  return { rows: m.cols, cols: m.rows, indptr, indices, values };
}

/** out (rows x k, row-major) = m (rows x cols) * dense (cols x k, row-major). */
export function multiplyDense(
  m: SparseMatrix,
  dense: Float64Array,
  k: number,
  out: Float64Array = new Float64Array(m.rows * k),
): Float64Array {
  out.fill(0);
  for (let r = 0; r < m.rows; r++) {
    const o = r * k;
    for (let p = m.indptr[r]; p < m.indptr[r + 1]; p++) {
      const v = m.values[p];
      const d = m.indices[p] * k;
      for (let j = 0; j < k; j++) out[o + j] += v * dense[d + j];
    }
  }
  return out;
}

/** y = m * x for a vector x. */
export function multiplyVector(m: SparseMatrix, x: ArrayLike<number>, y: Float64Array = new Float64Array(m.rows)): Float64Array {
  for (let r = 0; r < m.rows; r++) {
    let s = 0;
    for (let p = m.indptr[r]; p < m.indptr[r + 1]; p++) s += m.values[p] * x[m.indices[p]];
    y[r] = s;
  }
  return y;
}

/** Dot product of two rows of possibly different CSR matrices with the same column space. */
export function rowDot(a: SparseMatrix, i: number, b: SparseMatrix, j: number): number {
  let p = a.indptr[i];
  const pe = a.indptr[i + 1];
  let q = b.indptr[j];
  const qe = b.indptr[j + 1];
  let s = 0;
  while (p < pe && q < qe) {
    const ca = a.indices[p];
    const cb = b.indices[q];
    if (ca === cb) {
      s += a.values[p++] * b.values[q++];
    } else if (ca < cb) p++;
    else q++;
  }
  return s;
}

/** Keeps only the given rows, in the given order. */
export function selectRows(m: SparseMatrix, rows: ArrayLike<number>): SparseMatrix {
  let nnz = 0;
  for (let i = 0; i < rows.length; i++) nnz += m.indptr[rows[i] + 1] - m.indptr[rows[i]];
  const indptr = new Int32Array(rows.length + 1);
  const indices = new Int32Array(nnz);
  const values = new Float32Array(nnz);
  let at = 0;
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i];
    for (let p = m.indptr[r]; p < m.indptr[r + 1]; p++) {
      indices[at] = m.indices[p];
      values[at] = m.values[p];
      at += 1;
    }
    indptr[i + 1] = at;
  }
  return { rows: rows.length, cols: m.cols, indptr, indices, values };
}
