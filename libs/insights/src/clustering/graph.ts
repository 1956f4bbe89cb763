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
  // The directed edges as the lists give them (to -1: none), then each kept edge entered in both
  // rows, i -> j and j -> i with one value; typed arrays rather than maps of millions of keys.
  const to = new Int32Array(n * k).fill(-1);
  const directed = new Float64Array(n * k);
  for (let i = 0; i < n; i++) {
    for (let t = 0; t < k; t++) {
      const j = g.ids[i * g.k + t];
      if (j < 0 || j === i) continue;
      to[i * k + t] = j;
      directed[i * k + t] = weightOf(i, j, g.sims[i * g.k + t]);
    }
  }
  const backOf = (i: number, j: number): number | undefined => {
    for (let t = 0; t < k; t++) if (to[j * k + t] === i) return directed[j * k + t];
    return undefined;
  };
  const value = new Float64Array(n * k).fill(NaN);
  const counts = new Int32Array(n + 1);
  for (let e = 0; e < n * k; e++) {
    const j = to[e];
    if (j < 0) continue;
    const i = Math.floor(e / k);
    const w = directed[e];
    const back = backOf(i, j);
    let v: number;
    if (mode === 'max') v = Math.max(w, back ?? 0);
    else if (mode === 'mean') v = (w + (back ?? 0)) / 2;
    else {
      if (back === undefined) continue;
      v = Math.min(w, back);
    }
    if (v <= 0) continue;
    value[e] = v;
    counts[i + 1] += 1;
    counts[j + 1] += 1;
  }
  for (let i = 0; i < n; i++) counts[i + 1] += counts[i];
  // Each row's entries, then sorted by column; an edge listed both ways appears twice with the
  // same value (max, mean and min do not depend on the order of their two weights) and is kept once.
  const entryColumn = new Int32Array(counts[n]);
  const entryWeight = new Float64Array(counts[n]);
  const next = Int32Array.from(counts);
  for (let e = 0; e < n * k; e++) {
    if (Number.isNaN(value[e])) continue;
    const i = Math.floor(e / k);
    const j = to[e];
    entryColumn[next[i]] = j;
    entryWeight[next[i]++] = value[e];
    entryColumn[next[j]] = i;
    entryWeight[next[j]++] = value[e];
  }
  const indptr = new Int32Array(n + 1);
  const indices = new Int32Array(counts[n]);
  const weights = new Float64Array(counts[n]);
  let at = 0;
  for (let i = 0; i < n; i++) {
    const row = Array.from({ length: counts[i + 1] - counts[i] }, (_, r) => counts[i] + r).sort((a, b) => entryColumn[a] - entryColumn[b]);
    let last = -1;
    for (const entry of row) {
      if (entryColumn[entry] === last) continue;
      last = entryColumn[entry];
      indices[at] = last;
      weights[at++] = entryWeight[entry];
    }
    indptr[i + 1] = at;
  }
  const degree = new Float64Array(n);
  for (let i = 0; i < n; i++) for (let p = indptr[i]; p < indptr[i + 1]; p++) degree[i] += weights[p];
  return { n, indptr, indices: indices.slice(0, at), weights: weights.slice(0, at), degree };
}
