import { combineFeatures, type Features } from '../representation/features';
import { normaliseRows, sparseFromRows } from '../representation/sparse';
import { symmetricEigen } from '../representation/linalg';
import { normalizedMutualInformation } from '../metrics';
import { communitiesForK, mergeCommunities } from './communities';
import { buildAffinity, type Affinity } from './graph';
import { approximateKnn, exactKnn, knnRecall, selectTopK, type KnnGraph } from './knn';
import { refineRows } from './knn-parts';
import { NeighbourLists } from './neighbour-lists';
import { kmeans, kmeansPlusPlus } from './kmeans';
import { lanczosLargest } from './lanczos';
import { louvain, modularity } from './louvain';
import { deriveSeed, gaussian, mulberry32 } from '../numbers/random';
import { selfTrain } from './self-training';
import { sampledSilhouette, sparseSimilarityRows } from './silhouette';
import { normalisedAffinityEigen, rowNormalisedEmbedding } from './spectral';

/** Dense unit vectors as features: `centres` directions plus noise, `per` points each. */
function blobs(centres: number, per: number, dim: number, noise: number, seed: number): { f: Features; labels: number[] } {
  const rnd = mulberry32(seed);
  const normal = gaussian(rnd);
  const dirs = Array.from({ length: centres }, () => Array.from({ length: dim }, () => normal()));
  const data = new Float32Array(centres * per * dim);
  const labels: number[] = [];
  for (let c = 0; c < centres; c++) {
    for (let p = 0; p < per; p++) {
      const row = (c * per + p) * dim;
      let s = 0;
      for (let j = 0; j < dim; j++) {
        const x = dirs[c][j] + noise * normal();
        data[row + j] = x;
        s += x * x;
      }
      for (let j = 0; j < dim; j++) data[row + j] /= Math.sqrt(s);
      labels.push(c);
    }
  }
  const n = centres * per;
  const empty = sparseFromRows(
    Array.from({ length: n }, () => new Map()),
    1,
  );
  return { f: combineFeatures([{ matrix: empty, weight: 1 }], [{ data, dim, weight: 1 }]), labels };
}

/** Graph from explicit undirected weighted edges. */
function graphOf(n: number, edges: Array<[number, number, number]>): Affinity {
  const k = Math.max(1, ...Array.from({ length: n }, (_, i) => edges.filter(([a, b]) => a === i || b === i).length));
  const ids = new Int32Array(n * k).fill(-1);
  const sims = new Float32Array(n * k).fill(-Infinity);
  const fill = new Int32Array(n);
  for (const [a, b, w] of edges) {
    ids[a * k + fill[a]] = b;
    sims[a * k + fill[a]++] = w;
    ids[b * k + fill[b]] = a;
    sims[b * k + fill[b]++] = w;
  }
  const g: KnnGraph = { n, k, ids, sims };
  return buildAffinity(g);
}

/** Cliques of the given sizes, each bridged to the next by one weak edge. */
function cliques(sizes: number[], bridge = 0.1): { a: Affinity; labels: number[] } {
  const edges: Array<[number, number, number]> = [];
  const labels: number[] = [];
  let start = 0;
  sizes.forEach((size, c) => {
    for (let i = 0; i < size; i++) {
      labels.push(c);
      for (let j = i + 1; j < size; j++) edges.push([start + i, start + j, 1]);
    }
    if (c > 0) edges.push([start - 1, start, bridge]);
    start += size;
  });
  return { a: graphOf(start, edges), labels };
}

describe('seeded randomness', () => {
  it('repeats for a seed and differs across seeds', () => {
    const a = mulberry32(5);
    const b = mulberry32(5);
    const xs = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(xs);
    expect(mulberry32(6)()).not.toBe(xs[0]);
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(deriveSeed(1, 2)).toBe(deriveSeed(1, 2));
    expect(deriveSeed(1, 2)).not.toBe(deriveSeed(1, 3));
  });
  it('gives standard normal deviates', () => {
    const normal = gaussian(mulberry32(9));
    const xs = Array.from({ length: 20000 }, () => normal());
    const mean = xs.reduce((s, x) => s + x, 0) / xs.length;
    const variance = xs.reduce((s, x) => s + (x - mean) ** 2, 0) / xs.length;
    expect(Math.abs(mean)).toBeLessThan(0.03);
    expect(Math.abs(variance - 1)).toBeLessThan(0.05);
  });
});

