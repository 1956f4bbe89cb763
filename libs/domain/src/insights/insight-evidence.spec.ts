import { contentWithout, projectSnippetsOf, sentimentOfScores } from './insight-evidence';
import type { InsightContent, InsightScore } from './insight.events';

const factor = (name: string, value: number, weight: number, known = true) => ({
  name,
  value,
  weight,
  contribution: 100 * weight * value,
  known,
  explanation: name,
});
const score = (factors: InsightScore['factors']): InsightScore => ({ score: factors.reduce((sum, f) => sum + f.contribution, 0), factors });
const frequency = (mentions: number, total: number) => Math.log1p(mentions) / Math.log1p(total);

const content: InsightContent = {
  title: 'Export keeps failing',
  summary: 's',
  keyPhrases: [],
  quotes: [
    { snippetId: 'd1:0', documentId: 'd1', text: 'a' },
    { snippetId: 'd2:0', documentId: 'd2', text: 'b' },
  ],
  membersArtefact: 'sha256:old',
  snippetCount: 4,
  sentiment: sentimentOfScores([-0.8, -0.4, 0.6, 0]),
  impact: score([
    factor('frequency', frequency(4, 100), 0.3),
    factor('recency', 1, 0.15),
    factor('consistency', 0.5, 0.2),
    factor('sentiment', 0.575, 0.15),
    factor('relevance', 0.4, 0.2),
  ]),
  priority: score([
    factor('frequency', frequency(4, 100), 0.5),
    factor('business_impact', 0, 0, false),
    factor('sentiment', 0.575, 0.5),
    factor('revenue', 0, 0, false),
  ]),
  surveyColumnName: null,
  surveyBreakdowns: [],
  sourceBreakdown: {
    byKind: { transcript: 3, document: 1 },
    byDocument: [
      { documentId: 'd1', fileName: 'call.vtt', count: 3 },
      { documentId: 'd2', fileName: 'notes.md', count: 1 },
    ],
  },
  revenue: null,
  mentionsByDay: { '2025-03-01': 3, '2025-02-01': 1 },
  measuredAt: '2025-03-01T00:00:00.000Z',
  halfLifeDays: 28,
};

describe('an insight without some of its snippets', () => {
  const after = contentWithout(content, [{ snippetId: 'd2:0', documentId: 'd2', kind: 'document', day: '2025-02-01' }], {
    sentiments: [-0.8, -0.4, 0],
    membersArtefact: 'sha256:new',
  });

  it('counts, sources, mentions and quotes only the remaining evidence', () => {
    expect(after.snippetCount).toBe(3);
    expect(after.membersArtefact).toBe('sha256:new');
    expect(after.quotes.map((quote) => quote.snippetId)).toEqual(['d1:0']);
    expect(after.sourceBreakdown).toEqual({
      byKind: { transcript: 3 },
      byDocument: [{ documentId: 'd1', fileName: 'call.vtt', count: 3 }],
    });
    expect(after.mentionsByDay).toEqual({ '2025-03-01': 3 });
  });

  it('takes the sentiment from the remaining members, as the engine aggregates it', () => {
    expect(after.sentiment).toEqual({ mean: -0.4, label: 'negative', positive: 0, neutral: 1, negative: 2 });
    expect(sentimentOfScores([0.5, -0.5])).toEqual({ mean: 0, label: 'mixed', positive: 1, neutral: 0, negative: 1 });
  });

  it('measures frequency against the same project total, sentiment and recency again, and combines with the same weights', () => {
    const byName = (s: InsightScore) => Object.fromEntries(s.factors.map((f) => [f.name, f]));
    const impact = byName(after.impact);
    expect(impact.frequency.value).toBeCloseTo(frequency(3, 100), 12);
    expect(impact.frequency.explanation).toBe('Mentioned in 3 of 100 snippets (3%); log-scaled to 30%.');
    expect(impact.sentiment.value).toBeCloseTo(0.7, 12);
    // Every remaining mention is of the measuring day: fully fresh.
    expect(impact.recency.value).toBe(1);
    expect(impact.consistency).toEqual(byName(content.impact).consistency);
    expect(after.impact.score).toBeCloseTo(
      after.impact.factors.reduce((sum, f) => sum + f.contribution, 0),
      12,
    );
    expect(after.impact.score).toBeLessThan(content.impact.score + 100 * 0.15 * (0.7 - 0.575) + 1e-9);
    expect(byName(after.priority).business_impact.known).toBe(false);
    expect(byName(after.priority).frequency.value).toBeCloseTo(frequency(3, 100), 12);
  });

  it('recovers the project total the frequency was measured against', () => {
    for (const [mentions, total] of [
      [1, 2],
      [7, 4500],
      [40000, 100000],
    ]) {
      expect(projectSnippetsOf(factor('frequency', frequency(mentions, total), 0.3), mentions)).toBe(total);
    }
    expect(projectSnippetsOf(factor('frequency', 1, 0.3), 5)).toBe(5);
    expect(projectSnippetsOf(factor('frequency', 0, 0, false), 5)).toBeNull();
  });
});
