import { analyseText, freshLanguageModel, type AnalysedText } from '../text/tokenise';
import { guessLanguage } from '../text/language';
import { isBlank, normaliseText, truncateText } from '../text/normalise';
import { foldDuplicates } from '../text/near-duplicates';
import type { PretrainedWordVectors } from '../representation/pretrained-vectors';
import { represent } from './represent';
import { DEFAULT_TUNING, type Tuning } from './tuning';
import { approximateKnn, exactKnn, type KnnGraph } from './knn';
import type { Parallel } from '../parallel/parallel';
import { buildAffinity } from './graph';
import { normalisedAffinityEigen, rowNormalisedEmbedding } from './spectral';
import { kmeans } from './kmeans';
import { chooseCommunities, communitiesForK, type Partition } from './communities';
import { selfTrain } from './self-training';
import { setAsideOther } from './other-bucket';
import { deriveSeed } from '../numbers/random';
import { throwIfAborted, type ClusteringStage } from './progress';

export interface ClusterTextsOptions {
  /** Fixes the number of clusters; otherwise it is chosen automatically. */
  k?: number;
  seed?: number;
  onProgress?: (stage: ClusteringStage, fraction: number) => void;
  signal?: AbortSignal;
  /** Characters of each text used for clustering (default 2000); longer texts are cut at a word. */
  maxChars?: number;
  /** Tuning knobs; the defaults are the measured best (see the report in the CLI). */
  tuning?: Partial<Tuning>;
  /**
   * General English word vectors (loaded by the caller: the library reads no files). Without
   * them the engine still works, from what the texts themselves teach it, and is less accurate.
   */
  wordVectors?: PretrainedWordVectors;
  /**
   * Threads to share the nearest-neighbour search with (the library starts none itself:
   * WorkerThreadsParallel in the node folder is one). The themes are the same for any number.
   */
  parallel?: Parallel;
  /**
   * Themes with fewer texts than this (repeats counted) go to the other bucket instead of being
   * themes; default: 3, or a thousandth of the texts when that is more.
   */
  minThemeSize?: number;
}

/** The assignment of a text set aside in the other bucket: it fits no theme well enough to be ranked with one. */
export const OTHER_THEME = -2;

export { DEFAULT_TUNING, type Tuning } from './tuning';

export interface ClusterTextsResult {
  /** Theme of every input text (0 .. k - 1); -1 for texts skipped as empty, OTHER_THEME for the other bucket. */
  assignments: Int32Array;
  /** Themes found (the other bucket not counted). */
  k: number;
  /** Input texts in the other bucket. */
  other: number;
  /** The smallest theme kept (themes below it went to the other bucket). */
  minThemeSize: number;
  /** How k was set. */
  kSource: 'given' | 'automatic';
  skippedEmpty: number;
  /** Texts that repeat an earlier text (ignoring case, punctuation and spacing). */
  duplicates: number;
  /** Texts folded onto an earlier near-duplicate (character 4-gram Jaccard similarity of 0.8 or more). */
  nearDuplicates: number;
  /** Texts cut to maxChars. */
  truncated: number;
  /** Indices of texts judged not English, with the language guessed. */
  nonEnglish: Array<{ index: number; language: string }>;
  /** Largest eigenvalues of the normalised affinity (descending), for diagnostics. */
  eigenvalues: Float64Array;
  /** Automatic k: the partitions compared (resolution, number of clusters, silhouette). */
  candidates: Array<{ resolution: number; count: number; silhouette: number }>;
  /** Seconds spent per stage. */
  timings: Record<string, number>;
  /** Counters for diagnostics (Krylov steps, k-means iterations, graph size...). */
  diagnostics: Record<string, number>;
}

/**
 * Clusters short texts into themes. Pure and synchronous; deterministic for a given input and seed.
 *
 * 1. Normalise (NFC, lower case, spacing), skip blank texts, cut very long ones, fold exact
 *    duplicates and near-duplicates (MinHash, verified by Jaccard similarity): they take their
 *    first occurrence's cluster, so a duplicate never makes a theme.
 * 2. Lemmatise with wink-nlp; flag texts that are not English.
 * 3. Represent each text as character 2-5-gram TF-IDF (within words) joined with a document
 *    vector built from PPMI word vectors learnt on the texts themselves (truncated SVD) and, when
 *    general word vectors are given, a smooth-inverse-frequency sentence vector from them.
 * 4. k-nearest-neighbour graph: exact up to exactKnnLimit texts, else random-projection trees
 *    with neighbour-of-neighbour refinement.
 * 5. Louvain communities on the graph: with k given, the resolution is bisected and the extra
 *    communities merged; otherwise resolutions are swept and the silhouette's plateau (the
 *    partitions within kTolerance of the best) sets k, a quarter of the way along it.
 * 6. Only when tuning asks for it (spectral: off by default, decision 0028): top-k eigenvectors of
 *    the normalised affinity by Chebyshev-filtered Lanczos (up to spectralLimit texts), rows
 *    scaled to unit length, k-means started from the communities.
 * 7. One round of self-training: nearest-centroid classifier learnt from the members closest to
 *    their centroids (of the communities, or of the spectral clusters), applied to all texts.
 * 8. The other bucket: texts far from their theme's centre compared with its other members, the
 *    members of themes whose texts have little in common, then those of themes left smaller than
 *    minThemeSize, are set aside instead of being ranked (decision 0022).
 */
