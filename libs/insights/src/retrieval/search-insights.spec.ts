import { readWordVectors, wordVectorsDir } from '../node/word-vectors-file';
import { buildRetrievalIndex } from './retrieval-index';
import { INSIGHTS } from './retrieval.spec-helper';
import { searchInsights } from './search-insights';
import { DEFAULT_SEARCH_SETTINGS } from './settings';

// With the engine's word vectors, as the product runs; and by keywords alone, where the vectors' part is out of the way.
const wordVectors = readWordVectors(wordVectorsDir({}))!;
const withVectors = buildRetrievalIndex({ insights: INSIGHTS, wordVectors });
const keywordsOnly = buildRetrievalIndex({ insights: INSIGHTS });
const ids = (matches: Array<{ insightId: string }>) => matches.map((match) => match.insightId);

describe('searchInsights', () => {
  it('ranks the insight that answers the question first and cites the quotes that matched', () => {
    for (const index of [withVectors, keywordsOnly]) {
      const [first] = searchInsights(index, { query: 'my refund never reached my card' });
      expect(first.insightId).toBe('refunds');
      expect(first.citations[0]).toEqual({ snippetId: 'r2', text: 'The refund still has not reached my card', score: expect.any(Number) });
      expect(first.citations.every((citation) => /refund/i.test(citation.text))).toBe(true);
    }
  });

  it('finds an insight through the word vectors when the question shares none of its words', () => {
    expect(searchInsights(keywordsOnly, { query: 'I want my money back' })).toEqual([]);
    const [first] = searchInsights(withVectors, { query: 'I want my money back' });
    expect(first.insightId).toBe('refunds');
    expect(first.citations.length).toBeGreaterThan(0);
  });

  it('lets a follow-up keep the subject of the question before it', () => {
    const query = 'what about on the mobile app?';
    for (const index of [withVectors, keywordsOnly]) {
      expect(ids(searchInsights(index, { query }))[0]).toBe('crashes');
      const followUp = searchInsights(index, { query, context: 'how long do refunds take' });
      expect(ids(followUp)[0]).toBe('refunds');
      // The refund quote that is about the mobile app is the one that answers the follow-up.
      expect(followUp[0].citations[0].snippetId).toBe('r4');
      expect(ids(searchInsights(index, { query, context: 'is it freezing or crashing' }))[0]).toBe('crashes');
    }
  });

  it('returns best first, at most `limit` insights and a few citations each, best first', () => {
    const matches = searchInsights(withVectors, { query: 'the app crashes and the refund is late', limit: 2 });
    expect(matches).toHaveLength(2);
    expect(matches[0].score).toBeGreaterThanOrEqual(matches[1].score);
    for (const { citations } of matches) {
      expect(citations.length).toBeLessThanOrEqual(DEFAULT_SEARCH_SETTINGS.citations);
      expect(citations.map((citation) => citation.score)).toEqual([...citations.map((citation) => citation.score)].sort((x, y) => y - x));
    }
    expect(searchInsights(withVectors, { query: 'refund', limit: 0 })).toEqual([]);
  });

  it('finds nothing in an empty index, nor for a question without a word it knows', () => {
    const empty = buildRetrievalIndex({ insights: [], wordVectors });
    expect(searchInsights(empty, { query: 'refunds' })).toEqual([]);
    const noQuotes = buildRetrievalIndex({ insights: [{ id: 'blank', title: '  ', snippets: [{ id: 's', text: ' ' }] }], wordVectors });
    expect(searchInsights(noQuotes, { query: 'refunds' })).toEqual([]);
    expect(searchInsights(withVectors, { query: '   ' })).toEqual([]);
    expect(searchInsights(withVectors, { query: 'zzqx qqzv' })).toEqual([]);
  });

  it('matches an insight on its title and summary even when none of its quotes does', () => {
    const [first] = searchInsights(keywordsOnly, { query: 'spreadsheets' });
    expect(first).toEqual({ insightId: 'export', score: expect.any(Number), citations: [] });
  });

  it('gives the same answer every time, from any index built of the same insights', () => {
    const again = buildRetrievalIndex({ insights: INSIGHTS, wordVectors });
    for (const request of [{ query: 'the app' }, { query: 'late', context: 'refund' }, { query: 'export orders to excel' }]) {
      const answer = searchInsights(withVectors, request);
      expect(answer.length).toBeGreaterThan(0);
      expect(searchInsights(withVectors, request)).toEqual(answer);
      expect(searchInsights(again, request)).toEqual(answer);
    }
  });

  it('refuses two insights with the same id, which would make its answers ambiguous', () => {
    expect(() => buildRetrievalIndex({ insights: [INSIGHTS[0], INSIGHTS[0]] })).toThrow(/"refunds" appears twice/);
  });
});
