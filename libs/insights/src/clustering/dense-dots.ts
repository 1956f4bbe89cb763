import type { Features } from '../representation/features';

/**
 * out[base + r * stride + j] += dense(row r) . dense(j) for the four rows whose vectors start at
 * `offsets` in f.dense (repeat one when fewer are wanted) and every row j from `fromRow` on: each
 * row j's vector is read once for all four, most of the cost of such products.
 */
export function addDenseDotsOfFour(
  f: Features,
  offsets: readonly [number, number, number, number],
  fromRow: number,
  out: Float32Array,
  base: number,
  stride: number,
): void {
  const d = f.denseDim;
  const X = f.dense;
  const [o0, o1, o2, o3] = offsets;
  for (let j = fromRow; j < f.rows; j++) {
    const oj = j * d;
    let s0 = 0;
    let s1 = 0;
    let s2 = 0;
    let s3 = 0;
    for (let c = 0; c < d; c++) {
      const x = X[oj + c];
      s0 += X[o0 + c] * x;
      s1 += X[o1 + c] * x;
      s2 += X[o2 + c] * x;
      s3 += X[o3 + c] * x;
    }
    out[base + j] += s0;
    out[base + stride + j] += s1;
    out[base + 2 * stride + j] += s2;
    out[base + 3 * stride + j] += s3;
  }
}
