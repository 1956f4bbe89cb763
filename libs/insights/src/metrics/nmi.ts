import { contingency, type Label } from './contingency';

function entropy(counts: Float64Array, n: number): number {
  let h = 0;
  for (let i = 0; i < counts.length; i++) {
    const c = counts[i];
    if (c > 0) h -= (c / n) * Math.log(c / n);
  }
  return h;
}

/** Mutual information in nats, as sklearn.metrics.mutual_info_score. */
export function mutualInformation(labelsTrue: ArrayLike<Label>, labelsPred: ArrayLike<Label>): number {
  const c = contingency(labelsTrue, labelsPred);
  let mi = 0;
  for (let i = 0; i < c.rows; i++) {
    for (let j = 0; j < c.cols; j++) {
      const nij = c.table[i * c.cols + j];
      if (nij > 0) mi += (nij / c.n) * Math.log((nij * c.n) / (c.rowSums[i] * c.colSums[j]));
    }
  }
  return Math.max(mi, 0);
}

/**
 * Normalised mutual information with the arithmetic mean of the two entropies as normaliser
 * (sklearn's default `average_method='arithmetic'`), including sklearn's limit cases.
 */
export function normalizedMutualInformation(labelsTrue: ArrayLike<Label>, labelsPred: ArrayLike<Label>): number {
  const c = contingency(labelsTrue, labelsPred);
  if ((c.rows === 1 && c.cols === 1) || (c.rows === 0 && c.cols === 0)) return 1;
  const mi = mutualInformation(labelsTrue, labelsPred);
  if (mi === 0) return 0;
  const normaliser = (entropy(c.rowSums, c.n) + entropy(c.colSums, c.n)) / 2;
  return Math.min(1, mi / normaliser);
}
