import { readWordVectors, wordVectorsDir } from '../node/word-vectors-file';
import { INSIGHTS } from './retrieval.spec-helper';
import { DEFAULT_INDEX_SETTINGS } from './settings';
import { wordsOf } from './terms';
import { nearestEntries, questionVector, vectorIndex } from './vector-index';

const wordVectors = readWordVectors(wordVectorsDir({}))!;
const texts = INSIGHTS.flatMap((insight) => insight.snippets.map((snippet) => snippet.text));
// Enough texts for the two common directions to be removed, as in a project of any size.
const many = Array.from({ length: 250 }, (_, i) => `${texts[i % texts.length]} ${['today', 'again', 'yesterday', 'now', 'still'][i % 5]}`);

describe('vector index', () => {
  it('puts a question in the space of the indexed texts: an indexed text asked again is its own nearest, at cosine 1', () => {
    for (const corpus of [texts, many]) {
      const index = vectorIndex(corpus.map(wordsOf), wordVectors, DEFAULT_INDEX_SETTINGS.sif);
      const [nearest] = nearestEntries(index, questionVector(index, wordsOf(corpus[7]), [], 0.5), 3, 0);
      expect(nearest.entry).toBe(7);
      expect(nearest.score).toBeCloseTo(1, 5);
    }
    const index = vectorIndex(many.map(wordsOf), wordVectors, DEFAULT_INDEX_SETTINGS.sif);
    expect(index.space.directions).toHaveLength(2);
    expect(vectorIndex(texts.map(wordsOf), wordVectors, DEFAULT_INDEX_SETTINGS.sif).space.directions).toHaveLength(1);
  });

  it('keeps only entries above the floor, at most `limit`, best first', () => {
    const index = vectorIndex(texts.map(wordsOf), wordVectors, DEFAULT_INDEX_SETTINGS.sif);
    const question = questionVector(index, wordsOf('the app keeps crashing'), [], 0.5);
    const all = nearestEntries(index, question, texts.length, 0);
    const scores = all.map((entry) => entry.score);
    expect(scores).toEqual([...scores].sort((x, y) => y - x));
    expect(scores.every((score) => score > 0)).toBe(true);
    expect(nearestEntries(index, question, 2, 0)).toEqual(all.slice(0, 2));
    expect(nearestEntries(index, question, texts.length, 0.3)).toEqual(all.filter((entry) => entry.score > 0.3));
    expect(nearestEntries(index, questionVector(index, ['zzqx'], [], 0.5), 5, 0)).toEqual([]);
  });

  it('blends a follow-up with the question before it, the context alone standing in for a question of unknown words', () => {
    const index = vectorIndex(texts.map(wordsOf), wordVectors, DEFAULT_INDEX_SETTINGS.sif);
    const question = questionVector(index, wordsOf('the app keeps crashing'), [], 0.5);
    const context = questionVector(index, wordsOf('refunds'), [], 0.5);
    const blended = questionVector(index, wordsOf('the app keeps crashing'), wordsOf('refunds'), 0.5);
    const dot = (x: Float32Array, y: Float32Array) => x.reduce((sum, value, c) => sum + value * y[c], 0);
    expect(dot(blended, blended)).toBeCloseTo(1, 5);
    expect(dot(blended, question)).toBeGreaterThan(dot(blended, context));
    expect(dot(blended, context)).toBeGreaterThan(dot(question, context));
    expect(Array.from(questionVector(index, ['zzqx'], wordsOf('refunds'), 0.5))).toEqual(Array.from(context));
    expect(Array.from(questionVector(index, wordsOf('the app keeps crashing'), wordsOf('refunds'), 0))).toEqual(Array.from(question));
  });
});
