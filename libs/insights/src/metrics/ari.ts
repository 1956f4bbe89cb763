import { contingency, type Label } from './contingency';

const pairs = (x: number): number => (x * (x - 1)) / 2;

/** Adjusted Rand index (Hubert and Arabie), as sklearn.metrics.adjusted_rand_score. */
export function adjustedRandIndex(labelsTrue: ArrayLike<Label>, labelsPred: ArrayLike<Label>): number {
  const c = contingency(labelsTrue, labelsPred);
  if (c.n < 2) return 1;
  let index = 0;
  for (let k = 0; k < c.table.length; k++) index += pairs(c.table[k]);
  let a = 0;
  for (let i = 0; i < c.rows; i++) a += pairs(c.rowSums[i]);
  let b = 0;
  for (let j = 0; j < c.cols; j++) b += pairs(c.colSums[j]);
  const expected = (a * b) / pairs(c.n);
  const max = (a + b) / 2;
  // Both labelings trivial in the same way (all singletons, or one cluster): identical partitions.
  if (max === expected) return 1;
  return (index - expected) / (max - expected);
}
