import type { AnalysedText } from '../text/tokenise';
import { ENGLISH_STOP_WORDS } from '../text/stopwords';
import { charNgrams, tfidf } from '../representation/tfidf';
import { documentVectors, learnWordVectors } from '../representation/ppmi';
import { type PretrainedWordVectors, sifFromWordRows, type SifInput, textsAsWordRows } from '../representation/pretrained-vectors';
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
  /** The sentence vectors' input, when this piece makes them too (see represent). */
  sentences?: SifInput;
}

/** The blocks learnt from the texts' words: word TF-IDF and PPMI document vectors. */
export interface WordBlocksInput {
  kind: 'words';
  analysed: readonly AnalysedText[];
  tuning: Tuning;
  seed: number;
  /** The sentence vectors' input, when this piece makes them too (see represent). */
  sentences?: SifInput;
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
  /** The sentence vectors, texts x dimensions, when they were asked for. */
  sentences?: Float32Array;
}

export interface WordBlocks {
  kind: 'words';
  sparse: SparseBlock[];
  dense: DenseBlock[];
  sentences?: Float32Array;
}

/** One of the representation's independent parts: the task that threads run side by side. */
export function featureBlock(input: FeatureBlockInput): CharacterBlock | WordBlocks {
  return input.kind === 'characters' ? characterBlock(input) : wordBlocks(input);
}

/** The sentence vectors, when the piece was asked to make them. */
function sentenceBlock(sentences: SifInput | undefined): { sentences?: Float32Array } {
  return sentences ? { sentences: sifFromWordRows(sentences).vectors } : {};
}

function characterBlock({ texts, min, max, minDf, sentences }: CharacterBlockInput): CharacterBlock {
  // Each text's n-grams are made when needed rather than all held at once (for 100,000 texts,
  // tens of millions of short strings: the engine's largest use of memory).
  const { matrix } = tfidf({ length: texts.length, termsOf: (index) => charNgrams(texts[index], min, max) }, { sublinearTf: true, minDf });
  return { kind: 'characters', ...matrix, ...sentenceBlock(sentences) };
}

function wordBlocks({ analysed, tuning: t, seed, sentences }: WordBlocksInput): WordBlocks {
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
  return { kind: 'words', sparse, dense, ...sentenceBlock(sentences) };
}

/**
 * Smooth-inverse-frequency sentence vectors from general word vectors (sifFromWordRows), as the
 * input a thread needs: the texts' word rows, and the vectors' table.
 *
 * Stop words stay in: the frequency weight already quiets them, and "how do i" or "can you" carry
 * the intent of many a short request. In a few texts on a few subjects, the second direction they
 * share is their main subject, not the way all sentences are written: below sifComponentsFrom
 * texts only the first goes.
 */
function sentencesInput(analysed: readonly AnalysedText[], t: Tuning, wordVectors: PretrainedWordVectors): SifInput {
  return {
    ...textsAsWordRows(
      analysed.map((a) => a.lemmas),
      wordVectors,
    ),
    vectors: wordVectors.vectors,
    dimensions: wordVectors.dimensions,
    a: t.sifA,
    components: analysed.length < t.sifComponentsFrom ? Math.min(1, t.sifComponents) : t.sifComponents,
  };
}

/**
 * Up to this many texts the sentence vectors are made beside the character n-grams, above it
 * beside the word blocks: whichever would otherwise finish first. The n-grams' work grows with the
 * texts, the PPMI vectors' with a vocabulary that stops growing. Measured on two threads: at 8,650
 * distinct texts the n-grams took 0.7 s, the word blocks 1.0 s, the sentence vectors 0.25 s, and
 * making these beside the n-grams saved 0.25 s; at 15,000 it saved 0.1 s; at 35,000 it cost
 * 0.35 s, and at 100,000 1.7 s.
 */
const SENTENCES_BESIDE_CHARACTERS_UP_TO = 20_000;

/**
 * The texts' features (combineFeatures of the blocks above). With threads, the character block
 * is built on another thread while this one learns the word blocks, the sentence vectors going
 * with the shorter of the two; the blocks are the same either way. The word vectors' table goes
 * to threads as shared memory.
 */
export function represent(
  unique: readonly string[],
  analysed: readonly AnalysedText[],
  t: Tuning,
  seed: number,
  wordVectors?: PretrainedWordVectors,
  parallel?: Parallel,
): Features {
  const sentences = t.sifWeight > 0 && wordVectors ? sentencesInput(analysed, t, wordVectors) : undefined;
  const besideCharacters = t.charWeight > 0 && analysed.length <= SENTENCES_BESIDE_CHARACTERS_UP_TO;
  const pieces: FeatureBlockInput[] = [{ kind: 'words', analysed, tuning: t, seed, sentences: besideCharacters ? undefined : sentences }];
  if (t.charWeight > 0)
    pieces.push({
      kind: 'characters',
      texts: unique,
      min: t.charMin,
      max: t.charMax,
      minDf: t.charMinDf,
      sentences: besideCharacters ? sentences : undefined,
    });
  const threads = parallel !== undefined && parallel.threads >= pieces.length ? parallel : undefined;
  const blocks = mapPieces(threads, 'featureBlock', featureBlock, pieces);
  const words = blocks[0] as WordBlocks;
  const characters = blocks[1] as CharacterBlock | undefined;
  const sparse = characters ? [{ matrix: characters, weight: t.charWeight }, ...words.sparse] : words.sparse;
  const sentenceVectors = characters?.sentences ?? words.sentences;
  const dense =
    sentences && sentenceVectors
      ? [...words.dense, { data: sentenceVectors, dim: sentences.dimensions, weight: t.sifWeight }]
      : words.dense;
  return combineFeatures(sparse, dense);
}
