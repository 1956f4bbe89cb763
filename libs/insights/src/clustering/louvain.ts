import type { Affinity } from './graph';
import { mulberry32 } from '../numbers/random';

export interface LouvainOptions {
  /** Resolution gamma: larger values give more, smaller communities (default 1). */
  resolution?: number;
  seed?: number;
  /** Local-moving passes per level before giving up on convergence (default 20). */
  maxPasses?: number;
}

interface Level {
  n: number;
  indptr: Int32Array;
  indices: Int32Array;
  weights: Float64Array;
  /** weight of each node's self-loop (counted once) */
  self: Float64Array;
  strength: Float64Array;
}

/**
 * Louvain community detection (Blondel et al. 2008) maximising modularity with a resolution
 * parameter, on a symmetric weighted graph. Nodes are visited in a seeded random order, so the
 * result is deterministic for a given seed. Returns dense community ids 0..count-1.
 */
export function louvain(a: Affinity, options: LouvainOptions = {}): { labels: Int32Array; count: number; modularity: number } {
  const gamma = options.resolution ?? 1;
  const random = mulberry32(options.seed ?? 1);
  const maxPasses = options.maxPasses ?? 20;
  let level: Level = {
    n: a.n,
    indptr: a.indptr,
    indices: a.indices,
    weights: a.weights,
    self: new Float64Array(a.n),
    strength: Float64Array.from(a.degree),
  };
  let twoM = 0;
  for (let i = 0; i < a.n; i++) twoM += a.degree[i];
  const labels = new Int32Array(a.n);
  for (let i = 0; i < a.n; i++) labels[i] = i;
  if (twoM === 0) return { labels, count: a.n, modularity: 0 };
  for (;;) {
    const community = moveNodes(level, gamma, twoM, random, maxPasses);
    // renumber communities densely in order of first appearance
    const remap = new Int32Array(level.n).fill(-1);
    let count = 0;
    for (let i = 0; i < level.n; i++) if (remap[community[i]] < 0) remap[community[i]] = count++;
    for (let i = 0; i < a.n; i++) labels[i] = remap[community[labels[i]]];
    if (count === level.n) break;
    level = aggregate(level, community, remap, count);
  }
  let count = 0;
  for (let i = 0; i < a.n; i++) count = Math.max(count, labels[i] + 1);
  return { labels, count, modularity: modularity(a, labels, count, gamma) };
}

/**
 * Summed link weights from one node (or community) to each community it touches, in the order
 * first touched; cleared after each use, so a sweep costs its links, not the number of communities.
 */
class LinkSums {
  readonly weight: Float64Array;
  readonly touched: Int32Array;
  count = 0;
  private readonly isTouched: Uint8Array;
  constructor(communities: number) {
    this.weight = new Float64Array(communities);
    this.touched = new Int32Array(communities);
    this.isTouched = new Uint8Array(communities);
  }
  add(community: number, weight: number): void {
    if (!this.isTouched[community]) {
      this.isTouched[community] = 1;
      this.touched[this.count++] = community;
    }
    this.weight[community] += weight;
  }
  clear(): void {
    for (let x = 0; x < this.count; x++) {
      this.weight[this.touched[x]] = 0;
      this.isTouched[this.touched[x]] = 0;
    }
    this.count = 0;
  }
}

/**
 * Local moving with a queue (the "fast local move" of Traag, Waltman and van Eck 2019, "From
 * Louvain to Leiden"): every node is visited once in a seeded random order, and after that only
 * the neighbours of a node that moved, outside its new community, are visited again. Full passes
 * over every node revisited the many that had nothing new to consider; at 100,000 texts they were
 * most of the time spent choosing the number of themes. At most maxPasses visits per node.
 */
