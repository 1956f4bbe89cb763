import type { Features } from '../representation/features';
import { transpose } from '../representation/sparse';
import { mulberry32 } from '../numbers/random';
import { type KnnGraph, NeighbourLists } from './neighbour-lists';
import { addDenseDotsOfFour } from './dense-dots';

// The pieces of the nearest-neighbour search that threads share out (see knn.ts): each answers
// neighbour lists for every row, from the pairs it scored, and the lists of all the pieces merge
// into the same graph whichever thread ran which piece. A pair's similarity is always computed
// the same way (the same operations in the same order), so it is the same number on any thread.

/** Neighbour lists of every row, best first (ids -1 where a row has fewer than k). */
export type NeighbourPart = Pick<KnnGraph, 'ids' | 'sims'>;

export interface ExactRowsInput {
  features: Features;
  k: number;
  /** Rows whose pairs with every later row this piece scores. */
  from: number;
  to: number;
}

const BLOCK = 4;

/**
 * Exact neighbours from the pairs (i, j) with from <= i < to and j > i, offered to both rows. The
 * sparse part goes through an inverted index restricted to later rows, the dense part four rows
 * at a time. `onProgress` hears the share of this piece's pairs done.
 */
export function exactRows({ features: f, k, from, to }: ExactRowsInput, onProgress?: (fraction: number) => void): NeighbourPart {
  const n = f.rows;
  const lists = new NeighbourLists(n, k);
  const inv = transpose(f.sparse);
  const m = f.sparse;
  const d = f.denseDim;
  const scores = new Float32Array(BLOCK * n);
  const pairsBefore = (i: number) => i * n - (i * (i + 1)) / 2;
  const total = pairsBefore(to) - pairsBefore(from) || 1;
  const progressEvery = Math.max(BLOCK, Math.floor((to - from) / 100 / BLOCK) * BLOCK);
  for (let i0 = from; i0 < to; i0 += BLOCK) {
    if ((i0 - from) % progressEvery === 0) onProgress?.((pairsBefore(i0) - pairsBefore(from)) / total);
    const rows = Math.min(BLOCK, to - i0);
    for (let r = 0; r < BLOCK; r++) scores.fill(0, r * n + i0, r * n + n);
    // sparse part: postings of later rows only (postings are sorted by row)
    for (let r = 0; r < rows; r++) {
      const i = i0 + r;
      const base = r * n;
      for (let p = m.indptr[i]; p < m.indptr[i + 1]; p++) {
        const v = m.values[p];
        const c = m.indices[p];
        let lo = inv.indptr[c];
        let hi = inv.indptr[c + 1];
        while (lo < hi) {
          const mid = (lo + hi) >> 1;
          if (inv.indices[mid] <= i) lo = mid + 1;
          else hi = mid;
        }
        for (let q = lo; q < inv.indptr[c + 1]; q++) scores[base + inv.indices[q]] += v * inv.values[q];
      }
    }
    // dense part: up to four rows against every later row
    if (d > 0) {
      const o0 = i0 * d;
      const offsets = [o0, rows > 1 ? o0 + d : o0, rows > 2 ? o0 + 2 * d : o0, rows > 3 ? o0 + 3 * d : o0] as const;
      addDenseDotsOfFour(f, offsets, i0 + 1, scores, 0, n);
    }
    for (let r = 0; r < rows; r++) {
      const i = i0 + r;
      const base = r * n;
      for (let j = i + 1; j < n; j++) {
        const s = scores[base + j];
        lists.offer(i, j, s);
        lists.offer(j, i, s);
      }
    }
  }
  onProgress?.(1);
  return { ids: lists.ids, sims: lists.sims };
}

