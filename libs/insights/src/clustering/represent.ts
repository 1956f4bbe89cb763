import type { AnalysedText } from '../text/tokenise';
import { ENGLISH_STOP_WORDS } from '../text/stopwords';
import { charNgrams, tfidf } from '../representation/tfidf';
import { documentVectors, learnWordVectors } from '../representation/ppmi';
import { type PretrainedWordVectors, sifSentenceVectors } from '../representation/pretrained-vectors';
import { combineFeatures, type DenseBlock, type Features, type SparseBlock } from '../representation/features';
import { mapPieces, type Parallel } from '../parallel/parallel';
import { deriveSeed } from '../numbers/random';
import type { Tuning } from './tuning';

/** The character n-gram block: the texts themselves, nothing learnt beforehand. */
export interface CharacterBlockInput {
  kind: 'characters';
  texts: readonly string[];
  min: number;
  max: number;
  minDf: number;
}

/** The blocks built from the texts' words: word TF-IDF, PPMI document vectors, sentence vectors. */
export interface WordBlocksInput {
  kind: 'words';
  analysed: readonly AnalysedText[];
  tuning: Tuning;
  seed: number;
  wordVectors?: PretrainedWordVectors;
}

export type FeatureBlockInput = CharacterBlockInput | WordBlocksInput;

/** The character block as flat typed arrays, so that a thread hands them back without a copy. */
export interface CharacterBlock {
  kind: 'characters';
  rows: number;
  cols: number;
  indptr: Int32Array;
  indices: Int32Array;
  values: Float32Array;
}

export interface WordBlocks {
  kind: 'words';
  sparse: SparseBlock[];
  dense: DenseBlock[];
}

/** One of the representation's independent parts: the task that threads run side by side. */
export function featureBlock(input: FeatureBlockInput): CharacterBlock | WordBlocks {
  return input.kind === 'characters' ? characterBlock(input) : wordBlocks(input);
}

function characterBlock({ texts, min, max, minDf }: CharacterBlockInput): CharacterBlock {
  // Each text's n-grams are made when needed rather than all held at once (for 100,000 texts,
  // tens of millions of short strings: the engine's largest use of memory).
  const { matrix } = tfidf({ length: texts.length, termsOf: (index) => charNgrams(texts[index], min, max) }, { sublinearTf: true, minDf });
  return { kind: 'characters', ...matrix };
}

function wordBlocks({ analysed, tuning: t, seed, wordVectors }: WordBlocksInput): WordBlocks {
  const sparse: SparseBlock[] = [];
  const dense: DenseBlock[] = [];
  const contentWords = analysed.map((a) => a.lemmas.filter((_, i) => !a.stop[i]));
  if (t.wordWeight > 0) {
    const words = tfidf(contentWords, { sublinearTf: true });
    sparse.push({ matrix: words.matrix, weight: t.wordWeight });
  }
  if (t.ppmiWeight > 0) {
    // Stop words stay in: as contexts they tell apart "what is my" from "how do i"; in the
    // document vectors their low idf keeps them from dominating.
    const words = t.ppmiStopWords ? analysed.map((a) => a.lemmas) : contentWords;
    const wv = learnWordVectors(words, {
      window: t.ppmiWindow,
      dimensions: t.ppmiDimensions,
      seed: deriveSeed(seed, 3),
      exclude: t.ppmiStopWords ? undefined : ENGLISH_STOP_WORDS,
    });
    const weights = tfidf(words);
    const docs = documentVectors(words, wv, (w) => {
      const id = weights.vocabulary.get(w);
      return id === undefined ? 1 : weights.idf[id];
    });
    // Co-occurrence statistics need text: with few texts the learnt vectors are mostly noise,
    // so their weight grows with the corpus up to full weight at ppmiFullAt texts.
    const weight = t.ppmiWeight * Math.min(1, analysed.length / t.ppmiFullAt);
    if (weight > 0) dense.push({ data: docs, dim: wv.dimensions, weight });
  }
  if (t.sifWeight > 0 && wordVectors) {
    // Stop words stay in here too: the frequency weight already quiets them, and "how do i" or
    // "can you" carry the intent of many a short request.
    // In a few texts on a few subjects, the second direction they share is their main subject,
    // not the way all sentences are written: below sifComponentsFrom texts only the first goes.
    const components = analysed.length < t.sifComponentsFrom ? Math.min(1, t.sifComponents) : t.sifComponents;
    const sentences = sifSentenceVectors(
      analysed.map((a) => a.lemmas),
      wordVectors,
      { a: t.sifA, components },
    );
    dense.push({ data: sentences, dim: wordVectors.dimensions, weight: t.sifWeight });
  }
  return { kind: 'words', sparse, dense };
}

/**
 * The texts' features (combineFeatures of the blocks above). With threads, the character block
 * is built on another thread while this one builds the word blocks (the first piece of a map runs
 * here, so the word vectors are never copied); the blocks are the same either way.
 */
export function represent(
  unique: readonly string[],
  analysed: readonly AnalysedText[],
  t: Tuning,
  seed: number,
  wordVectors?: PretrainedWordVectors,
  parallel?: Parallel,
): Features {
  const pieces: FeatureBlockInput[] = [{ kind: 'words', analysed, tuning: t, seed, wordVectors }];
  if (t.charWeight > 0) pieces.push({ kind: 'characters', texts: unique, min: t.charMin, max: t.charMax, minDf: t.charMinDf });
  const threads = parallel !== undefined && parallel.threads >= pieces.length ? parallel : undefined;
  const blocks = mapPieces(threads, 'featureBlock', featureBlock, pieces);
  const words = blocks[0] as WordBlocks;
  const characters = blocks[1] as CharacterBlock | undefined;
  const sparse = characters ? [{ matrix: characters, weight: t.charWeight }, ...words.sparse] : words.sparse;
  return combineFeatures(sparse, words.dense);
}
