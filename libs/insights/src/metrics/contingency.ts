/**
 * Contingency table between two labelings of the same items. Labels may be any strings or
 * numbers; they are mapped to dense indices in order of first appearance.
 */
export interface Contingency {
  /** rows = distinct true labels, columns = distinct predicted labels, row-major counts. */
  readonly table: Float64Array;
  readonly rows: number;
  readonly cols: number;
  readonly rowSums: Float64Array;
  readonly colSums: Float64Array;
  readonly n: number;
}

export type Label = string | number;

function denseIndex(labels: ArrayLike<Label>): { index: Int32Array; count: number } {
  const map = new Map<Label, number>();
  const index = new Int32Array(labels.length);
  for (let i = 0; i < labels.length; i++) {
    let id = map.get(labels[i]);
    if (id === undefined) {
      id = map.size;
      map.set(labels[i], id);
    }
    index[i] = id;
  }
  return { index, count: map.size };
}

export function contingency(labelsTrue: ArrayLike<Label>, labelsPred: ArrayLike<Label>): Contingency {
  if (labelsTrue.length !== labelsPred.length) {
    throw new Error(`label vectors differ in length: ${labelsTrue.length} vs ${labelsPred.length}`);
  }
  const t = denseIndex(labelsTrue);
  const p = denseIndex(labelsPred);
  const rows = t.count;
  const cols = p.count;
  const table = new Float64Array(rows * cols);
  const rowSums = new Float64Array(rows);
  const colSums = new Float64Array(cols);
  for (let i = 0; i < labelsTrue.length; i++) {
    table[t.index[i] * cols + p.index[i]] += 1;
    rowSums[t.index[i]] += 1;
    colSums[p.index[i]] += 1;
  }
  return { table, rows, cols, rowSums, colSums, n: labelsTrue.length };
}