/** Dot products of one row with others through a dense accumulator of the row's sparse part. */
class RowScorer {
  private readonly acc: Float32Array;
  private readonly difference: Float32Array;
  private current = -1;
  /** The row whose vector is subtracted from the current one's (loadDifference), or -1. */
  private subtracted = -1;
  constructor(private readonly f: Features) {
    this.acc = new Float32Array(f.sparse.cols);
    this.difference = new Float32Array(f.denseDim);
  }
  load(i: number): void {
    this.unload();
    const m = this.f.sparse;
    for (let p = m.indptr[i]; p < m.indptr[i + 1]; p++) this.acc[m.indices[p]] = m.values[p];
    this.current = i;
  }
  /** Loads the difference of rows a and b: projecting on it scores each row once instead of twice. */
  loadDifference(a: number, b: number): void {
    this.load(a);
    const m = this.f.sparse;
    for (let p = m.indptr[b]; p < m.indptr[b + 1]; p++) this.acc[m.indices[p]] -= m.values[p];
    this.subtracted = b;
    const d = this.f.denseDim;
    const X = this.f.dense;
    for (let c = 0; c < d; c++) this.difference[c] = X[a * d + c] - X[b * d + c];
  }
  unload(): void {
    if (this.current < 0) return;
    const m = this.f.sparse;
    for (let p = m.indptr[this.current]; p < m.indptr[this.current + 1]; p++) this.acc[m.indices[p]] = 0;
    if (this.subtracted >= 0) for (let p = m.indptr[this.subtracted]; p < m.indptr[this.subtracted + 1]; p++) this.acc[m.indices[p]] = 0;
    this.current = -1;
    this.subtracted = -1;
  }
  /** Dot product of the loaded difference with row j (loadDifference). */
  project(j: number): number {
    return addDenseDot(this.sparseDot(j), this.difference, 0, this.f, j);
  }
  /**
   * Similarity of the loaded row with row j. Equal to that of j with the loaded row: both sum the
   * products of the columns the rows share in column order, and adding a zero changes no sum.
   */
  score(j: number): number {
    return addDenseDot(this.sparseDot(j), this.f.dense, this.current * this.f.denseDim, this.f, j);
  }
  /** The sparse part of the loaded row's (or difference's) dot product with row j. */
  private sparseDot(j: number): number {
    const m = this.f.sparse;
    let s = 0;
    for (let p = m.indptr[j]; p < m.indptr[j + 1]; p++) s += this.acc[m.indices[p]] * m.values[p];
    return s;
  }
}

/** s plus the dot product of the dense vector at `offset` in `vector` with row j's, added term by term. */
function addDenseDot(s: number, vector: Float32Array, offset: number, f: Features, j: number): number {
  const d = f.denseDim;
  const X = f.dense;
  const oj = j * d;
  for (let c = 0; c < d; c++) s += vector[offset + c] * X[oj + c];
  return s;
}

export interface TreeCandidatesInput {
  features: Features;
  k: number;
  leafSize: number;
  /** One seed per tree this piece grows. */
  seeds: number[];
}

/**
 * Random-projection trees (each split by the hyperplane halfway between two random members, at
 * the median, as in Annoy), one per seed; every pair of leaf-mates is scored and offered.
 */
export function treeCandidates(
  { features: f, k, leafSize, seeds }: TreeCandidatesInput,
  onProgress?: (fraction: number) => void,
): NeighbourPart {
  const n = f.rows;
  const lists = new NeighbourLists(n, k);
  const scorer = new RowScorer(f);
  const order = new Int32Array(n);
  const proj = new Float64Array(n);
  const jitter = new Float64Array(n);
  seeds.forEach((seed, tree) => {
    onProgress?.(tree / seeds.length);
    const random = mulberry32(seed);
    for (let i = 0; i < n; i++) order[i] = i;
    const stack: Array<[number, number]> = [[0, n]];
    while (stack.length > 0) {
      const [lo, hi] = stack.pop() as [number, number];
      const size = hi - lo;
      if (size <= leafSize) {
        for (let x = lo; x < hi; x++) {
          const i = order[x];
          scorer.load(i);
          for (let y = x + 1; y < hi; y++) {
            const j = order[y];
            const s = scorer.score(j);
            lists.offerUnique(i, j, s);
            lists.offerUnique(j, i, s);
          }
        }
        scorer.unload();
        continue;
      }
      // hyperplane between two random members: project on x_a - x_b
      const ia = Math.floor(random() * size);
      const a = order[lo + ia];
      const b = order[lo + ((ia + 1 + Math.floor(random() * (size - 1))) % size)];
      scorer.loadDifference(a, b);
      for (let x = lo; x < hi; x++) proj[order[x]] = scorer.project(order[x]);
      scorer.unload();
      // split at the median (ties broken by a random jitter so equal points still divide)
      const segment = Array.from(order.subarray(lo, hi));
      for (const i of segment) jitter[i] = random();
      segment.sort((p, q) => proj[p] - proj[q] || jitter[p] - jitter[q]);
      order.set(segment, lo);
      const mid = lo + (size >> 1);
      stack.push([lo, mid], [mid, hi]);
    }
  });
  onProgress?.(1);
  return { ids: lists.ids, sims: lists.sims };
}

