import type { KnnGraph } from './knn';

/** Symmetric sparse affinity matrix in CSR form with float64 weights. */
export interface Affinity {
  readonly n: number;
  readonly indptr: Int32Array;
  readonly indices: Int32Array;
  readonly weights: Float64Array;
  readonly degree: Float64Array;
}

export interface AffinityOptions {
  /** How many of the stored neighbours to use (default all). */
  neighbours?: number;
  /**
   * 'cosine': w = max(sim, 0). 'local-scaling': w = exp(-d_ij^2 / (sigma_i sigma_j)) with
   * d = sqrt(2 - 2 sim) and sigma_i the distance to the i-th point's `scaleNeighbour`-th neighbour
   * (Zelnik-Manor and Perona 2004).
   */
  kernel?: 'cosine' | 'local-scaling';
  scaleNeighbour?: number;
  /** 'mean': (A + A^T) / 2; 'max': max(A, A^T) (default); 'mutual': min(A, A^T). */
  symmetrise?: 'mean' | 'max' | 'mutual';
}

export function buildAffinity(g: KnnGraph, options: AffinityOptions = {}): Affinity {
  const n = g.n;
  const k = Math.min(g.k, options.neighbours ?? g.k);
  const kernel = options.kernel ?? 'cosine';
  const mode = options.symmetrise ?? 'max';
  const sigma = new Float64Array(n);
  if (kernel === 'local-scaling') {
    const s = Math.min(k, Math.max(1, options.scaleNeighbour ?? 7)) - 1;
    for (let i = 0; i < n; i++) sigma[i] = Math.max(1e-6, Math.sqrt(Math.max(0, 2 - 2 * g.sims[i * g.k + s])));
  }
  const weightOf = (i: number, j: number, sim: number): number => {
    if (kernel === 'cosine') return Math.max(0, sim);
    const d2 = Math.max(0, 2 - 2 * sim);
    return Math.exp(-d2 / (sigma[i] * sigma[j]));
  };
  // directed edges, then merge i->j and j->i
  const map = new Map<number, number>();
  const keyOf = (i: number, j: number): number => i * n + j;
  const directed = new Map<number, number>();
  for (let i = 0; i < n; i++) {
    for (let t = 0; t < k; t++) {
      const j = g.ids[i * g.k + t];
      if (j < 0 || j === i) continue;
      directed.set(keyOf(i, j), weightOf(i, j, g.sims[i * g.k + t]));
    }
  }
  for (const [key, w] of directed) {
    const i = Math.floor(key / n);
    const j = key - i * n;
    const back = directed.get(keyOf(j, i));
    let value: number;
    if (mode === 'max') value = Math.max(w, back ?? 0);
    else if (mode === 'mean') value = (w + (back ?? 0)) / 2;
    else {
      if (back === undefined) continue;
      value = Math.min(w, back);
    }
    if (value <= 0) continue;
    map.set(keyOf(i, j), value);
    map.set(keyOf(j, i), value);
  }
  const counts = new Int32Array(n + 1);
  for (const key of map.keys()) counts[Math.floor(key / n) + 1] += 1;
  for (let i = 0; i < n; i++) counts[i + 1] += counts[i];
  const indptr = Int32Array.from(counts);
  const next = Int32Array.from(counts);
  const indices = new Int32Array(map.size);
  const weights = new Float64Array(map.size);
  const keys = Array.from(map.keys()).sort((a, b) => a - b);
  for (const key of keys) {
    const i = Math.floor(key / n);
    const at = next[i]++;
    indices[at] = key - i * n;
    weights[at] = map.get(key) as number;
  }
  const degree = new Float64Array(n);
  for (let i = 0; i < n; i++) for (let p = indptr[i]; p < indptr[i + 1]; p++) degree[i] += weights[p];
  return { n, indptr, indices, weights, degree };
}
