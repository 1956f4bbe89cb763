import { contingency, type Label } from './contingency';
import { hungarian } from './hungarian';

/**
 * Clustering accuracy: the share of items whose cluster maps to their true label under the best
 * one-to-one matching of clusters to labels (Hungarian algorithm). With more clusters than labels
 * the unmatched clusters count as wrong, and the other way round.
 */
export function clusteringAccuracy(labelsTrue: ArrayLike<Label>, labelsPred: ArrayLike<Label>): number {
  const c = contingency(labelsTrue, labelsPred);
  if (c.n === 0) return 1;
  const cost = new Float64Array(c.table.length);
  for (let k = 0; k < cost.length; k++) cost[k] = -c.table[k];
  const match = hungarian(cost, c.rows, c.cols);
  let correct = 0;
  for (let i = 0; i < c.rows; i++) if (match[i] >= 0) correct += c.table[i * c.cols + match[i]];
  return correct / c.n;
}