export interface RefineRowsInput {
  features: Features;
  k: number;
  /** The graph so far: candidates are the neighbours of each row's neighbours in it. */
  graph: NeighbourPart;
  /**
   * The ids of the graph the previous round refined, when there was one: a pair joined by two
   * edges both already there was scored and offered by that round, so it is not scored again.
   */
  previous?: Int32Array;
  from: number;
  to: number;
}

/** 1 for each edge of `ids` (row-major n x k) that is not in the same row of `previous`. */
function newEdges(ids: Int32Array, previous: Int32Array, k: number): Uint8Array {
  const fresh = new Uint8Array(ids.length);
  for (let o = 0; o < ids.length; o += k)
    for (let t = 0; t < k; t++) {
      const j = ids[o + t];
      if (j < 0) break;
      let listed = false;
      for (let u = 0; u < k && !listed; u++) listed = previous[o + u] === j;
      fresh[o + t] = listed ? 0 : 1;
    }
  return fresh;
}

/** Who lists each row in `ids` (row-major n x k): rows[start[i]..start[i + 1]) list row i. */
function reverseLists(ids: Int32Array, n: number, k: number): { start: Int32Array; rows: Int32Array } {
  const start = new Int32Array(n + 1);
  for (const j of ids) if (j >= 0) start[j + 1] += 1;
  for (let i = 0; i < n; i++) start[i + 1] += start[i];
  const rows = new Int32Array(start[n]);
  const fill = start.slice(0, n);
  for (let i = 0; i < n; i++)
    for (let t = 0; t < k; t++) {
      const j = ids[i * k + t];
      if (j >= 0) rows[fill[j]++] = i;
    }
  return { start, rows };
}

/**
 * One round of neighbour-of-neighbour refinement (as in NN-descent) for rows from..to - 1: each
 * row's neighbours' neighbours in `graph` are offered to both rows. Starts from `graph`'s lists,
 * so the answer holds them too. A pair is scored once where it can be: not when one row already
 * lists the other (the pair was scored when that edge was found), and, when each row reaches the
 * other, only by the lower one (about an eighth of the pairs, scored twice before). Lists keep the
 * k best of every candidate ever offered, so the answer is the same as scoring every pair.
 */
export function refineRows({ features: f, k, graph, previous, from, to }: RefineRowsInput): NeighbourPart {
  const n = f.rows;
  const lists = NeighbourLists.copyOf({ n, k, ids: graph.ids, sims: graph.sims });
  const snapshot = graph.ids;
  const fresh = previous ? newEdges(snapshot, previous, k) : null;
  const reverse = reverseLists(snapshot, n, k);
  const scorer = new RowScorer(f);
  const seen = new Int32Array(n).fill(-1);
  // listsRow[x] === i while row i is refined and x lists i.
  const listsRow = new Int32Array(n).fill(-1);
  /** Whether lower row c reaches row i through one of its neighbours (it then scores the pair). */
  const reaches = (c: number, i: number): boolean => {
    for (let v = 0; v < k; v++) {
      const x = snapshot[c * k + v];
      if (x >= 0 && listsRow[x] === i) return true;
    }
    return false;
  };
  for (let i = from; i < to; i++) {
    scorer.load(i);
    seen[i] = i;
    for (let p = reverse.start[i]; p < reverse.start[i + 1]; p++) listsRow[reverse.rows[p]] = i;
    for (let t = 0; t < k; t++) {
      const j = snapshot[i * k + t];
      if (j >= 0) seen[j] = i;
    }
    for (let t = 0; t < k; t++) {
      const j = snapshot[i * k + t];
      if (j < 0) continue;
      const oldEdge = fresh !== null && fresh[i * k + t] === 0;
      for (let u = 0; u < k; u++) {
        const c = snapshot[j * k + u];
        if (c < 0 || seen[c] === i) continue;
        seen[c] = i;
        // Both edges were there last round, which scored the pair.
        if (oldEdge && fresh[j * k + u] === 0) continue;
        if (listsRow[c] === i || (c < i && reaches(c, i))) continue;
        const s = scorer.score(c);
        lists.offerUnique(i, c, s);
        lists.offerUnique(c, i, s);
      }
    }
  }
  scorer.unload();
  return { ids: lists.ids, sims: lists.sims };
}
