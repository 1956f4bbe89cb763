import { mulberry32 } from '../numbers/random';
import { throwIfAborted } from './progress';

export interface KMeansOptions {
  seed?: number;
  /** Independent k-means++ starts; the one with the lowest inertia wins (default 5). */
  restarts?: number;
  maxIterations?: number;
  signal?: AbortSignal;
  /** Optional fixed starting centroids (k x d); then restarts are not used. */
  initialCentroids?: Float64Array;
}

export interface KMeansResult {
  assignments: Int32Array;
  centroids: Float64Array;
  /** Sum of squared distances to the assigned centroids. */
  inertia: number;
  iterations: number;
}

/**
 * k-means with k-means++ seeding and exact Lloyd iterations accelerated by triangle-inequality
 * bounds (Elkan 2003, or Hamerly 2010 when n * k is large). data: n x d row-major.
 */
export function kmeans(data: Float64Array, n: number, d: number, k: number, options: KMeansOptions = {}): KMeansResult {
  if (k < 1) throw new Error('k must be at least 1');
  if (n === 0) return { assignments: new Int32Array(0), centroids: new Float64Array(0), inertia: 0, iterations: 0 };
  const kk = Math.min(k, n);
  const random = mulberry32(options.seed ?? 1);
  const restarts = options.initialCentroids ? 1 : Math.max(1, options.restarts ?? 5);
  let best: KMeansResult | null = null;
  for (let r = 0; r < restarts; r++) {
    throwIfAborted(options.signal);
    const init = options.initialCentroids ? Float64Array.from(options.initialCentroids) : kmeansPlusPlus(data, n, d, kk, random);
    const maxIterations = options.maxIterations ?? 100;
    // Elkan's k bounds per point prune best in high dimension; Hamerly's single bound saves memory.
    const result =
      n * kk <= 25_000_000
        ? lloydElkan(data, n, d, kk, init, maxIterations, options.signal)
        : lloydHamerly(data, n, d, kk, init, maxIterations, options.signal);
    if (best === null || result.inertia < best.inertia) best = result;
  }
  return best as KMeansResult;
}

/**
 * Hamerly's full search for point i: its nearest centroid becomes its assignment, the distance to
 * it its upper bound and the distance to the second nearest its lower bound. Answers the centroid.
 */
function assignToNearest(
  data: Float64Array,
  i: number,
  centroids: Float64Array,
  k: number,
  d: number,
  assign: Int32Array,
  upper: Float64Array,
  lower: Float64Array,
): number {
  let b1 = Infinity;
  let b2 = Infinity;
  let a = 0;
  for (let c = 0; c < k; c++) {
    const s = sqDist(data, i, centroids, c, d);
    if (s < b1) {
      b2 = b1;
      b1 = s;
      a = c;
    } else if (s < b2) b2 = s;
  }
  assign[i] = a;
  upper[i] = Math.sqrt(b1);
  lower[i] = Math.sqrt(b2);
  return a;
}

function sqDist(data: Float64Array, i: number, centroids: Float64Array, c: number, d: number): number {
  let s = 0;
  const a = i * d;
  const b = c * d;
  for (let j = 0; j < d; j++) {
    const t = data[a + j] - centroids[b + j];
    s += t * t;
  }
  return s;
}

/** k-means++ seeding (Arthur and Vassilvitskii 2007). */
export function kmeansPlusPlus(data: Float64Array, n: number, d: number, k: number, random: () => number): Float64Array {
  const centroids = new Float64Array(k * d);
  const first = Math.floor(random() * n);
  centroids.set(data.subarray(first * d, first * d + d), 0);
  const dist = new Float64Array(n);
  let total = 0;
  for (let i = 0; i < n; i++) {
    dist[i] = sqDist(data, i, centroids, 0, d);
    total += dist[i];
  }
  for (let c = 1; c < k; c++) {
    let chosen = -1;
    if (total > 0) {
      let target = random() * total;
      for (let i = 0; i < n; i++) {
        target -= dist[i];
        if (target <= 0 && dist[i] > 0) {
          chosen = i;
          break;
        }
      }
      if (chosen < 0)
        for (let i = n - 1; i >= 0; i--)
          if (dist[i] > 0) {
            chosen = i;
            break;
          }
    }
    if (chosen < 0) chosen = Math.floor(random() * n);
    centroids.set(data.subarray(chosen * d, chosen * d + d), c * d);
    total = 0;
    for (let i = 0; i < n; i++) {
      const nd = sqDist(data, i, centroids, c, d);
      if (nd < dist[i]) dist[i] = nd;
      total += dist[i];
    }
  }
  return centroids;
}

