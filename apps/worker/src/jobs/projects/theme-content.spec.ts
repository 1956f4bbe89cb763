import type { AnalysedInsight, Snippet } from '@app/insights';
import { projectDescription, projectName } from './project-write-up';
import { documentIdOf, orderedMembers, revenueOf, sentimentOf, sourceBreakdownOf, themeContent } from './theme-content';

const snippet = (id: string, date: string): Snippet => ({
  id,
  text: id,
  source: { type: 'document', id: documentIdOf(id), location: {} },
  date,
});

describe('theme content', () => {
  it('takes a snippet’s document from the part before its last colon', () => {
    expect(documentIdOf('d1:12')).toBe('d1');
    expect(documentIdOf('a:b:3')).toBe('a:b');
  });

  it('labels the tone by its majority, else mixed', () => {
    expect(sentimentOf({ mean: -0.4, positive: 1, neutral: 1, negative: 5 })).toEqual({
      mean: -0.4,
      label: 'negative',
      positive: 1,
      neutral: 1,
      negative: 5,
    });
    expect(sentimentOf({ mean: 0, positive: 3, neutral: 1, negative: 3 }).label).toBe('mixed');
    expect(sentimentOf({ mean: 0, positive: 0, neutral: 4, negative: 1 }).label).toBe('neutral');
    expect(sentimentOf({ mean: 0, positive: 0, neutral: 0, negative: 0 }).label).toBe('neutral');
  });

  it('lists the quotes first, then the other members in the engine’s order', () => {
    expect(orderedMembers({ quotes: [{ snippetId: 'd:3', text: '' }], memberSnippetIds: ['d:1', 'd:2', 'd:3', 'd:4'] })).toEqual([
      'd:3',
      'd:1',
      'd:2',
      'd:4',
    ]);
  });

  it('breaks the members down by kind and by document, largest first', () => {
    const documents = new Map([
      ['a', { fileName: 'a.vtt', kind: 'transcript' as const }],
      ['b', { fileName: 'b.csv', kind: 'survey' as const }],
    ]);
    expect(sourceBreakdownOf(['a:0', 'b:0', 'b:1', 'a:1', 'b:2'], documents)).toEqual({
      byKind: { transcript: 2, survey: 3 },
      byDocument: [
        { documentId: 'b', fileName: 'b.csv', count: 3 },
        { documentId: 'a', fileName: 'a.vtt', count: 2 },
      ],
    });
  });

  it('writes the content and the members of a theme', () => {
    const insight = {
      id: 'theme-0',
      memberSnippetIds: ['a:0', 'a:1', 'b:0'],
      sentimentMean: -0.5,
      title: 'Exports, timeouts',
      summary: 'Three mentions.',
      keyPhrases: ['exports', 'timeouts'],
      quotes: [{ snippetId: 'b:0', text: 'b:0' }],
      sentiment: { mean: -0.5, positive: 0, neutral: 1, negative: 2 },
      impact: { score: 50, factors: [] },
      priority: { score: 40, factors: [] },
      surveyBreakdowns: [],
    } satisfies AnalysedInsight;
    const { content, members } = themeContent(insight, {
      snippetById: new Map(
        [snippet('a:0', '2026-01-10T08:00:00Z'), snippet('a:1', '2026-01-10'), snippet('b:0', '2026-01-12')].map((s) => [s.id, s]),
      ),
      documents: new Map([
        ['a', { fileName: 'a.md', kind: 'document' as const }],
        ['b', { fileName: 'b.csv', kind: 'survey' as const }],
      ]),
      sentimentBySnippet: new Map([
        ['a:0', -0.5],
        ['a:1', 0],
        ['b:0', -0.9],
      ]),
      hasSalesData: false,
      now: '2026-02-01T00:00:00.000Z',
      halfLifeDays: 30,
    });
    expect(members).toEqual([
      { snippetId: 'b:0', documentId: 'b', sentiment: -0.9 },
      { snippetId: 'a:0', documentId: 'a', sentiment: -0.5 },
      { snippetId: 'a:1', documentId: 'a', sentiment: 0 },
    ]);
    expect(content).toMatchObject({
      quotes: [{ snippetId: 'b:0', documentId: 'b', text: 'b:0' }],
      snippetCount: 3,
      sentiment: { label: 'negative' },
      surveyColumnName: null,
      mentionsByDay: { '2026-01-10': 2, '2026-01-12': 1 },
      sourceBreakdown: { byKind: { survey: 1, document: 2 } },
      measuredAt: '2026-02-01T00:00:00.000Z',
      halfLifeDays: 30,
      revenue: null,
    });
  });

  it('totals the ARR of the accounts behind a theme, each account once at its figure, largest first', () => {
    const speaking = (id: string, account: string | undefined, arr: number | undefined) => ({
      ...snippet(id, '2026-01-10'),
      ...(account !== undefined ? { customer: { name: account, attributes: {} } } : {}),
      ...(arr !== undefined ? { revenue: { arr } } : {}),
    });
    const snippets = [
      speaking('a:0', 'Acme', 120_000),
      speaking('a:1', 'ACME ', 120_000),
      speaking('a:2', 'Globex', 30_000),
      speaking('a:3', 'Initech', undefined),
      speaking('a:4', undefined, undefined),
    ];
    const byId = new Map(snippets.map((s) => [s.id, s]));
    expect(revenueOf(['a:0', 'a:1', 'a:2', 'a:3', 'a:4'], byId)).toEqual({
      totalArr: 150_000,
      accounts: 2,
      topAccounts: [
        { account: 'Acme', arr: 120_000 },
        { account: 'Globex', arr: 30_000 },
      ],
    });
    expect(revenueOf(['a:3', 'a:4'], byId)).toEqual({ totalArr: 0, accounts: 0, topAccounts: [] });
  });
});

describe('project write-up', () => {
  const themes = [
    { title: 'Luggage, lost', keyPhrases: ['luggage', 'lost'] },
    { title: 'Weather, rain', keyPhrases: ['weather', 'rain'] },
    { title: 'Luggage, delayed', keyPhrases: ['luggage', 'delayed'] },
    { title: 'Recipes', keyPhrases: ['recipes'] },
  ];

  it('names the project after the lead phrases of its top themes, within 60 characters', () => {
    expect(projectName(themes)).toBe('Luggage and weather');
    const long = [{ title: 'x', keyPhrases: ['an extraordinarily long key phrase about the checkout and the payment page'] }, ...themes];
    const name = projectName(long);
    expect(name.length).toBeLessThanOrEqual(60);
    expect(name).toBe('An extraordinarily long key phrase about the checkout and');
    expect(projectName([])).toBe('Customer insights');
  });

  it('describes it in one sentence with the snippet count and the top three themes', () => {
    expect(projectDescription(themes, 1234)).toBe(
      'Insights from 1,234 customer snippets; the leading themes are "Luggage, lost", "Weather, rain" and "Luggage, delayed".',
    );
    expect(projectDescription(themes.slice(0, 1), 1)).toBe('Insights from 1 customer snippet; the leading theme is "Luggage, lost".');
  });
});