describe('k-means', () => {
  it('separates obvious groups on a line exactly', () => {
    const data = Float64Array.from([0, 0.1, 0.2, 10, 10.1, 10.2, 20, 20.1]);
    const r = kmeans(data, 8, 1, 3, { seed: 1, restarts: 3 });
    expect(normalizedMutualInformation([0, 0, 0, 1, 1, 1, 2, 2], Array.from(r.assignments))).toBe(1);
    // inertia: (0.1^2 * 2) + (0.1^2 * 2) + (0.05^2 * 2)
    expect(r.inertia).toBeCloseTo(0.02 + 0.02 + 0.005, 10);
  });
  it('matches a plain Lloyd run from the same start (the bounds only skip work)', () => {
    const { f } = blobs(6, 30, 8, 0.8, 2);
    const n = f.rows;
    const d = f.denseDim;
    const data = Float64Array.from(f.dense);
    const start = kmeansPlusPlus(data, n, d, 6, mulberry32(4));
    const fast = kmeans(data, n, d, 6, { initialCentroids: start });
    // plain Lloyd
    const c = Float64Array.from(start);
    let assign = new Int32Array(n);
    for (let it = 0; it < 100; it++) {
      const next = new Int32Array(n);
      for (let i = 0; i < n; i++) {
        let best = 0;
        let bestD = Infinity;
        for (let k = 0; k < 6; k++) {
          let s = 0;
          for (let j = 0; j < d; j++) s += (data[i * d + j] - c[k * d + j]) ** 2;
          if (s < bestD) {
            bestD = s;
            best = k;
          }
        }
        next[i] = best;
      }
      const same = it > 0 && next.every((x, i) => x === assign[i]);
      assign = next;
      if (same) break;
      c.fill(0);
      const counts = new Float64Array(6);
      for (let i = 0; i < n; i++) {
        counts[assign[i]] += 1;
        for (let j = 0; j < d; j++) c[assign[i] * d + j] += data[i * d + j];
      }
      for (let k = 0; k < 6; k++) for (let j = 0; j < d; j++) if (counts[k] > 0) c[k * d + j] /= counts[k];
    }
    expect(Array.from(fast.assignments)).toEqual(Array.from(assign));
  });
  it('is deterministic for a seed and never leaves a cluster empty', () => {
    const data = Float64Array.from([0, 0, 0, 0, 1, 1]);
    const a = kmeans(data, 6, 1, 3, { seed: 3 });
    const b = kmeans(data, 6, 1, 3, { seed: 3 });
    expect(Array.from(a.assignments)).toEqual(Array.from(b.assignments));
    expect(new Set(a.assignments).size).toBeGreaterThanOrEqual(2);
    expect(() => kmeans(data, 6, 1, 0)).toThrow();
  });
});

