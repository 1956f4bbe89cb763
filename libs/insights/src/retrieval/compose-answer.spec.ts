import { composeAnswer } from './compose-answer';
import { buildRetrievalIndex } from './retrieval-index';
import { INSIGHTS } from './retrieval.spec-helper';
import { searchInsights } from './search-insights';
import type { InsightMatch } from './types';

const index = buildRetrievalIndex({ insights: INSIGHTS });

describe('composeAnswer', () => {
  it('numbers its citations as the text cites them, each number next to its own quote', () => {
    const matches = searchInsights(index, { query: 'the refund for my late parcel on the mobile app' });
    expect(matches.length).toBeGreaterThan(1);
    const answer = composeAnswer(matches, index);
    const cited = [...answer.text.matchAll(/"([^"]+)" \[(\d+)\]/g)].map(([, text, number]) => ({ text, number: Number(number) }));
    expect(cited.map((citation) => citation.number)).toEqual(answer.citations.map((_, position) => position + 1));
    answer.citations.forEach((citation, position) => {
      expect(citation.number).toBe(position + 1);
      expect(cited[position].text).toBe(citation.text);
      // Every cited quote is one the search returned for that insight.
      const match = matches.find((candidate) => candidate.insightId === citation.insightId)!;
      expect(match.citations.map((quote) => quote.snippetId)).toContain(citation.snippetId);
    });
    expect(answer.text).toMatch(
      new RegExp(`^${matches.length} insights match this question\\. The strongest, "Refunds take too long", rests on 4 mentions, such as`),
    );
  });

  it('says so when nothing matches, and claims nothing else', () => {
    expect(composeAnswer([], index)).toEqual({ text: 'No insight matches this question.', citations: [] });
  });

  it('describes a single match by its title, its size and its best quotes', () => {
    const answer = composeAnswer(searchInsights(index, { query: 'parcel delivery', limit: 1 }), index);
    expect(answer.text).toBe(
      'One insight matches this question: "Late deliveries", which rests on 3 mentions, such as "My parcel arrived five days late" [1] and "The courier missed the delivery window again" [2].',
    );
    expect(answer.citations.map((citation) => citation.snippetId)).toEqual(['d1', 'd2']);
  });

  it('counts every snippet that mentions an insight, not only the quotes it keeps', () => {
    const lookup = { insight: () => ({ id: 'r', title: 'Refunds', snippets: [{ id: 'x', text: 'Slow refund' }], mentions: 11 }) };
    const answer = composeAnswer([{ insightId: 'r', score: 1, citations: [{ snippetId: 'x', text: 'Slow refund', score: 1 }] }], lookup);
    expect(answer.text).toBe('One insight matches this question: "Refunds", which rests on 11 mentions, such as "Slow refund" [1].');
  });

  it('shortens a long quote and says when only the title or summary matched', () => {
    const long = `The refund ${'took very long and '.repeat(20)}never came`;
    const lookup = {
      insight: (id: string) => (id === 'r' ? { id: 'r', title: 'Refunds', snippets: [{ id: 'x', text: long }] } : undefined),
    };
    const matches: InsightMatch[] = [
      { insightId: 'r', score: 1, citations: [{ snippetId: 'x', text: long, score: 1 }] },
      { insightId: 'gone', score: 0.5, citations: [] },
    ];
    const answer = composeAnswer(matches, lookup);
    expect(answer.text).toMatch(
      /^2 insights match this question\. The strongest, "Refunds", rests on 1 mention, such as "The refund took very long[^"]{80,140}…" \[1\]\. Also: "gone" \(no mentions\)\.$/,
    );
    expect(answer.citations).toEqual([{ snippetId: 'x', text: long, score: 1, number: 1, insightId: 'r' }]);
    expect(composeAnswer([matches[1]], lookup).text).toBe(
      'One insight matches this question: "gone", which rests on no mentions; its title or summary matched, none of its quotes.',
    );
  });
});
