import { clusterTexts } from '../clustering/cluster-texts';
import { represent } from '../clustering/represent';
import { DEFAULT_TUNING } from '../clustering/tuning';
import { THEMES } from '../clustering/fixtures/small-corpus.spec-helper';
import { approximateKnn, exactKnn, knnRecall, type KnnGraph } from '../clustering/knn';
import { mulberry32 } from '../numbers/random';
import { combineFeatures, type Features } from '../representation/features';
import { pretrainedWordVectors } from '../representation/pretrained-vectors';
import { sparseFromRows } from '../representation/sparse';
import { analyseText } from '../text/tokenise';
import { WorkerThreadsParallel } from './worker-threads-parallel';

// Threads run the built thread file (dist/), as the product does: `npm test` builds before Jest.

/** Sparse and dense parts together, as the engine's features are; repeated rows make exact ties. */
function features(n: number, seed: number): Features {
  const random = mulberry32(seed);
  const rows = Array.from({ length: n }, () => {
    const row = new Map<number, number>();
    for (let t = 0; t < 10; t++) row.set(Math.floor(random() * 400), random());
    return row;
  });
  for (let i = 10; i < n; i += 37) rows[i] = rows[i - 10];
  const dense = new Float32Array(n * 12).map(() => random() - 0.5);
  for (let i = 10; i < n; i += 37) dense.copyWithin(i * 12, (i - 10) * 12, (i - 9) * 12);
  return combineFeatures([{ matrix: sparseFromRows(rows, 400), weight: 1 }], [{ data: dense, dim: 12, weight: 1 }]);
}

const sameGraph = (a: KnnGraph, b: KnnGraph) => {
  expect(Array.from(a.ids)).toEqual(Array.from(b.ids));
  expect(Array.from(a.sims)).toEqual(Array.from(b.sims));
};

describe('WorkerThreadsParallel', () => {
  const runners = [1, 2, 3].map((threads) => new WorkerThreadsParallel(threads));
  afterAll(() => Promise.all(runners.map((runner) => runner.close())));

  it('gives the same exact neighbours, ties included, on any number of threads', () => {
    const f = features(700, 1);
    const [one, ...more] = runners.map((parallel) => exactKnn(f, 9, { parallel }));
    for (const graph of more) sameGraph(graph, one);
    sameGraph(one, exactKnn(f, 9));
  });

  it('gives the same approximate neighbours on any number of threads', () => {
    const f = features(1500, 2);
    const options = { seed: 5, trees: 5, leafSize: 40, refineRounds: 2 };
    const [one, ...more] = runners.map((parallel) => approximateKnn(f, 10, { ...options, parallel }));
    for (const graph of more) sameGraph(graph, one);
    // (recall against the exact search is measured in numerics.spec, on data with neighbourhoods)
    expect(knnRecall(exactKnn(f, 10), one)).toBeGreaterThan(0.5);
  });

  it('gives the same themes on any number of threads, with the exact or the approximate search', () => {
    const texts = Object.values(THEMES).flat();
    for (const exactKnnLimit of [6000, 10]) {
      const [one, ...more] = runners.map((parallel) => clusterTexts(texts, { seed: 3, parallel, tuning: { exactKnnLimit } }));
      for (const result of more) expect(Array.from(result.assignments)).toEqual(Array.from(one.assignments));
    }
  });

  it('builds the same features, sentence vectors from general word vectors included, on any number of threads', () => {
    // The sentence vectors are made beside the character n-grams on another thread, from the
    // texts' word rows and the vectors' table (copied to shared memory here: a plain array).
    const texts = Object.values(THEMES).flat();
    const analysed = texts.map(analyseText);
    const vocabulary = [...new Set(analysed.flatMap((text) => text.lemmas))];
    const random = mulberry32(7);
    const wordVectors = pretrainedWordVectors(
      vocabulary.join('\n'),
      new Float32Array(vocabulary.length * 16).map(() => random() - 0.5),
    );
    const [one, ...more] = runners.map((parallel) => represent(texts, analysed, DEFAULT_TUNING, 3, wordVectors, parallel));
    expect(one.denseDim).toBeGreaterThan(16);
    for (const f of more) {
      expect(f.denseDim).toBe(one.denseDim);
      expect(Array.from(f.dense)).toEqual(Array.from(one.dense));
      expect(Array.from(f.sparse.values)).toEqual(Array.from(one.sparse.values));
      expect(Array.from(f.sparse.indices)).toEqual(Array.from(one.sparse.indices));
    }
  });

  it('reports a thread that fails and keeps working afterwards', () => {
    const [, two] = runners;
    const broken = { features: features(50, 3), k: 5, from: 0, to: 50 };
    // the second piece goes to a thread: rows it does not have make it throw there
    expect(() => two.map('exactRows', [broken, { ...broken, features: null as unknown as Features }])).toThrow(
      /exactRows failed on its thread: TypeError/,
    );
    sameGraph(exactKnn(broken.features, 5, { parallel: two }), exactKnn(broken.features, 5));
  });

  it('refuses more pieces than it has threads', () => {
    const [one] = runners;
    const piece = { features: features(20, 4), k: 3, from: 0, to: 20 };
    expect(() => one.map('exactRows', [piece, piece])).toThrow('2 pieces for 1 threads');
  });
});