function moveNodes(g: Level, gamma: number, twoM: number, random: () => number, maxPasses: number): Int32Array {
  const n = g.n;
  const community = new Int32Array(n);
  const total = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    community[i] = i;
    total[i] = g.strength[i];
  }
  // The queue, a ring of n slots (a node is in it at most once), starts as a random order.
  const queue = new Int32Array(n);
  for (let i = 0; i < n; i++) queue[i] = i;
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const t = queue[i];
    queue[i] = queue[j];
    queue[j] = t;
  }
  const queued = new Uint8Array(n).fill(1);
  let head = 0;
  let waiting = n;
  const links = new LinkSums(n);
  for (let visits = 0; waiting > 0 && visits < maxPasses * n; visits++) {
    const i = queue[head];
    head = head + 1 === n ? 0 : head + 1;
    waiting -= 1;
    queued[i] = 0;
    const own = community[i];
    const ki = g.strength[i];
    for (let p = g.indptr[i]; p < g.indptr[i + 1]; p++) {
      const j = g.indices[p];
      if (j !== i) links.add(community[j], g.weights[p]);
    }
    total[own] -= ki;
    // gain of joining c (up to constants): link(i, c) - gamma * tot(c) * k_i / 2m
    let best = own;
    let bestGain = links.weight[own] - (gamma * total[own] * ki) / twoM;
    for (let x = 0; x < links.count; x++) {
      const c = links.touched[x];
      const gain = links.weight[c] - (gamma * total[c] * ki) / twoM;
      if (gain > bestGain + 1e-12 || (Math.abs(gain - bestGain) <= 1e-12 && c < best && best !== own)) {
        bestGain = gain;
        best = c;
      }
    }
    total[best] += ki;
    links.clear();
    if (best === own) continue;
    community[i] = best;
    for (let p = g.indptr[i]; p < g.indptr[i + 1]; p++) {
      const j = g.indices[p];
      if (queued[j] || community[j] === best) continue;
      queued[j] = 1;
      const tail = head + waiting;
      queue[tail >= n ? tail - n : tail] = j;
      waiting += 1;
    }
  }
  return community;
}

/**
 * The graph of the communities: one node per community, its links the summed weights between
 * communities (in order of community), its self-loop the weight inside. Members are taken
 * community by community in node order, so every sum adds the same terms in the same order as a
 * pass over the nodes would; a scratch row per community instead of a map keeps it allocation-free.
 */
function aggregate(g: Level, community: Int32Array, remap: Int32Array, count: number): Level {
  // Members of each community, in node order (a counting sort).
  const start = new Int32Array(count + 1);
  for (let i = 0; i < g.n; i++) start[remap[community[i]] + 1] += 1;
  for (let c = 0; c < count; c++) start[c + 1] += start[c];
  const members = new Int32Array(g.n);
  const fill = start.slice(0, count);
  for (let i = 0; i < g.n; i++) members[fill[remap[community[i]]]++] = i;

  const self = new Float64Array(count);
  const strength = new Float64Array(count);
  const links = new LinkSums(count);
  const indptr = new Int32Array(count + 1);
  let indices = new Int32Array(Math.max(16, g.indices.length >> 1));
  let weights = new Float64Array(indices.length);
  let at = 0;
  for (let ci = 0; ci < count; ci++) {
    for (let x = start[ci]; x < start[ci + 1]; x++) {
      const i = members[x];
      strength[ci] += g.strength[i];
      self[ci] += g.self[i];
      for (let p = g.indptr[i]; p < g.indptr[i + 1]; p++) {
        const cj = remap[community[g.indices[p]]];
        if (cj === ci) self[ci] += g.weights[p] / 2;
        else links.add(cj, g.weights[p]);
      }
    }
    const nTouched = links.count;
    if (at + nTouched > indices.length) {
      const grown = Math.max(at + nTouched, indices.length * 2);
      const moreIndices = new Int32Array(grown);
      moreIndices.set(indices.subarray(0, at));
      indices = moreIndices;
      const moreWeights = new Float64Array(grown);
      moreWeights.set(weights.subarray(0, at));
      weights = moreWeights;
    }
    const linked = links.touched.subarray(0, nTouched).sort();
    for (let x = 0; x < nTouched; x++) {
      indices[at] = linked[x];
      weights[at] = links.weight[linked[x]];
      at += 1;
    }
    links.clear();
    indptr[ci + 1] = at;
  }
  return { n: count, indptr, indices: indices.slice(0, at), weights: weights.slice(0, at), self, strength };
}

/** Modularity of a labelling with resolution gamma. */
export function modularity(a: Affinity, labels: Int32Array, count: number, gamma = 1): number {
  const inside = new Float64Array(count);
  const total = new Float64Array(count);
  let twoM = 0;
  for (let i = 0; i < a.n; i++) {
    twoM += a.degree[i];
    total[labels[i]] += a.degree[i];
    for (let p = a.indptr[i]; p < a.indptr[i + 1]; p++) if (labels[a.indices[p]] === labels[i]) inside[labels[i]] += a.weights[p];
  }
  if (twoM === 0) return 0;
  let q = 0;
  for (let c = 0; c < count; c++) q += inside[c] / twoM - gamma * (total[c] / twoM) ** 2;
  return q;
}