describe('nearest neighbours', () => {
  it('selects the top k with ties to the lower index', () => {
    const ids = new Int32Array(3);
    const sims = new Float32Array(3);
    selectTopK([0.1, 0.9, 0.5, 0.9, 0.7], 3, ids, sims, 0);
    expect(Array.from(ids)).toEqual([1, 3, 4]);
  });
  it('finds the exact neighbours of brute force', () => {
    const { f } = blobs(4, 25, 6, 1, 5);
    const g = exactKnn(f, 5);
    for (let i = 0; i < f.rows; i++) {
      const scores = Array.from({ length: f.rows }, (_, j) => {
        let s = 0;
        for (let c = 0; c < f.denseDim; c++) s += f.dense[i * f.denseDim + c] * f.dense[j * f.denseDim + c];
        return [j, j === i ? -Infinity : s] as [number, number];
      }).sort((x, y) => y[1] - x[1]);
      expect(Array.from(g.ids.subarray(i * 5, i * 5 + 5))).toEqual(scores.slice(0, 5).map(([j]) => j));
    }
  });
  it('handles sparse features through the inverted index', () => {
    const m = normaliseRows(
      sparseFromRows(
        [
          new Map([
            [0, 1],
            [1, 1],
          ]),
          new Map([
            [0, 1],
            [1, 0.9],
          ]),
          new Map([[2, 1]]),
          new Map([
            [2, 1],
            [1, 0.1],
          ]),
        ],
        3,
      ),
    );
    const g = exactKnn(combineFeatures([{ matrix: m, weight: 1 }]), 1);
    expect(Array.from(g.ids)).toEqual([1, 0, 3, 2]);
  });
  it('approximates them with high recall by random-projection trees and refinement', () => {
    const { f } = blobs(10, 60, 16, 0.9, 6);
    const exact = exactKnn(f, 10);
    const approximate = approximateKnn(f, 10, { seed: 1, trees: 6, leafSize: 30, refineRounds: 2 });
    expect(knnRecall(exact, approximate)).toBeGreaterThan(0.9);
    const again = approximateKnn(f, 10, { seed: 1, trees: 6, leafSize: 30, refineRounds: 2 });
    expect(Array.from(again.ids)).toEqual(Array.from(approximate.ids));
    // no row lists itself or a neighbour twice
    for (let i = 0; i < f.rows; i++) {
      const row = Array.from(approximate.ids.subarray(i * 10, i * 10 + 10));
      expect(row).not.toContain(i);
      expect(new Set(row).size).toBe(10);
    }
  });
  it('refines to the lists that scoring every pair of a neighbour’s neighbours gives, though it scores fewer', () => {
    const { f } = blobs(8, 50, 12, 1, 7);
    const k = 8;
    const first = approximateKnn(f, k, { seed: 2, trees: 2, leafSize: 12, refineRounds: 0 });
    // Every pair (i, c) with c a neighbour of a neighbour of i, scored as a row scorer sums (the
    // sparse part in c's column order, then the dense part) and offered to both rows.
    const everyPair = NeighbourLists.copyOf({ n: f.rows, k, ids: first.ids, sims: first.sims });
    const m = f.sparse;
    const d = f.denseDim;
    for (let i = 0; i < f.rows; i++) {
      const own = new Map<number, number>();
      for (let p = m.indptr[i]; p < m.indptr[i + 1]; p++) own.set(m.indices[p], m.values[p]);
      for (let t = 0; t < k; t++) {
        const j = first.ids[i * k + t];
        for (let u = 0; j >= 0 && u < k; u++) {
          const c = first.ids[j * k + u];
          if (c < 0 || c === i) continue;
          let s = 0;
          for (let p = m.indptr[c]; p < m.indptr[c + 1]; p++) s += (own.get(m.indices[p]) ?? 0) * m.values[p];
          for (let x = 0; x < d; x++) s += f.dense[i * d + x] * f.dense[c * d + x];
          everyPair.offerUnique(i, c, s);
          everyPair.offerUnique(c, i, s);
        }
      }
    }
    const refined = refineRows({ features: f, k, graph: first, from: 0, to: f.rows });
    expect(Array.from(refined.ids)).toEqual(Array.from(everyPair.ids));
    expect(Array.from(refined.sims)).toEqual(Array.from(everyPair.sims));
  });
  it('refines to the same lists when it skips the pairs the previous round scored', () => {
    const { f } = blobs(8, 50, 12, 1, 7);
    // A first graph from two small trees, refined once; then the second round, with and without
    // the first round's graph to tell which pairs it already scored.
    const first = approximateKnn(f, 8, { seed: 2, trees: 2, leafSize: 12, refineRounds: 0 });
    const once = refineRows({ features: f, k: 8, graph: first, from: 0, to: f.rows });
    const everyPair = refineRows({ features: f, k: 8, graph: once, from: 0, to: f.rows });
    const skipping = refineRows({ features: f, k: 8, graph: once, previous: first.ids, from: 0, to: f.rows });
    expect(Array.from(once.ids)).not.toEqual(Array.from(first.ids));
    expect(Array.from(skipping.ids)).toEqual(Array.from(everyPair.ids));
    expect(Array.from(skipping.sims)).toEqual(Array.from(everyPair.sims));
  });
});

