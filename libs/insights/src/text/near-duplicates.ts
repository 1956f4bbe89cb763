import { duplicateKey } from './normalise';

/** 32-bit FNV-1a hash of a string. */
export function fnv1a(text: string, seed = 0x811c9dc5): number {
  let h = seed >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export interface ExactDuplicates {
  /** For each text, the index of its group's first text. */
  representative: Int32Array;
  /** Indices of the texts that represent a group (first occurrence), in input order. */
  unique: Int32Array;
  /** For each text, the position of its representative in `unique`. */
  groupOf: Int32Array;
}

/** Groups texts whose duplicate keys (case, punctuation and spacing ignored) are equal. */
export function exactDuplicates(texts: readonly string[], keyOf: (text: string) => string = duplicateKey): ExactDuplicates {
  const seen = new Map<string, number>();
  const representative = new Int32Array(texts.length);
  const groupOf = new Int32Array(texts.length);
  const unique: number[] = [];
  for (let i = 0; i < texts.length; i++) {
    const key = keyOf(texts[i]);
    const group = seen.get(key);
    if (group === undefined) {
      seen.set(key, unique.length);
      groupOf[i] = unique.length;
      representative[i] = i;
      unique.push(i);
    } else {
      groupOf[i] = group;
      representative[i] = unique[group];
    }
  }
  return { representative, unique: Int32Array.from(unique), groupOf };
}

/** Character shingles of a duplicate key, hashed to 32 bits, without repeats. */
export function shingles(key: string, size = 4): Uint32Array {
  const padded = ` ${key} `;
  const set = new Set<number>();
  if (padded.length <= size) set.add(fnv1a(padded));
  for (let i = 0; i + size <= padded.length; i++) set.add(fnv1a(padded.slice(i, i + size)));
  return Uint32Array.from(set).sort();
}

export function jaccard(a: Uint32Array, b: Uint32Array): number {
  let i = 0;
  let j = 0;
  let inter = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      inter += 1;
      i += 1;
      j += 1;
    } else if (a[i] < b[j]) i += 1;
    else j += 1;
  }
  const union = a.length + b.length - inter;
  return union === 0 ? 1 : inter / union;
}

export interface NearDuplicateOptions {
  /** Jaccard similarity of character 4-gram shingles at or above which two texts are near-duplicates. */
  threshold?: number;
  /** MinHash bands and rows per band (banding finds pairs above about (1/bands)^(1/rows)). */
  bands?: number;
  rows?: number;
}

class UnionFind {
  readonly parent: Int32Array;
  constructor(n: number) {
    this.parent = new Int32Array(n);
    for (let i = 0; i < n; i++) this.parent[i] = i;
  }
  find(x: number): number {
    let r = x;
    while (this.parent[r] !== r) r = this.parent[r];
    while (this.parent[x] !== r) {
      const next = this.parent[x];
      this.parent[x] = r;
      x = next;
    }
    return r;
  }
  union(a: number, b: number): void {
    const ra = this.find(a);
    const rb = this.find(b);
    // the smaller index stays the root so results do not depend on pair order
    if (ra < rb) this.parent[rb] = ra;
    else if (rb < ra) this.parent[ra] = rb;
  }
}

/**
 * Near-duplicate groups by MinHash with locality-sensitive banding over character 4-gram
 * shingles, each candidate pair verified by exact Jaccard similarity. Returns for each text the
 * index of the first text of its group (itself when it has no near-duplicate).
 */
