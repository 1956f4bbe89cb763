import { fitSifSentenceVectors, type PretrainedWordVectors, type SifSpace, sifVectorsInSpace } from '../representation/pretrained-vectors';
import type { Ranked } from './ranking';
import type { IndexSettings } from './settings';

/** Unit sentence vectors of a fixed list of texts (rows in entry order) and the space a question must be put in. */
export interface VectorIndex {
  readonly space: SifSpace;
  readonly vectors: Float32Array;
  readonly rows: number;
}

export function vectorIndex(
  words: ReadonlyArray<readonly string[]>,
  wordVectors: PretrainedWordVectors,
  { a, components, componentsFrom }: IndexSettings['sif'],
): VectorIndex {
  const removed = words.length < componentsFrom ? Math.min(1, components) : components;
  const { vectors, space } = fitSifSentenceVectors(words, wordVectors, { a, components: removed });
  return { space, vectors, rows: words.length };
}

/**
 * A question's unit vector in the index's space. A follow-up's context is added at
 * `contextWeight` relative to the question, so the question leads and the context steers; a
 * question with no known word is then the context alone. Zero when neither has one.
 *
 * Both go through the index's space (its word weights and removed directions). Cosines with the
 * indexed rows would rank alike without the removal, since those rows have no part along the
 * directions, but the two texts' vectors would keep what every sentence shares, and so weigh
 * against each other by how ordinary their wording is rather than as `contextWeight` says.
 */
export function questionVector(
  index: VectorIndex,
  words: readonly string[],
  contextWords: readonly string[],
  contextWeight: number,
): Float32Array {
  const withContext = contextWords.length > 0 && contextWeight > 0;
  const vectors = sifVectorsInSpace(withContext ? [words, contextWords] : [words], index.space);
  const d = index.space.wordVectors.dimensions;
  const out = vectors.slice(0, d);
  if (withContext) for (let c = 0; c < d; c++) out[c] += contextWeight * vectors[d + c];
  let s2 = 0;
  for (let c = 0; c < d; c++) s2 += out[c] ** 2;
  const scale = s2 > 0 ? 1 / Math.sqrt(s2) : 0;
  for (let c = 0; c < d; c++) out[c] *= scale;
  return out;
}

/** The `limit` entries with the highest cosine to a unit vector, above `floor`, best first; none for a zero vector. */
export function nearestEntries(index: VectorIndex, query: Float32Array, limit: number, floor: number): Ranked[] {
  const d = query.length;
  if (limit <= 0 || query.every((x) => x === 0)) return [];
  // A bounded list kept sorted: at 100,000 quotes almost every row falls below its last and costs one comparison.
  const best: Ranked[] = [];
  for (let row = 0; row < index.rows; row++) {
    let dot = 0;
    const base = row * d;
    for (let c = 0; c < d; c++) dot += index.vectors[base + c] * query[c];
    if (dot <= floor || (best.length === limit && dot <= best[limit - 1].score)) continue;
    let at = best.length;
    while (at > 0 && best[at - 1].score < dot) at--;
    best.splice(at, 0, { entry: row, score: dot });
    if (best.length > limit) best.pop();
  }
  return best;
}
