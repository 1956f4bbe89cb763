import type { SparseMatrix } from './sparse';

/**
 * Document vectors made of a sparse part and an optional dense part. The full vector of row i
 * is the concatenation [sparse row i, dense row i]; rows have unit length (or are zero).
 */
export interface Features {
  readonly rows: number;
  readonly sparse: SparseMatrix;
  /** rows x denseDim, row-major (empty when denseDim is 0). */
  readonly dense: Float32Array;
  readonly denseDim: number;
}

export interface SparseBlock {
  matrix: SparseMatrix;
  weight: number;
}

export interface DenseBlock {
  data: Float32Array;
  dim: number;
  weight: number;
}

/**
 * Concatenates unit-length blocks scaled by their weights, then scales every row to unit length
 * so the dot product of two rows is the weighted mean of the blocks' cosine similarities.
 */
export function combineFeatures(sparseBlocks: readonly SparseBlock[], denseBlocks: readonly DenseBlock[] = []): Features {
  const rows = sparseBlocks[0]?.matrix.rows ?? (denseBlocks[0] ? denseBlocks[0].data.length / denseBlocks[0].dim : 0);
  for (const b of sparseBlocks) if (b.matrix.rows !== rows) throw new Error('feature blocks differ in row count');
  for (const b of denseBlocks) if (b.data.length !== rows * b.dim) throw new Error('feature blocks differ in row count');
  let cols = 0;
  let nnz = 0;
  for (const b of sparseBlocks) {
    cols += b.matrix.cols;
    nnz += b.matrix.indices.length;
  }
  // On shared memory, so that threads the engine shares work with read them without a copy.
  const indptr = new Int32Array(new SharedArrayBuffer(4 * (rows + 1)));
  const indices = new Int32Array(new SharedArrayBuffer(4 * nnz));
  const values = new Float32Array(new SharedArrayBuffer(4 * nnz));
  const denseDim = denseBlocks.reduce((s, b) => s + b.dim, 0);
  const dense = new Float32Array(new SharedArrayBuffer(4 * rows * denseDim));
  let at = 0;
  for (let r = 0; r < rows; r++) {
    const start = at;
    let offset = 0;
    for (const b of sparseBlocks) {
      const m = b.matrix;
      for (let p = m.indptr[r]; p < m.indptr[r + 1]; p++) {
        indices[at] = m.indices[p] + offset;
        values[at] = m.values[p] * b.weight;
        at += 1;
      }
      offset += m.cols;
    }
    indptr[r + 1] = at;
    let dOffset = 0;
    for (const b of denseBlocks) {
      for (let c = 0; c < b.dim; c++) dense[r * denseDim + dOffset + c] = b.data[r * b.dim + c] * b.weight;
      dOffset += b.dim;
    }
    let s2 = 0;
    for (let p = start; p < at; p++) s2 += values[p] * values[p];
    for (let c = 0; c < denseDim; c++) s2 += dense[r * denseDim + c] ** 2;
    if (s2 > 0) {
      const inv = 1 / Math.sqrt(s2);
      for (let p = start; p < at; p++) values[p] *= inv;
      for (let c = 0; c < denseDim; c++) dense[r * denseDim + c] *= inv;
    }
  }
  return { rows, sparse: { rows, cols, indptr, indices, values }, dense, denseDim };
}

/** Dot product of rows i and j of the same feature set. */
export function featureDot(f: Features, i: number, j: number): number {
  const m = f.sparse;
  let p = m.indptr[i];
  const pe = m.indptr[i + 1];
  let q = m.indptr[j];
  const qe = m.indptr[j + 1];
  let s = 0;
  while (p < pe && q < qe) {
    const a = m.indices[p];
    const b = m.indices[q];
    if (a === b) s += m.values[p++] * m.values[q++];
    else if (a < b) p++;
    else q++;
  }
  const d = f.denseDim;
  for (let c = 0; c < d; c++) s += f.dense[i * d + c] * f.dense[j * d + c];
  return s;
}