export function nearDuplicateGroups(texts: readonly string[], options: NearDuplicateOptions = {}): Int32Array {
  const threshold = options.threshold ?? 0.8;
  const bands = options.bands ?? 16;
  const rows = options.rows ?? 4;
  const hashes = bands * rows;
  const n = texts.length;
  const sets = texts.map((t) => shingles(duplicateKey(t)));
  // Hash family h_k(x) = mix(x ^ salt_k): a fixed, seedless family so results are reproducible.
  const salts = new Uint32Array(hashes);
  for (let k = 0; k < hashes; k++) salts[k] = fnv1a(`minhash-${k}`);
  const signatures = new Uint32Array(n * hashes).fill(0xffffffff);
  for (let i = 0; i < n; i++) {
    const set = sets[i];
    const base = i * hashes;
    for (let s = 0; s < set.length; s++) {
      const x = set[s];
      for (let k = 0; k < hashes; k++) {
        let h = (x ^ salts[k]) >>> 0;
        h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
        h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
        h = (h ^ (h >>> 16)) >>> 0;
        if (h < signatures[base + k]) signatures[base + k] = h;
      }
    }
  }
  const uf = new UnionFind(n);
  const checked = new Set<number>();
  for (let b = 0; b < bands; b++) {
    const buckets = new Map<string, number[]>();
    for (let i = 0; i < n; i++) {
      const base = i * hashes + b * rows;
      let key = '';
      for (let r = 0; r < rows; r++) key += `${signatures[base + r]},`;
      const bucket = buckets.get(key);
      if (bucket) bucket.push(i);
      else buckets.set(key, [i]);
    }
    for (const bucket of buckets.values()) {
      if (bucket.length < 2) continue;
      // very large buckets (the same boilerplate many times) are compared with their first member only
      const limit = bucket.length > 200 ? 1 : bucket.length;
      for (let x = 0; x < limit; x++) {
        for (let y = x + 1; y < bucket.length; y++) {
          const i = bucket[x];
          const j = bucket[y];
          if (uf.find(i) === uf.find(j)) continue;
          const pairKey = i * n + j;
          if (checked.has(pairKey)) continue;
          checked.add(pairKey);
          if (jaccard(sets[i], sets[j]) >= threshold) uf.union(i, j);
        }
      }
    }
  }
  const groups = new Int32Array(n);
  for (let i = 0; i < n; i++) groups[i] = uf.find(i);
  return groups;
}

export interface FoldedTexts {
  /** Indices of the texts that stand for their group (first occurrence), in input order. */
  representatives: Int32Array;
  /** For each text, the position of its group's representative in `representatives`. */
  groupOf: Int32Array;
  /** Texts equal to an earlier one (case, punctuation and spacing ignored). */
  exact: number;
  /** Further texts folded because they are near-duplicates of an earlier one (small edits, the same text forwarded twice). */
  near: number;
}

/**
 * Short texts differ in meaning by a word ("turn on the lights" / "turn off the lights") while
 * sharing most of their characters, so only texts at least this long are folded as near-duplicates.
 */
export const NEAR_DUPLICATE_MIN_CHARS = 80;

/** Folds exact duplicates, then near-duplicates among the longer texts left, onto their first occurrence. */
export function foldDuplicates(texts: readonly string[], options: NearDuplicateOptions = {}): FoldedTexts {
  const exact = exactDuplicates(texts);
  const distinct = Array.from(exact.unique, (index) => texts[index]);
  const long = distinct.flatMap((text, u) => (text.length >= NEAR_DUPLICATE_MIN_CHARS ? [u] : []));
  const longGroup = nearDuplicateGroups(
    long.map((u) => distinct[u]),
    options,
  );
  const nearGroup = Int32Array.from(distinct, (_, u) => u);
  long.forEach((u, index) => (nearGroup[u] = long[longGroup[index]]));
  const position = new Int32Array(distinct.length);
  const representatives: number[] = [];
  for (let u = 0; u < distinct.length; u++) {
    // A group's first text comes before its other members, so its position is already known.
    if (nearGroup[u] === u) {
      position[u] = representatives.length;
      representatives.push(exact.unique[u]);
    } else position[u] = position[nearGroup[u]];
  }
  return {
    representatives: Int32Array.from(representatives),
    groupOf: exact.groupOf.map((u) => position[u]),
    exact: texts.length - distinct.length,
    near: distinct.length - representatives.length,
  };
}