describe('affinity graph', () => {
  it('symmetrises by maximum, mean or mutual neighbours', () => {
    const g: KnnGraph = { n: 3, k: 1, ids: Int32Array.from([1, 2, 1]), sims: Float32Array.from([0.8, 0.6, 0.6]) };
    const max = buildAffinity(g, { symmetrise: 'max' });
    expect(Array.from(max.degree)).toEqual([0.800000011920929, 0.800000011920929 + 0.6000000238418579, 0.6000000238418579]);
    const mutual = buildAffinity(g, { symmetrise: 'mutual' });
    expect(Array.from(mutual.indices)).toEqual([2, 1]);
    const mean = buildAffinity(g, { symmetrise: 'mean' });
    expect(mean.weights[0]).toBeCloseTo(0.4, 6);
  });
});

describe('Lanczos and the spectral embedding', () => {
  it('finds the largest eigenvalues of a symmetric matrix', () => {
    const rnd = mulberry32(11);
    const n = 60;
    const a = new Float64Array(n * n);
    for (let i = 0; i < n; i++) for (let j = i; j < n; j++) a[i * n + j] = a[j * n + i] = rnd() - 0.5;
    const exact = symmetricEigen(a, n).values;
    const matvec = (x: Float64Array, y: Float64Array): void => {
      for (let i = 0; i < n; i++) {
        let s = 0;
        for (let j = 0; j < n; j++) s += a[i * n + j] * x[j];
        y[i] = s;
      }
    };
    const r = lanczosLargest(matvec, n, 5, { tolerance: 1e-10, seed: 2 });
    for (let c = 0; c < 5; c++) expect(r.values[c]).toBeCloseTo(exact[n - 1 - c], 8);
    expect(r.converged).toBe(5);
    // A v = lambda v for the first Ritz vector
    const v = Float64Array.from({ length: n }, (_, i) => r.vectors[i * 5]);
    const av = new Float64Array(n);
    matvec(v, av);
    for (let i = 0; i < n; i++) expect(av[i]).toBeCloseTo(r.values[0] * v[i], 6);
  });
  it('gives eigenvalue 1 once per connected component and separates them', () => {
    const { a, labels } = cliques([5, 6, 7], 0);
    const eigen = normalisedAffinityEigen(a, 3, { tolerance: 1e-8 });
    for (let c = 0; c < 3; c++) expect(eigen.values[c]).toBeCloseTo(1, 6);
    const embedding = rowNormalisedEmbedding(eigen, a.n, 3);
    const km = kmeans(embedding, a.n, 3, 3, { seed: 1 });
    expect(normalizedMutualInformation(labels, Array.from(km.assignments))).toBe(1);
  });
  it('agrees with plain Lanczos when the Chebyshev filter is used', () => {
    const { f } = blobs(8, 40, 10, 0.7, 8);
    const a = buildAffinity(exactKnn(f, 8));
    const plain = normalisedAffinityEigen(a, 8, { filterDegree: 1, tolerance: 1e-8 });
    const filtered = normalisedAffinityEigen(a, 8, { filterDegree: 8, tolerance: 1e-8 });
    for (let c = 0; c < 8; c++) expect(filtered.values[c]).toBeCloseTo(plain.values[c], 5);
  });
});

describe('communities', () => {
  it('finds bridged cliques with Louvain and scores modularity', () => {
    const { a, labels } = cliques([6, 6, 6, 6]);
    const r = louvain(a, { seed: 1 });
    expect(r.count).toBe(4);
    expect(normalizedMutualInformation(labels, Array.from(r.labels))).toBe(1);
    expect(r.modularity).toBeCloseTo(modularity(a, r.labels, r.count), 12);
    expect(r.modularity).toBeGreaterThan(0.6);
    // a low resolution merges cliques
    expect(louvain(a, { seed: 1, resolution: 0.001 }).count).toBeLessThan(4);
  });
  it('finds the planted groups of a neighbour graph, the same for the same seed, and within a budget of one visit per node', () => {
    const { f, labels } = blobs(12, 60, 16, 0.6, 3);
    const a = buildAffinity(exactKnn(f, 10));
    const first = louvain(a, { seed: 7 });
    expect(normalizedMutualInformation(labels, Array.from(first.labels))).toBeGreaterThan(0.95);
    expect(first.modularity).toBeCloseTo(modularity(a, first.labels, first.count), 12);
    expect(Array.from(louvain(a, { seed: 7 }).labels)).toEqual(Array.from(first.labels));
    // Visiting each node once, with no revisits after moves, still ends in a sound partition.
    const once = louvain(a, { seed: 7, maxPasses: 1 });
    expect(once.modularity).toBeGreaterThan(0.5);
    expect(once.modularity).toBeLessThanOrEqual(first.modularity + 1e-9);
  });
  it('merges the smallest community into its best-linked neighbour', () => {
    const { a } = cliques([5, 5, 2]);
    const merged = mergeCommunities(a, Int32Array.from([0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 2, 2]), 3, 3, 3);
    expect(merged.count).toBe(2);
    // the pair is bridged to the second clique
    expect(merged.labels[10]).toBe(merged.labels[5]);
    expect(merged.merged).toBe(1);
  });
  it('returns exactly k communities for a given k', () => {
    const { a } = cliques([5, 5, 5, 5, 5, 5]);
    for (const k of [2, 3, 6]) expect(communitiesForK(a, k, 1).count).toBe(k);
  });
});

