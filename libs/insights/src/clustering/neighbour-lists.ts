/** k nearest neighbours of every row: ids and cosine similarities, best first, row-major n x k. */
export interface KnnGraph {
  readonly n: number;
  readonly k: number;
  readonly ids: Int32Array;
  readonly sims: Float32Array;
}

/**
 * Growing best-first neighbour lists for all rows. Ties are broken by the lower id, so a row's
 * list is the k best of every candidate ever offered, in whatever order they came: the same
 * whichever thread scored which pair, and however the lists of several threads are merged.
 */
export class NeighbourLists {
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
  /** Lists that start as a copy of `from` (rows with fewer than k entries end at the first id -1). */
  static copyOf(from: Pick<KnnGraph, 'n' | 'k' | 'ids' | 'sims'>): NeighbourLists {
    const lists = new NeighbourLists(from.n, from.k);
    lists.ids.set(from.ids);
    lists.sims.set(from.sims);
    for (let i = 0; i < from.n; i++) {
      let filled = 0;
      while (filled < from.k && from.ids[i * from.k + filled] >= 0) filled++;
      lists.filled[i] = filled;
    }
    return lists;
  }
  /** Offers j with similarity s to row i's list. */
  offer(i: number, j: number, score: number): void {
    // compare as stored (float32) so that ties stay ties
    const s = Math.fround(score);
    const o = i * this.k;
    const filled = this.filled[i];
    if (filled === this.k && !this.beats(s, j, o + this.k - 1)) return;
    this.insert(o, filled, i, j, s);
  }
  /** As offer, but ignores j when it is already listed (candidates may come more than once). */
  offerUnique(i: number, j: number, score: number): void {
    const s = Math.fround(score);
    const o = i * this.k;
    const filled = this.filled[i];
    if (filled === this.k && !this.beats(s, j, o + this.k - 1)) return;
    for (let t = 0; t < filled; t++) if (this.ids[o + t] === j) return;
    this.insert(o, filled, i, j, s);
  }
  /** Whether (s, j) ranks before the entry at `at`: higher similarity, or equal and a lower id. */
  private beats(s: number, j: number, at: number): boolean {
    return s > this.sims[at] || (s === this.sims[at] && j < this.ids[at]);
  }
  private insert(o: number, filled: number, i: number, j: number, s: number): void {
    const k = this.k;
    const sims = this.sims;
    let pos = filled === k ? k - 1 : filled;
    while (pos > 0 && this.beats(s, j, o + pos - 1)) {
      sims[o + pos] = sims[o + pos - 1];
      this.ids[o + pos] = this.ids[o + pos - 1];
      pos -= 1;
    }
    sims[o + pos] = s;
    this.ids[o + pos] = j;
    if (filled < k) this.filled[i] = filled + 1;
  }
}

/** The k best neighbours of every row among those of several lists (the parts' answers). */
export function mergeNeighbourLists(n: number, k: number, parts: ReadonlyArray<Pick<KnnGraph, 'ids' | 'sims'>>): KnnGraph {
  if (parts.length === 1) return { n, k, ids: parts[0].ids, sims: parts[0].sims };
  const lists = new NeighbourLists(n, k);
  for (const part of parts)
    for (let i = 0; i < n; i++)
      for (let t = 0; t < k; t++) {
        const j = part.ids[i * k + t];
        if (j < 0) break;
        lists.offerUnique(i, j, part.sims[i * k + t]);
      }
  return { n, k, ids: lists.ids, sims: lists.sims };
}