function lloydHamerly(
  data: Float64Array,
  n: number,
  d: number,
  k: number,
  centroids: Float64Array,
  maxIterations: number,
  signal?: AbortSignal,
): KMeansResult {
  const assign = new Int32Array(n);
  const upper = new Float64Array(n);
  const lower = new Float64Array(n);
  const counts = new Float64Array(k);
  const sums = new Float64Array(k * d);
  const half = new Float64Array(k);
  const moved = new Float64Array(k);
  const old = new Float64Array(k * d);
  // initial full assignment
  for (let i = 0; i < n; i++) assignToNearest(data, i, centroids, k, d, assign, upper, lower);
  let iterations = 0;
  for (; iterations < maxIterations; iterations++) {
    if (iterations % 5 === 0) throwIfAborted(signal);
    old.set(centroids);
    moveCentroidsToMeans(data, n, d, k, assign, centroids, counts, sums);
    reseedEmpty(data, n, d, k, centroids, counts, assign, upper);
    let maxMove = 0;
    let maxMove2 = 0;
    let maxC = -1;
    for (let c = 0; c < k; c++) {
      let s = 0;
      for (let j = 0; j < d; j++) {
        const t = centroids[c * d + j] - old[c * d + j];
        s += t * t;
      }
      moved[c] = Math.sqrt(s);
      if (moved[c] > maxMove) {
        maxMove2 = maxMove;
        maxMove = moved[c];
        maxC = c;
      } else if (moved[c] > maxMove2) maxMove2 = moved[c];
    }
    if (maxMove === 0 && iterations > 0) break;
    for (let i = 0; i < n; i++) {
      upper[i] += moved[assign[i]];
      lower[i] -= assign[i] === maxC ? maxMove2 : maxMove;
    }
    // half the distance from each centroid to its nearest other centroid
    for (let c = 0; c < k; c++) {
      let m = Infinity;
      for (let e = 0; e < k; e++) {
        if (e === c) continue;
        const s = sqDist(centroids, c, centroids, e, d);
        if (s < m) m = s;
      }
      half[c] = Math.sqrt(m) / 2;
    }
    let changed = 0;
    for (let i = 0; i < n; i++) {
      const bound = Math.max(half[assign[i]], lower[i]);
      if (upper[i] <= bound) continue;
      upper[i] = Math.sqrt(sqDist(data, i, centroids, assign[i], d));
      if (upper[i] <= bound) continue;
      const previous = assign[i];
      if (assignToNearest(data, i, centroids, k, d, assign, upper, lower) !== previous) changed += 1;
    }
    if (changed === 0) {
      iterations += 1;
      break;
    }
  }
  let inertia = 0;
  for (let i = 0; i < n; i++) inertia += sqDist(data, i, centroids, assign[i], d);
  return { assignments: assign, centroids, inertia, iterations };
}

/** An empty cluster takes the point farthest from its centroid (deterministic). */
function reseedEmpty(
  data: Float64Array,
  n: number,
  d: number,
  k: number,
  centroids: Float64Array,
  counts: Float64Array,
  assign: Int32Array,
  upper: Float64Array,
): void {
  for (let c = 0; c < k; c++) {
    if (counts[c] > 0) continue;
    let far = -1;
    let farDist = -1;
    for (let i = 0; i < n; i++) {
      if (counts[assign[i]] <= 1) continue;
      const s = sqDist(data, i, centroids, assign[i], d);
      if (s > farDist) {
        farDist = s;
        far = i;
      }
    }
    if (far < 0) continue;
    counts[assign[far]] -= 1;
    assign[far] = c;
    counts[c] = 1;
    upper[far] = 0;
    centroids.set(data.subarray(far * d, far * d + d), c * d);
  }
}

function dist(data: Float64Array, i: number, centroids: Float64Array, c: number, d: number): number {
  return Math.sqrt(sqDist(data, i, centroids, c, d));
}

