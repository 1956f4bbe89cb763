import { normaliseRows, sparseFromRows, type SparseMatrix } from './sparse';
import { randomizedSvd } from './svd';

export interface PpmiOptions {
  /** Words closer than this (in tokens) co-occur; 0 or less: the whole text is the window. */
  window?: number;
  /** Words seen fewer times are left out (default 2). */
  minCount?: number;
  /** Context distribution smoothing exponent (Levy, Goldberg and Dagan 2015; default 0.75). */
  alpha?: number;
  /** Dimensions kept by the truncated SVD (default 100). */
  dimensions?: number;
  /** Exponent p on singular values for word vectors U * S^p (default 0.5). */
  eigenWeight?: number;
  seed?: number;
  /** Words never used as targets or contexts (for example stop words). */
  exclude?: ReadonlySet<string>;
}

export interface WordVectors {
  readonly words: readonly string[];
  readonly index: ReadonlyMap<string, number>;
  /** words x dimensions, row-major, each row of unit length (or zero). */
  readonly vectors: Float64Array;
  readonly dimensions: number;
  /** The PPMI matrix the vectors were learnt from. */
  readonly ppmi: SparseMatrix;
}

/**
 * Word vectors learnt from the corpus itself: positive pointwise mutual information of word
 * co-occurrence within a window, factorised by truncated SVD.
 */
export function learnWordVectors(documents: ReadonlyArray<readonly string[]>, options: PpmiOptions = {}): WordVectors {
  const window = options.window ?? 0;
  const minCount = options.minCount ?? 2;
  const alpha = options.alpha ?? 0.75;
  const exclude = options.exclude ?? new Set<string>();
  const counts = new Map<string, number>();
  for (const doc of documents) for (const w of doc) if (!exclude.has(w)) counts.set(w, (counts.get(w) ?? 0) + 1);
  const words: string[] = [];
  const index = new Map<string, number>();
  for (const [w, c] of counts) {
    if (c >= minCount) {
      index.set(w, words.length);
      words.push(w);
    }
  }
  const v = words.length;
  const cooc: Array<Map<number, number>> = Array.from({ length: v }, () => new Map());
  const ids: number[] = [];
  for (const doc of documents) {
    ids.length = 0;
    for (const w of doc) {
      const id = index.get(w);
      ids.push(id === undefined ? -1 : id);
    }
    for (let i = 0; i < ids.length; i++) {
      const a = ids[i];
      if (a < 0) continue;
      const end = window > 0 ? Math.min(ids.length, i + window + 1) : ids.length;
      for (let j = i + 1; j < end; j++) {
        const b = ids[j];
        if (b < 0 || b === a) continue;
        cooc[a].set(b, (cooc[a].get(b) ?? 0) + 1);
        cooc[b].set(a, (cooc[b].get(a) ?? 0) + 1);
      }
    }
  }
  const rowSum = new Float64Array(v);
  const ctxPow = new Float64Array(v);
  let total = 0;
  for (let a = 0; a < v; a++) for (const c of cooc[a].values()) rowSum[a] += c;
  for (let a = 0; a < v; a++) total += rowSum[a];
  let ctxTotal = 0;
  for (let a = 0; a < v; a++) {
    ctxPow[a] = rowSum[a] ** alpha;
    ctxTotal += ctxPow[a];
  }
  const rows = cooc.map((row, a) => {
    const out = new Map<number, number>();
    for (const [b, c] of row) {
      const pmi = Math.log(c / total / ((rowSum[a] / total) * (ctxPow[b] / ctxTotal)));
      if (pmi > 0) out.set(b, pmi);
    }
    return out;
  });
  const ppmi = sparseFromRows(rows, v);
  const dims = Math.max(1, Math.min(options.dimensions ?? 100, v - 1));
  const vectors = new Float64Array(v * dims);
  if (v >= 2) {
    const svd = randomizedSvd(ppmi, dims, { seed: options.seed ?? 1, powerIterations: 3 });
    const p = options.eigenWeight ?? 0.5;
    for (let r = 0; r < v; r++) {
      let s2 = 0;
      for (let c = 0; c < svd.k; c++) {
        const x = svd.u[r * svd.k + c] * svd.s[c] ** p;
        vectors[r * dims + c] = x;
        s2 += x * x;
      }
      if (s2 > 0) {
        const inv = 1 / Math.sqrt(s2);
        for (let c = 0; c < dims; c++) vectors[r * dims + c] *= inv;
      }
    }
  }
  return { words, index, vectors, dimensions: dims, ppmi: normaliseRows({ ...ppmi, values: Float32Array.from(ppmi.values) }) };
}

/**
 * Document vectors as weighted sums of word vectors (weights, e.g. idf, per word), L2-normalised.
 * Returns documents x dimensions, row-major; documents without known words get zero rows.
 */
export function documentVectors(
  documents: ReadonlyArray<readonly string[]>,
  wv: WordVectors,
  weightOf: (word: string) => number = () => 1,
): Float32Array {
  const d = wv.dimensions;
  const out = new Float32Array(documents.length * d);
  const acc = new Float64Array(d);
  documents.forEach((doc, r) => {
    acc.fill(0);
    for (const w of new Set(doc)) {
      const id = wv.index.get(w);
      if (id === undefined) continue;
      const weight = weightOf(w);
      for (let c = 0; c < d; c++) acc[c] += weight * wv.vectors[id * d + c];
    }
    let s2 = 0;
    for (let c = 0; c < d; c++) s2 += acc[c] * acc[c];
    if (s2 > 0) {
      const inv = 1 / Math.sqrt(s2);
      for (let c = 0; c < d; c++) out[r * d + c] = acc[c] * inv;
    }
  });
  return out;
}