export function clusterTexts(texts: readonly string[], options: ClusterTextsOptions = {}): ClusterTextsResult {
  const t = { ...DEFAULT_TUNING, ...options.tuning };
  const seed = options.seed ?? 42;
  const signal = options.signal;
  const progress = options.onProgress ?? (() => undefined);
  const timings: Record<string, number> = {};
  const diagnostics: Record<string, number> = {};
  let clock = performance.now();
  const lap = (name: string): void => {
    const now = performance.now();
    timings[name] = (now - clock) / 1000;
    clock = now;
  };
  throwIfAborted(signal);
  progress('preparing', 0);
  freshLanguageModel();

  // 1. normalise, skip blanks, cut long texts, fold exact and near duplicates
  const maxChars = options.maxChars ?? 2000;
  const normalised: string[] = [];
  const kept: number[] = [];
  let truncated = 0;
  texts.forEach((raw, i) => {
    if (typeof raw !== 'string' || isBlank(raw)) return;
    const short = truncateText(raw, maxChars * 2);
    let norm = normaliseText(short);
    if (norm.length > maxChars) {
      norm = truncateText(norm, maxChars);
      truncated += 1;
    }
    kept.push(i);
    normalised.push(norm);
  });
  const skippedEmpty = texts.length - kept.length;
  const minThemeSize = options.minThemeSize ?? Math.max(3, Math.ceil(normalised.length / 1000));
  const dup = foldDuplicates(normalised);
  const unique = Array.from(dup.representatives, (i) => normalised[i]);
  const n = unique.length;
  const assignments = new Int32Array(texts.length).fill(-1);
  const base = {
    minThemeSize,
    kSource: options.k ? ('given' as const) : ('automatic' as const),
    skippedEmpty,
    duplicates: dup.exact,
    nearDuplicates: dup.near,
    truncated,
    timings,
    diagnostics,
  };
  if (n === 0) return { ...base, assignments, k: 0, other: 0, nonEnglish: [], eigenvalues: new Float64Array(0), candidates: [] };

  // 2. words, lemmas and languages
  const analysed: AnalysedText[] = [];
  const nonEnglish: Array<{ index: number; language: string }> = [];
  for (let i = 0; i < n; i++) {
    if (i % 500 === 0) {
      throwIfAborted(signal);
      progress('preparing', i / n);
    }
    analysed.push(analyseText(unique[i]));
  }
  for (let j = 0; j < normalised.length; j++) {
    const g = guessLanguage(normalised[j], analysed[dup.groupOf[j]]);
    if (g.language !== 'en' && g.language !== 'und') nonEnglish.push({ index: kept[j], language: g.language });
  }
  lap('prepare');

  // 3. representation
  progress('representing', 0);
  const features = represent(unique, analysed, t, seed, options.wordVectors, options.parallel);
  lap('represent');
  throwIfAborted(signal);

  let candidates: Array<{ resolution: number; count: number; silhouette: number }> = [];
  const wantedK = options.k !== undefined ? Math.max(1, Math.min(Math.floor(options.k), n)) : undefined;
  // 8. the other bucket: texts on a theme's border and themes too small to rank
  const repeats = new Int32Array(n);
  for (let j = 0; j < normalised.length; j++) repeats[dup.groupOf[j]] += 1;
  const finish = (labels: Int32Array, k: number, eigenvalues: Float64Array): ClusterTextsResult => {
    const themes = setAsideOther(features, labels, k, repeats, { minThemeSize, strayRatio: t.strayRatio, minCohesion: t.minCohesion });
    progress('done', 1);
    let other = 0;
    for (let j = 0; j < normalised.length; j++) {
      const theme = themes.labels[dup.groupOf[j]];
      assignments[kept[j]] = theme < 0 ? OTHER_THEME : theme;
      if (theme < 0) other += 1;
    }
    return { ...base, assignments, k: themes.k, other, nonEnglish, eigenvalues, candidates };
  };
  if (n <= 2 || wantedK === 1) {
    const alone = wantedK === 1 || n === 1 ? new Int32Array(n) : Int32Array.from({ length: n }, (_, i) => i);
    return finish(alone, wantedK === 1 || n === 1 ? 1 : n, new Float64Array(0));
  }

  // 4. neighbours
  progress('neighbours', 0);
  // small inputs get fewer neighbours so that one theme's texts are not tied to every other
  const neighbours = Math.min(t.neighbours, Math.max(5, Math.round(Math.sqrt(n))));
  const graph: KnnGraph =
    n <= t.exactKnnLimit
      ? exactKnn(features, neighbours, { signal, parallel: options.parallel, onProgress: (f) => progress('neighbours', f) })
      : approximateKnn(features, neighbours, {
          seed: deriveSeed(seed, 5),
          parallel: options.parallel,
          trees: t.knnTrees,
          refineRounds: t.knnRefineRounds,
          signal,
          onProgress: (f) => progress('neighbours', f),
        });
  diagnostics.approximateNeighbours = n <= t.exactKnnLimit ? 0 : 1;
  const affinity = buildAffinity(graph, { kernel: t.kernel, symmetrise: t.symmetrise });
  diagnostics.graphEdges = affinity.indices.length;
  lap('neighbours');

  // 5. communities in the graph: they fix k when it is not given, and seed k-means
  progress('choosing-k', 0);
  let partition: Partition;
  if (wantedK !== undefined) {
    partition = communitiesForK(affinity, wantedK, deriveSeed(seed, 4), signal);
  } else {
    const choice = chooseCommunities(affinity, features, {
      seed: deriveSeed(seed, 4),
      minSize: t.minClusterSize,
      maxK: Math.max(2, Math.floor(n / Math.max(1, t.minClusterSize))),
      patience: 4,
      tolerance: t.kTolerance,
      plateauQuantile: t.kPlateauQuantile,
      parallel: options.parallel,
      sample: Math.max(100, Math.min(t.silhouetteSample, Math.floor(2e7 / n))),
      signal,
      onProgress: (f) => progress('choosing-k', f),
    });
    partition = choice;
    candidates = choice.candidates;
  }
  diagnostics.resolution = partition.resolution;
  diagnostics.communities = partition.count;
  lap('communities');
  const k = wantedK ?? partition.count;
  let labels = partition.labels;
  let eigenvalues: Float64Array = new Float64Array(0);

  // 6. spectral embedding and k-means in it, started from the communities
  const useSpectral = t.spectral && k >= 2 && k < n && n <= t.spectralLimit;
  diagnostics.spectral = useSpectral ? 1 : 0;
  if (useSpectral) {
    progress('spectral', 0);
    const eigen = normalisedAffinityEigen(affinity, k, {
      seed: deriveSeed(seed, 1),
      signal,
      tolerance: t.eigenTolerance,
      filterDegree: t.filterDegree,
      onProgress: (f) => progress('spectral', f),
    });
    eigenvalues = eigen.values;
    diagnostics.lanczosSteps = eigen.steps;
    diagnostics.lanczosConverged = eigen.converged;
    lap('eigen');
    const embedding = rowNormalisedEmbedding(eigen, n, k);
    progress('clustering', 0);
    const seeded = partition.count === k ? communityCentroids(embedding, n, k, labels) : undefined;
    const km = kmeans(embedding, n, k, k, { seed: deriveSeed(seed, 2), restarts: t.restarts, initialCentroids: seeded, signal });
    diagnostics.kmeansIterations = km.iterations;
    labels = km.assignments;
    lap('kmeans');
  }

  // 7. self-training
  if (t.selfTraining && k >= 2) {
    progress('refining', 0);
    labels = selfTrain(features, labels, k, {
      confidentShare: t.confidentShare,
      rounds: t.selfTrainingRounds,
      signal,
      parallel: options.parallel,
    });
    lap('self-training');
  }

  return finish(labels, k, eigenvalues);
}

/** Mean embedding row of each community: k x d starting centroids. */
function communityCentroids(embedding: Float64Array, n: number, k: number, labels: Int32Array): Float64Array {
  const d = k;
  const centroids = new Float64Array(k * d);
  const counts = new Float64Array(k);
  for (let i = 0; i < n; i++) {
    const c = labels[i];
    counts[c] += 1;
    for (let j = 0; j < d; j++) centroids[c * d + j] += embedding[i * d + j];
  }
  for (let c = 0; c < k; c++) if (counts[c] > 0) for (let j = 0; j < d; j++) centroids[c * d + j] /= counts[c];
  return centroids;
}