function lloydElkan(
  data: Float64Array,
  n: number,
  d: number,
  k: number,
  centroids: Float64Array,
  maxIterations: number,
  signal?: AbortSignal,
): KMeansResult {
  const assign = new Int32Array(n);
  const upper = new Float64Array(n);
  const lower = new Float32Array(n * k);
  const cc = new Float64Array(k * k);
  const half = new Float64Array(k);
  const counts = new Float64Array(k);
  const sums = new Float64Array(k * d);
  const moved = new Float64Array(k);
  const old = new Float64Array(k * d);
  const centreDistances = (): void => {
    for (let c = 0; c < k; c++) {
      let m = Infinity;
      for (let e = 0; e < k; e++) {
        if (e === c) continue;
        const v = e < c ? cc[e * k + c] : dist(centroids, c, centroids, e, d);
        cc[c * k + e] = v;
        if (v < m) m = v;
      }
      half[c] = m / 2;
    }
  };
  centreDistances();
  for (let i = 0; i < n; i++) {
    let a = 0;
    let u = dist(data, i, centroids, 0, d);
    lower[i * k] = u;
    for (let c = 1; c < k; c++) {
      if (cc[a * k + c] / 2 >= u) continue;
      const v = dist(data, i, centroids, c, d);
      lower[i * k + c] = v;
      if (v < u) {
        u = v;
        a = c;
      }
    }
    assign[i] = a;
    upper[i] = u;
  }
  let iterations = 0;
  for (; iterations < maxIterations; iterations++) {
    if (iterations % 5 === 0) throwIfAborted(signal);
    old.set(centroids);
    moveCentroidsToMeans(data, n, d, k, assign, centroids, counts, sums);
    reseedEmpty(data, n, d, k, centroids, counts, assign, upper);
    let anyMove = false;
    for (let c = 0; c < k; c++) {
      moved[c] = dist(centroids, c, old, c, d);
      if (moved[c] > 0) anyMove = true;
    }
    if (!anyMove && iterations > 0) break;
    for (let i = 0; i < n; i++) {
      upper[i] += moved[assign[i]];
      const o = i * k;
      for (let c = 0; c < k; c++) {
        const l = lower[o + c] - moved[c];
        // float32 storage: step down one part in 1e6 so the bound stays a lower bound
        lower[o + c] = l > 0 ? l * 0.999999 : 0;
      }
    }
    centreDistances();
    let changed = 0;
    for (let i = 0; i < n; i++) {
      let a = assign[i];
      let u = upper[i];
      if (u <= half[a]) continue;
      const o = i * k;
      let tight = false;
      for (let c = 0; c < k; c++) {
        if (c === a || u <= lower[o + c] || u <= cc[a * k + c] / 2) continue;
        if (!tight) {
          u = dist(data, i, centroids, a, d);
          lower[o + a] = u;
          tight = true;
          if (u <= lower[o + c] || u <= cc[a * k + c] / 2) continue;
        }
        const v = dist(data, i, centroids, c, d);
        lower[o + c] = v;
        if (v < u) {
          u = v;
          a = c;
        }
      }
      if (a !== assign[i]) changed += 1;
      assign[i] = a;
      upper[i] = u;
    }
    if (changed === 0) {
      iterations += 1;
      break;
    }
  }
  let inertia = 0;
  for (let i = 0; i < n; i++) inertia += sqDist(data, i, centroids, assign[i], d);
  return { assignments: assign, centroids, inertia, iterations };
}

/** Lloyd's update shared by both variants: each centroid moves to the mean of its members. */
function moveCentroidsToMeans(
  data: Float32Array | Float64Array,
  n: number,
  d: number,
  k: number,
  assign: Int32Array,
  centroids: Float64Array,
  counts: Int32Array | Float64Array,
  sums: Float64Array,
): void {
  counts.fill(0);
  sums.fill(0);
  for (let i = 0; i < n; i++) {
    const c = assign[i];
    counts[c] += 1;
    const o = i * d;
    const s = c * d;
    for (let j = 0; j < d; j++) sums[s + j] += data[o + j];
  }
  for (let c = 0; c < k; c++) {
    if (counts[c] > 0) for (let j = 0; j < d; j++) centroids[c * d + j] = sums[c * d + j] / counts[c];
  }
}
