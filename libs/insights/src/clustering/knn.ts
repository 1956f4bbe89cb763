import type { Features } from '../representation/features';
import { transpose } from '../representation/sparse';
import { mulberry32 } from '../numbers/random';
import { throwIfAborted } from './progress';

/** k nearest neighbours of every row: ids and cosine similarities, best first, row-major n x k. */
export interface KnnGraph {
  readonly n: number;
  readonly k: number;
  readonly ids: Int32Array;
  readonly sims: Float32Array;
}

export interface KnnOptions {
  signal?: AbortSignal;
  onProgress?: (fraction: number) => void;
}

/** Growing best-first neighbour lists for all rows. */
class NeighbourLists {
  readonly ids: Int32Array;
  readonly sims: Float32Array;
  readonly filled: Int32Array;
  constructor(
    readonly n: number,
    readonly k: number,
  ) {
    this.ids = new Int32Array(n * k).fill(-1);
    this.sims = new Float32Array(n * k).fill(-Infinity);
    this.filled = new Int32Array(n);
  }
  /** Offers j with similarity s to row i's list (equal scores keep the earlier offer first). */
  offer(i: number, j: number, score: number): void {
    // compare as stored (float32) so that ties stay ties
    const s = Math.fround(score);
    const k = this.k;
    const o = i * k;
    const filled = this.filled[i];
    const sims = this.sims;
    if (filled === k && !(s > sims[o + k - 1])) return;
    this.insert(o, filled, i, j, s);
  }
  /** As offer, but ignores j when it is already listed (candidates may come more than once). */
  offerUnique(i: number, j: number, score: number): void {
    const s = Math.fround(score);
    const k = this.k;
    const o = i * k;
    const filled = this.filled[i];
    if (filled === k && !(s > this.sims[o + k - 1])) return;
    for (let t = 0; t < filled; t++) if (this.ids[o + t] === j) return;
    this.insert(o, filled, i, j, s);
  }
  private insert(o: number, filled: number, i: number, j: number, s: number): void {
    const k = this.k;
    const sims = this.sims;
    let pos = filled === k ? k - 1 : filled;
    while (pos > 0 && sims[o + pos - 1] < s) {
      sims[o + pos] = sims[o + pos - 1];
      this.ids[o + pos] = this.ids[o + pos - 1];
      pos -= 1;
    }
    sims[o + pos] = s;
    this.ids[o + pos] = j;
    if (filled < k) this.filled[i] = filled + 1;
  }
}

const BLOCK = 4;

/**
 * Exact k nearest neighbours by dot product of unit rows. Each pair is scored once: the sparse
 * part through an inverted index restricted to later rows, the dense part four rows at a time;
 * both rows of the pair are offered the result. Time grows with n^2.
 */
