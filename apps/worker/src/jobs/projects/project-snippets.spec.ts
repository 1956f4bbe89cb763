import type { StoredSnippet } from '@app/infrastructure/files';
import { analyseSnippets } from '@app/insights';
import { dayOf, documentSnippets, inRange, respondentIndices } from './project-snippets';

const stored = (
  snippetId: string,
  text: string,
  location: StoredSnippet['location'],
  extra: Partial<StoredSnippet> = {},
): StoredSnippet => ({
  snippetId,
  text,
  count: 1,
  location,
  ...extra,
});

describe('project snippets', () => {
  it('maps a transcript turn to a call snippet: stored id, seconds to milliseconds, speaker as the customer, upload date', () => {
    const { snippets, survey } = documentSnippets(
      { documentId: 'd1', fileName: 'call.vtt', kind: 'transcript', uploadedAt: '2026-01-10T10:00:00.000Z', surveyColumns: [] },
      { snippets: [stored('d1:0', 'Exports time out.', { start: 1.5, end: 4, speaker: 'Ana' })], surveyRows: [] },
    );
    expect(survey).toBeNull();
    expect(snippets).toEqual([
      {
        id: 'd1:0',
        text: 'Exports time out.',
        source: { type: 'call', id: 'd1', location: { timestampMs: 1500, speaker: 'Ana' } },
        date: '2026-01-10T10:00:00.000Z',
        customer: { name: 'Ana', attributes: {} },
      },
    ]);
  });

  it('keeps a document paragraph’s page, line and own date', () => {
    const { snippets } = documentSnippets(
      { documentId: 'd2', fileName: 'notes.pdf', kind: 'document', uploadedAt: '2026-01-10T10:00:00.000Z', surveyColumns: [] },
      {
        snippets: [
          stored('d2:0', 'Audit log please.', { page: 3, paragraph: 2, line: 7 }, { date: '2025-12-01' }),
          stored('d2:1', 'Bad date.', { page: 4 }, { date: 'not a date' }),
        ],
        surveyRows: [],
      },
    );
    expect(snippets.map((snippet) => [snippet.source, snippet.date, snippet.customer])).toEqual([
      [{ type: 'document', id: 'd2', location: { page: 3, line: 7 } }, '2025-12-01', undefined],
      [{ type: 'document', id: 'd2', location: { page: 4 } }, '2026-01-10T10:00:00.000Z', undefined],
    ]);
  });

  describe('surveys', () => {
    const rows = [
      { Respondent: 'r1', Score: '9', Why: 'Fast  support', Comment: 'x', Country: 'FR' },
      { Respondent: 'r2', Score: '2', Why: 'Too expensive', Comment: 'y', Country: 'DE' },
      { Respondent: 'r3', Score: '3', Why: 'Too expensive', Comment: 'z', Country: 'DE' },
    ];
    const columns = [
      { name: 'Respondent', type: 'None' as const, include: false, description: '' },
      { name: 'Score', type: 'nps' as const, include: true, description: '' },
      { name: 'Why', type: 'text' as const, include: true, description: '' },
      { name: 'Comment', type: 'text' as const, include: false, description: '' },
      { name: 'Country', type: 'None' as const, include: false, description: '' },
    ];
    const document = {
      documentId: 'd3',
      fileName: 'survey.csv',
      kind: 'survey' as const,
      uploadedAt: '2026-01-12T00:00:00.000Z',
      surveyColumns: columns,
    };

    it('gives answers of selected text columns only, located by their 1-based respondent, with the respondent as customer', () => {
      const { snippets, survey } = documentSnippets(document, {
        snippets: [
          stored('d3:0', 'Fast support', { row: 2, column: 'Why' }, { customer: { name: 'r1', country: 'FR' } }),
          stored('d3:1', 'x', { row: 2, column: 'Comment' }),
          stored('d3:2', 'Too expensive', { row: 3, column: 'Why' }, { customer: { name: 'r2', country: 'DE' } }),
        ],
        surveyRows: rows,
      });
      expect(snippets.map((snippet) => [snippet.id, snippet.source, snippet.customer])).toEqual([
        ['d3:0', { type: 'survey_answer', id: 'd3', location: { line: 1, column: 'Why' } }, { name: 'r1', attributes: { country: 'FR' } }],
        ['d3:2', { type: 'survey_answer', id: 'd3', location: { line: 2, column: 'Why' } }, { name: 'r2', attributes: { country: 'DE' } }],
      ]);
      expect(survey).toEqual({ id: 'd3', date: document.uploadedAt, rows, columns: { Score: 'nps' } });
    });

    it('finds respondents below a lower header and past skipped blank rows', () => {
      // Header on row 3, a blank row 5: respondents are on rows 4, 6 and 7; r3 repeats r2's answer (stored once).
      expect(
        respondentIndices(rows, [
          stored('d3:0', 'Fast support', { row: 4, column: 'Why' }),
          stored('d3:1', 'x', { row: 4, column: 'Comment' }),
          stored('d3:2', 'Too expensive', { row: 6, column: 'Why' }),
          stored('d3:3', 'Unknown', { row: 7, column: 'Why' }),
        ]),
      ).toEqual([0, 0, 1, undefined]);
    });

    it('lines up with the engine: a theme of detractors’ answers has their NPS breakdown', () => {
      const texts = [
        'The price is too high',
        'Pricing is far too expensive',
        'Too expensive for us',
        'Support answered fast',
        'Fast helpful support',
      ];
      const surveyRows = texts.map((text, index) => ({
        Respondent: `r${index + 1}`,
        Score: index < 3 ? '1' : '10',
        Why: text,
        Comment: '',
        Country: '',
      }));
      const { snippets, survey } = documentSnippets(document, {
        snippets: texts.map((text, index) => stored(`d3:${index}`, text, { row: index + 2, column: 'Why' })),
        surveyRows,
      });
      const result = analyseSnippets(snippets, {
        context: { goal: '', description: '', keywords: [] },
        now: '2026-02-01',
        k: 2,
        seed: 1,
        surveys: [survey!],
      });
      const price = result.insights.find((insight) => insight.memberSnippetIds.includes('d3:0'))!;
      expect(price.surveyColumnName).toBe('Why');
      const [breakdown] = price.surveyBreakdowns;
      expect(breakdown.surveyId).toBe('d3');
      expect(breakdown.breakdowns[0]).toMatchObject({ column: 'Score', type: 'nps', theme: { detractors: price.memberSnippetIds.length } });
    });
  });

  it('reads dates as UTC days and keeps those within an inclusive range', () => {
    expect(dayOf('2026-01-10T23:30:00.000Z')).toBe('2026-01-10');
    expect(dayOf('nope')).toBeNull();
    const range = { start: '2026-01-10', end: '2026-01-12' };
    expect(['2026-01-09T23:59:59Z', '2026-01-10', '2026-01-12T23:59:59Z', '2026-01-13'].map((date) => inRange(date, range))).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect(inRange('1999-01-01', { start: null, end: null })).toBe(true);
  });
});