describe('silhouette', () => {
  it('matches a hand computation', () => {
    // three points on a unit circle: 0 and 1 together, 2 apart
    const f = combineFeatures(
      [{ matrix: sparseFromRows([new Map(), new Map(), new Map()], 1), weight: 1 }],
      [{ data: Float32Array.from([1, 0, 0.8, 0.6, -1, 0]), dim: 2, weight: 1 }],
    );
    const sims = sparseSimilarityRows(f, [0, 1, 2]);
    const s = sampledSilhouette(sims, [0, 1, 2], Int32Array.from([0, 0, 1]), 2, { data: f.dense, dim: f.denseDim });
    // point 0: a = 1 - 0.8 = 0.2, b = 2 -> 0.9; point 1: a = 0.2, b = 1.8 -> 8/9; point 2: singleton -> 0
    expect(s).toBeCloseTo((0.9 + 1.6 / 1.8) / 3, 5);
  });

  it("gives the same silhouette from the sparse similarities and the clusters' dense sums", () => {
    const random = mulberry32(7);
    const n = 60;
    const rows = Array.from(
      { length: n },
      () => new Map(Array.from({ length: 4 }, () => [Math.floor(random() * 30), random()] as [number, number])),
    );
    const dense = Float32Array.from({ length: n * 5 }, () => random() - 0.5);
    const f = combineFeatures([{ matrix: normaliseRows(sparseFromRows(rows, 30)), weight: 1 }], [{ data: dense, dim: 5, weight: 1 }]);
    const labels = Int32Array.from({ length: n }, (_, i) => i % 4);
    const sample = [0, 7, 13, 20, 33, 41, 59];
    // Every similarity of the whole vectors, summed directly, with no dense part left to add.
    const rowOf = (i: number): number[] => {
      const full = new Array<number>(f.sparse.cols + f.denseDim).fill(0);
      for (let p = f.sparse.indptr[i]; p < f.sparse.indptr[i + 1]; p++) full[f.sparse.indices[p]] = f.sparse.values[p];
      for (let c = 0; c < f.denseDim; c++) full[f.sparse.cols + c] = f.dense[i * f.denseDim + c];
      return full;
    };
    const full = Array.from({ length: n }, (_, i) => rowOf(i));
    const fullSims = Float32Array.from(sample.flatMap((i) => full.map((other) => full[i].reduce((s, x, c) => s + x * other[c], 0))));
    const whole = sampledSilhouette(fullSims, sample, labels, 4, { data: new Float32Array(0), dim: 0 });
    const split = sampledSilhouette(sparseSimilarityRows(f, sample), sample, labels, 4, { data: f.dense, dim: f.denseDim });
    expect(Math.abs(whole)).toBeGreaterThan(0.001);
    expect(split).toBeCloseTo(whole, 5);
  });
});

describe('self-training', () => {
  it('moves a member that sits clearly in another cluster', () => {
    const { f, labels } = blobs(3, 20, 6, 0.3, 12);
    const noisy = Int32Array.from(labels);
    noisy[0] = 1; // point of cluster 0 labelled 1
    const fixed = selfTrain(f, noisy, 3, { confidentShare: 0.5 });
    expect(fixed[0]).toBe(0);
    expect(normalizedMutualInformation(labels, Array.from(fixed))).toBe(1);
  });
});