export function exactKnn(f: Features, k: number, options: KnnOptions = {}): KnnGraph {
  const n = f.rows;
  const kk = Math.max(0, Math.min(k, n - 1));
  const lists = new NeighbourLists(n, kk);
  if (kk === 0) return { n, k: kk, ids: lists.ids, sims: lists.sims };
  const inv = transpose(f.sparse);
  const m = f.sparse;
  const d = f.denseDim;
  const X = f.dense;
  const scores = new Float32Array(BLOCK * n);
  const progressEvery = Math.max(BLOCK, Math.floor(n / 100 / BLOCK) * BLOCK);
  for (let i0 = 0; i0 < n; i0 += BLOCK) {
    if (i0 % progressEvery === 0) {
      throwIfAborted(options.signal);
      // work done so far grows like 1 - (1 - i/n)^2 since later rows have fewer partners
      options.onProgress?.(1 - (1 - i0 / n) ** 2);
    }
    const rows = Math.min(BLOCK, n - i0);
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
    // dense part: four rows against every later row
    if (d > 0) {
      const o0 = i0 * d;
      const o1 = rows > 1 ? o0 + d : o0;
      const o2 = rows > 2 ? o0 + 2 * d : o0;
      const o3 = rows > 3 ? o0 + 3 * d : o0;
      for (let j = i0 + 1; j < n; j++) {
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
        scores[j] += s0;
        scores[n + j] += s1;
        scores[2 * n + j] += s2;
        scores[3 * n + j] += s3;
      }
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
  options.onProgress?.(1);
  return { n, k: kk, ids: lists.ids, sims: lists.sims };
}

/**
 * Writes the k largest entries of `scores` (ties broken by lower index) into ids/sims at
 * `offset`, best first.
 */
export function selectTopK(scores: ArrayLike<number>, k: number, ids: Int32Array, sims: Float32Array, offset: number): void {
  if (k === 0) return;
  let filled = 0;
  for (let j = 0; j < scores.length; j++) {
    const s = Math.fround(scores[j]);
    if (filled === k && !(s > sims[offset + k - 1])) continue;
    let pos = filled === k ? k - 1 : filled;
    while (pos > 0 && sims[offset + pos - 1] < s) {
      sims[offset + pos] = sims[offset + pos - 1];
      ids[offset + pos] = ids[offset + pos - 1];
      pos -= 1;
    }
    sims[offset + pos] = s;
    ids[offset + pos] = j;
    if (filled < k) filled += 1;
  }
}

export interface ApproximateKnnOptions extends KnnOptions {
  seed?: number;
  /** Random-projection trees (default 8). */
  trees?: number;
  /** Largest leaf (default 48). */
  leafSize?: number;
  /** Rounds of neighbour-of-neighbour refinement (default 1). */
  refineRounds?: number;
}

/** Dot products of one row with others through a dense accumulator of the row's sparse part. */
class RowScorer {
  private readonly acc: Float32Array;
  private current = -1;
  constructor(private readonly f: Features) {
    this.acc = new Float32Array(f.sparse.cols);
  }
  load(i: number): void {
    this.unload();
    const m = this.f.sparse;
    for (let p = m.indptr[i]; p < m.indptr[i + 1]; p++) this.acc[m.indices[p]] = m.values[p];
    this.current = i;
  }
  unload(): void {
    if (this.current < 0) return;
    const m = this.f.sparse;
    for (let p = m.indptr[this.current]; p < m.indptr[this.current + 1]; p++) this.acc[m.indices[p]] = 0;
    this.current = -1;
  }
  /** Similarity of the loaded row with row j. */
  score(j: number): number {
    const m = this.f.sparse;
    let s = 0;
    for (let p = m.indptr[j]; p < m.indptr[j + 1]; p++) s += this.acc[m.indices[p]] * m.values[p];
    const d = this.f.denseDim;
    if (d > 0) {
      const X = this.f.dense;
      const oi = this.current * d;
      const oj = j * d;
      for (let c = 0; c < d; c++) s += X[oi + c] * X[oj + c];
    }
    return s;
  }
}

/**
 * Approximate k nearest neighbours for large inputs, in time close to linear in n: a forest of
 * random-projection trees (each split by the hyperplane halfway between two random members,
 * at the median, as in Annoy) proposes leaf-mates as candidates, every candidate pair is scored
 * exactly, and rounds of neighbour-of-neighbour refinement (as in NN-descent) recover most of
 * what the trees missed. Deterministic for a given seed.
 */
export function approximateKnn(f: Features, k: number, options: ApproximateKnnOptions = {}): KnnGraph {
  const n = f.rows;
  const kk = Math.max(0, Math.min(k, n - 1));
  const lists = new NeighbourLists(n, kk);
  if (kk === 0) return { n, k: kk, ids: lists.ids, sims: lists.sims };
  const random = mulberry32(options.seed ?? 1);
  const trees = options.trees ?? 8;
  const leafSize = Math.max(kk + 1, options.leafSize ?? 48);
  const rounds = options.refineRounds ?? 1;
  const scorer = new RowScorer(f);
  const order = new Int32Array(n);
  const proj = new Float64Array(n);
  const jitter = new Float64Array(n);
  const total = trees + rounds;
  for (let tree = 0; tree < trees; tree++) {
    throwIfAborted(options.signal);
    options.onProgress?.(tree / total);
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
      scorer.load(a);
      for (let x = lo; x < hi; x++) proj[order[x]] = scorer.score(order[x]);
      scorer.load(b);
      for (let x = lo; x < hi; x++) proj[order[x]] -= scorer.score(order[x]);
      scorer.unload();
      // split at the median (ties broken by a random jitter so equal points still divide)
      const segment = Array.from(order.subarray(lo, hi));
      for (const i of segment) jitter[i] = random();
      segment.sort((p, q) => proj[p] - proj[q] || jitter[p] - jitter[q]);
      order.set(segment, lo);
      const mid = lo + (size >> 1);
      stack.push([lo, mid], [mid, hi]);
    }
  }
  // neighbour-of-neighbour refinement
  const snapshot = new Int32Array(n * kk);
  for (let round = 0; round < rounds; round++) {
    throwIfAborted(options.signal);
    options.onProgress?.((trees + round) / total);
    snapshot.set(lists.ids);
    const seen = new Int32Array(n).fill(-1);
    for (let i = 0; i < n; i++) {
      if (i % 2048 === 0) throwIfAborted(options.signal);
      scorer.load(i);
      seen[i] = i;
      for (let t = 0; t < kk; t++) seen[snapshot[i * kk + t]] = i;
      for (let t = 0; t < kk; t++) {
        const j = snapshot[i * kk + t];
        if (j < 0) continue;
        for (let u = 0; u < kk; u++) {
          const c = snapshot[j * kk + u];
          if (c < 0 || seen[c] === i) continue;
          seen[c] = i;
          const s = scorer.score(c);
          lists.offerUnique(i, c, s);
          lists.offerUnique(c, i, s);
        }
      }
    }
    scorer.unload();
  }
  options.onProgress?.(1);
  return { n, k: kk, ids: lists.ids, sims: lists.sims };
}

/** Share of the exact neighbours that an approximate graph found (for measurement). */
export function knnRecall(exact: KnnGraph, approximate: KnnGraph): number {
  let found = 0;
  for (let i = 0; i < exact.n; i++) {
    const mine = new Set<number>();
    for (let t = 0; t < approximate.k; t++) mine.add(approximate.ids[i * approximate.k + t]);
    for (let t = 0; t < exact.k; t++) if (mine.has(exact.ids[i * exact.k + t])) found += 1;
  }
  return found / (exact.n * exact.k);
}
