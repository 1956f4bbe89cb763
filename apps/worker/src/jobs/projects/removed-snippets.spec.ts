import type { InsightContent } from '@app/domain';
import type { Snippet } from '@app/insights';
import { themeWithoutRemoved } from './removed-snippets';

const content: Omit<InsightContent, 'membersArtefact'> = {
  title: 't',
  summary: 's',
  keyPhrases: [],
  quotes: [{ snippetId: 'd1:0', documentId: 'd1', text: 'a' }],
  snippetCount: 3,
  sentiment: { mean: -0.5, label: 'negative', positive: 0, neutral: 0, negative: 3 },
  impact: { score: 0, factors: [] },
  priority: { score: 0, factors: [] },
  surveyColumnName: null,
  surveyBreakdowns: [],
  sourceBreakdown: { byKind: { survey: 3 }, byDocument: [{ documentId: 'd1', fileName: 's.csv', count: 3 }] },
  revenue: null,
  mentionsByDay: { '2025-03-01': 3 },
  measuredAt: '2025-03-02T00:00:00.000Z',
  halfLifeDays: 30,
};
const members = ['d1:0', 'd1:1', 'd1:2'].map((snippetId) => ({ snippetId, documentId: 'd1', sentiment: -0.5 }));
const facts = {
  snippetById: new Map(members.map((m) => [m.snippetId, { id: m.snippetId, date: '2025-03-01T09:00:00Z' } as Snippet])),
  documents: new Map([['d1', { fileName: 's.csv', kind: 'survey' as const }]]),
};

describe('a continuing theme without the snippets people removed', () => {
  it('leaves them out of the members and the content', () => {
    const kept = themeWithoutRemoved({ content, members }, new Set(['d1:0']), facts)!;
    expect(kept.members.map((m) => m.snippetId)).toEqual(['d1:1', 'd1:2']);
    expect(kept.content).toMatchObject({ snippetCount: 2, quotes: [], mentionsByDay: { '2025-03-01': 2 } });
    expect(kept.content.sourceBreakdown.byKind).toEqual({ survey: 2 });
    expect('membersArtefact' in kept.content).toBe(false);
  });

  it('changes nothing when none was removed, or when all were', () => {
    expect(themeWithoutRemoved({ content, members }, new Set(['d9:0']), facts)).toBeNull();
    expect(themeWithoutRemoved({ content, members }, new Set(['d1:0', 'd1:1', 'd1:2']), facts)).toBeNull();
  });
});
