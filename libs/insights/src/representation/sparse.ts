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
  const builder = new SparseRowsBuilder(cols);
  for (const row of rows) builder.addRow(row);
  return builder.build();
}

/**
 * Builds a CSR matrix one row at a time, its arrays grown as rows come: the rows of a large corpus
 * never exist all at once (as maps, they were most of the memory the representation took).
 */
export class SparseRowsBuilder {
  private readonly indptr: number[] = [0];
  private indices = new Int32Array(1024);
  private values = new Float32Array(1024);
  private size = 0;

  constructor(private readonly cols: number) {}

  /** Appends a row of column to value; its columns are sorted, as sparseFromRows sorts them. */
  addRow(row: ReadonlyMap<number, number>): void {
    if (this.size + row.size > this.indices.length) this.grow(this.size + row.size);
    const entries = Array.from(row.entries()).sort((a, b) => a[0] - b[0]);
    for (const [c, v] of entries) {
      if (c < 0 || c >= this.cols) throw new Error(`column ${c} out of range 0..${this.cols - 1}`);
      this.indices[this.size] = c;
      this.values[this.size] = v;
      this.size += 1;
    }
    this.indptr.push(this.size);
  }

  build(): SparseMatrix {
    return {
      rows: this.indptr.length - 1,
      cols: this.cols,
      indptr: Int32Array.from(this.indptr),
      indices: this.indices.slice(0, this.size),
      values: this.values.slice(0, this.size),
    };
  }

  private grow(needed: number): void {
    let capacity = this.indices.length;
    while (capacity < needed) capacity *= 2;
    const indices = new Int32Array(capacity);
    indices.set(this.indices.subarray(0, this.size));
    const values = new Float32Array(capacity);
    values.set(this.values.subarray(0, this.size));
    this.indices = indices;
    this.values = values;
  }
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

export function transpose(m: SparseMatrix, onSharedMemory = false): SparseMatrix {
  const counts = new Int32Array(m.cols + 1);
  for (let p = 0; p < m.indices.length; p++) counts[m.indices[p] + 1] += 1;
  for (let c = 0; c < m.cols; c++) counts[c + 1] += counts[c];
  // Shared memory when threads read the result, so that none of them needs a copy.
  const buffer = (bytes: number) => (onSharedMemory ? new SharedArrayBuffer(bytes) : new ArrayBuffer(bytes));
  const indptr = new Int32Array(buffer(counts.byteLength));
  indptr.set(counts);
  const next = Int32Array.from(counts);
  const indices = new Int32Array(buffer(4 * m.indices.length));
  const values = new Float32Array(buffer(4 * m.indices.length));
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
