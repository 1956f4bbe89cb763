/**
 * Minimum-cost assignment on a rectangular cost matrix (rows x cols, row-major), by the
 * shortest augmenting path form of the Hungarian algorithm with potentials: O(r^2 c) for
 * r <= c. Returns for each row the assigned column, or -1 when there are more rows than columns
 * and the row stays unassigned.
 */
export function hungarian(cost: ArrayLike<number>, rows: number, cols: number): Int32Array {
  if (cost.length !== rows * cols) throw new Error(`cost matrix has ${cost.length} entries, expected ${rows * cols}`);
  if (rows === 0 || cols === 0) return new Int32Array(rows).fill(-1);
  if (rows > cols) {
    const transposed = new Float64Array(rows * cols);
    for (let i = 0; i < rows; i++) for (let j = 0; j < cols; j++) transposed[j * rows + i] = cost[i * cols + j];
    const colToRow = hungarian(transposed, cols, rows);
    const rowToCol = new Int32Array(rows).fill(-1);
    for (let j = 0; j < cols; j++) if (colToRow[j] >= 0) rowToCol[colToRow[j]] = j;
    return rowToCol;
  }
  const n = rows;
  const m = cols;
  // 1-based arrays as in the classic formulation; p[j] = row matched to column j (0 = none).
  const u = new Float64Array(n + 1);
  const v = new Float64Array(m + 1);
  const p = new Int32Array(m + 1);
  const way = new Int32Array(m + 1);
  const minv = new Float64Array(m + 1);
  const used = new Uint8Array(m + 1);
  for (let i = 1; i <= n; i++) {
    p[0] = i;
    let j0 = 0;
    minv.fill(Infinity);
    used.fill(0);
    do {
      used[j0] = 1;
      const i0 = p[j0];
      let delta = Infinity;
      let j1 = 0;
      const rowBase = (i0 - 1) * m;
      for (let j = 1; j <= m; j++) {
        if (used[j]) continue;
        const cur = cost[rowBase + j - 1] - u[i0] - v[j];
        if (cur < minv[j]) {
          minv[j] = cur;
          way[j] = j0;
        }
        if (minv[j] < delta) {
          delta = minv[j];
          j1 = j;
        }
      }
      for (let j = 0; j <= m; j++) {
        if (used[j]) {
          u[p[j]] += delta;
          v[j] -= delta;
        } else {
          minv[j] -= delta;
        }
      }
      j0 = j1;
    } while (p[j0] !== 0);
    do {
      const j1 = way[j0];
      p[j0] = p[j1];
      j0 = j1;
    } while (j0 !== 0);
  }
  const assignment = new Int32Array(n).fill(-1);
  for (let j = 1; j <= m; j++) if (p[j] > 0) assignment[p[j] - 1] = j - 1;
  return assignment;
}
