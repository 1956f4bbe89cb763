import type { Snippet } from '../model/snippet';
import { aggregateSentiment } from '../sentiment/aggregate';
import { detectColumnType } from '../survey/column-type';
import type { SurveyRow } from '../survey/survey-breakdown';
import { surveySnippets, type Survey } from '../survey/survey-snippets';
import { analyseSnippets, type AnalysedInsight } from './analyse-snippets';
import { offlineSummary } from './theme-summary';
import { surveyColumnNameOf, themeSurveyBreakdowns } from './theme-surveys';

/**
 * A small hand-made project: survey A's free-text answers are about exports (only survey answers)
 * and billing (with calls); survey B's are about login (with calls). Survey A rates ease of use
 * (likert 1-5), how likely they are to recommend (nps) and the seats they pay for (numeric);
 * survey B rates satisfaction in words.
 */
const IMPROVE = 'What could we improve?';
const RECOMMEND = 'How likely are you to recommend us?';

const surveyARows: SurveyRow[] = [
  { Respondent: 'r1', [IMPROVE]: 'Please let us export reports to excel', 'Ease of use': '2', [RECOMMEND]: '3', Seats: '10' },
  { Respondent: 'r2', [IMPROVE]: 'Exporting reports to excel would save hours', 'Ease of use': '1', [RECOMMEND]: '5', Seats: '20' },
  { Respondent: 'r3', [IMPROVE]: 'We need an excel export for the monthly reports', 'Ease of use': '2', [RECOMMEND]: '6', Seats: '30' },
  { Respondent: 'r4', [IMPROVE]: 'Can reports be exported as excel spreadsheets', 'Ease of use': '3', [RECOMMEND]: '7', Seats: '40' },
  {
    Respondent: 'r5',
    [IMPROVE]: 'Export to excel is the feature we miss most in reports',
    'Ease of use': '1',
    [RECOMMEND]: '2',
    Seats: '',
  },
  { Respondent: 'r6', [IMPROVE]: 'An excel export button on reports would be great', 'Ease of use': '2', [RECOMMEND]: '9', Seats: '50' },
  { Respondent: 'r7', [IMPROVE]: 'The invoice charged us twice this month', 'Ease of use': '4', [RECOMMEND]: '10', Seats: '5' },
  { Respondent: 'r8', [IMPROVE]: 'We were billed twice for the same invoice', 'Ease of use': '5', [RECOMMEND]: '9', Seats: '8' },
  {
    Respondent: 'r9',
    [IMPROVE]: 'Double charge on our invoice again, very frustrating',
    'Ease of use': '4',
    [RECOMMEND]: '8',
    Seats: '12',
  },
  { Respondent: 'r10', [IMPROVE]: '', 'Ease of use': '5', [RECOMMEND]: '10', Seats: '100' },
];
const ANYTHING = 'Anything else?';
const surveyBRows: SurveyRow[] = [
  { Respondent: 's1', [ANYTHING]: 'I cannot log in with single sign on', Satisfaction: 'Very dissatisfied' },
  { Respondent: 's2', [ANYTHING]: 'Single sign on login fails every morning', Satisfaction: 'Dissatisfied' },
  { Respondent: 's3', [ANYTHING]: 'Login through single sign on keeps failing', Satisfaction: 'Very dissatisfied' },
  { Respondent: 's4', [ANYTHING]: 'n/a', Satisfaction: 'Very satisfied' },
];

/** Column types as the product detects them. */
function columnsOf(rows: readonly SurveyRow[]): Survey['columns'] {
  const headers = Object.keys(rows[0]);
  return Object.fromEntries(
    headers.map((header) => [
      header,
      detectColumnType(
        rows.map((row) => String(row[header] ?? '')),
        header,
      ).type,
    ]),
  );
}

const surveyA: Survey = {
  id: 'survey-a',
  date: '2026-10-20',
  rows: surveyARows,
  columns: columnsOf(surveyARows),
  respondentColumn: 'Respondent',
};
const surveyB: Survey = {
  id: 'survey-b',
  date: '2026-10-25',
  rows: surveyBRows,
  columns: columnsOf(surveyBRows),
  respondentColumn: 'Respondent',
};

const callTexts = [
  'Invoice amounts are wrong and we got charged twice',
  'Billing sent a duplicate invoice and charged the card twice',
  'Why is my invoice showing a double charge',
  'Our team cannot log in since single sign on broke',
  'Single sign on login error blocks the whole team',
  'Log in with single sign on is broken again',
];
const calls: Snippet[] = callTexts.map((text, index) => ({
  id: `call-snippet-${index}`,
  text,
  source: { type: 'call', id: `call-${index % 2}`, location: { line: index + 1 } },
  date: new Date(Date.UTC(2026, 9, 2 + index * 3)).toISOString(),
  customer: { name: `Account ${index}`, attributes: {} },
}));

const context = { goal: 'Understand what customers ask for', description: '', keywords: [] };
const now = '2026-11-20T00:00:00.000Z';
const input = (): Snippet[] => [...calls, ...surveySnippets(surveyA), ...surveySnippets(surveyB)];

describe('analyseSnippets with surveys', () => {
  const result = analyseSnippets(input(), { context, now, k: 3, seed: 7, surveys: [surveyA, surveyB] });
  const themeOf = (snippetId: string): AnalysedInsight => result.insights.find((insight) => insight.memberSnippetIds.includes(snippetId))!;
  const exportTheme = themeOf('survey-a/1/What%20could%20we%20improve%3F');
  const billingTheme = themeOf('call-snippet-0');
  const loginTheme = themeOf('call-snippet-3');

  it('detects the hand-made columns as the product would', () => {
    expect(surveyA.columns).toEqual({
      Respondent: 'None',
      [IMPROVE]: 'text',
      'Ease of use': 'likert',
      [RECOMMEND]: 'nps',
      Seats: 'numeric',
    });
    expect(surveyB.columns).toEqual({ Respondent: 'None', [ANYTHING]: 'text', Satisfaction: 'likert' });
  });

  it('lets the survey text answers feed themes, each answer counted once', () => {
    expect(result.insights).toHaveLength(3);
    const members = result.insights.flatMap((insight) => insight.memberSnippetIds);
    expect(members).toHaveLength(6 + 9 + 3);
    expect(new Set(members).size).toBe(members.length);
    expect([...exportTheme.memberSnippetIds].sort()).toEqual(
      [1, 2, 3, 4, 5, 6].map((row) => `survey-a/${row}/What%20could%20we%20improve%3F`),
    );
    expect([...billingTheme.memberSnippetIds].sort()).toEqual([
      'call-snippet-0',
      'call-snippet-1',
      'call-snippet-2',
      ...[7, 8, 9].map((row) => `survey-a/${row}/What%20could%20we%20improve%3F`),
    ]);
    expect([...loginTheme.memberSnippetIds].sort()).toEqual([
      'call-snippet-3',
      'call-snippet-4',
      'call-snippet-5',
      'survey-b/1/Anything%20else%3F',
      'survey-b/2/Anything%20else%3F',
      'survey-b/3/Anything%20else%3F',
    ]);
  });

  it("gives a theme of one survey column that column's name, and mixed themes none", () => {
    expect(exportTheme.surveyColumnName).toBe(IMPROVE);
    expect('surveyColumnName' in billingTheme).toBe(false);
    expect('surveyColumnName' in loginTheme).toBe(false);
  });

  it("breaks down survey A's likert, nps and numeric columns for the export theme's respondents (rows 1-6)", () => {
    expect(exportTheme.surveyBreakdowns).toEqual([
      {
        surveyId: 'survey-a',
        breakdowns: [
          {
            column: 'Ease of use',
            type: 'likert',
            scale: { min: 1, max: 5 },
            theme: {
              responses: 6,
              mean: 11 / 6,
              distribution: [
                { value: 1, count: 2, share: 2 / 6 },
                { value: 2, count: 3, share: 3 / 6 },
                { value: 3, count: 1, share: 1 / 6 },
                { value: 4, count: 0, share: 0 },
                { value: 5, count: 0, share: 0 },
              ],
            },
            all: {
              responses: 10,
              mean: 2.9,
              distribution: [
                { value: 1, count: 2, share: 0.2 },
                { value: 2, count: 3, share: 0.3 },
                { value: 3, count: 1, share: 0.1 },
                { value: 4, count: 2, share: 0.2 },
                { value: 5, count: 2, share: 0.2 },
              ],
            },
            delta: { mean: 11 / 6 - 2.9 },
          },
          {
            column: RECOMMEND,
            type: 'nps',
            theme: { responses: 6, promoters: 1, passives: 1, detractors: 4, nps: -50 },
            all: { responses: 10, promoters: 4, passives: 2, detractors: 4, nps: 0 },
            delta: { nps: -50 },
          },
          {
            column: 'Seats',
            type: 'numeric',
            theme: { responses: 5, mean: 30, median: 30, min: 10, max: 50 },
            all: { responses: 9, mean: 275 / 9, median: 20, min: 5, max: 100 },
            delta: { mean: 30 - 275 / 9, median: 10 },
          },
        ],
      },
    ]);
  });

  it('breaks down only the surveys whose respondents speak in the theme', () => {
    expect(billingTheme.surveyBreakdowns.map((entry) => entry.surveyId)).toEqual(['survey-a']);
    const [ease, recommend, seats] = billingTheme.surveyBreakdowns[0].breakdowns;
    expect(ease.type === 'likert' && ease.theme.mean).toBe(13 / 3);
    expect(recommend.type === 'nps' && recommend.theme).toEqual({ responses: 3, promoters: 2, passives: 1, detractors: 0, nps: 200 / 3 });
    expect(seats.type === 'numeric' && seats.theme).toEqual({ responses: 3, mean: 25 / 3, median: 8, min: 5, max: 12 });

    expect(loginTheme.surveyBreakdowns).toEqual([
      {
        surveyId: 'survey-b',
        breakdowns: [
          {
            column: 'Satisfaction',
            type: 'likert',
            scale: {
              min: 1,
              max: 5,
              family: 'satisfaction',
              labels: ['strongly dissatisfied', 'dissatisfied', 'neutral', 'satisfied', 'strongly satisfied'],
            },
            theme: {
              responses: 3,
              mean: 4 / 3,
              distribution: [
                { value: 1, label: 'strongly dissatisfied', count: 2, share: 2 / 3 },
                { value: 2, label: 'dissatisfied', count: 1, share: 1 / 3 },
                { value: 3, label: 'neutral', count: 0, share: 0 },
                { value: 4, label: 'satisfied', count: 0, share: 0 },
                { value: 5, label: 'strongly satisfied', count: 0, share: 0 },
              ],
            },
            all: expect.objectContaining({ responses: 4, mean: 2.25 }),
            delta: { mean: 4 / 3 - 2.25 },
          },
        ],
      },
    ]);
  });

  it('writes each summary from the data', () => {
    expect(exportTheme.summary).toMatch(
      /^6 customers mention .+ in answers to "What could we improve\?", (all (negative|positive|neutral)|mostly (negative|positive|neutral) \(\d of 6\)|mixed \(\d positive, \d negative\))\.$/,
    );
    expect(loginTheme.summary).toMatch(/^6 customers mention .+ across 2 calls and 1 survey, /);
  });

  it('gives no breakdowns without surveys, and no themes from a survey whose answers are not among the snippets', () => {
    const withoutSurveys = analyseSnippets(input(), { context, now, k: 3, seed: 7 });
    expect(withoutSurveys.insights.every((insight) => insight.surveyBreakdowns.length === 0)).toBe(true);
    expect(
      withoutSurveys.insights.find((insight) => insight.memberSnippetIds.includes(exportTheme.memberSnippetIds[0]))!.surveyColumnName,
    ).toBe(IMPROVE);
    const callsOnly = analyseSnippets(calls, { context, now, k: 2, seed: 7, surveys: [surveyA, surveyB] });
    expect(callsOnly.insights.flatMap((insight) => insight.memberSnippetIds)).toHaveLength(calls.length);
    expect(callsOnly.insights.every((insight) => insight.surveyBreakdowns.length === 0)).toBe(true);
  });

  it('refuses answers passed twice and surveys of one id given twice', () => {
    expect(() => analyseSnippets([...input(), ...surveySnippets(surveyA)], { context, now, k: 3, seed: 7 })).toThrow(/given twice/);
    expect(() => analyseSnippets(input(), { context, now, k: 3, seed: 7, surveys: [surveyA, surveyA] })).toThrow(
      /survey id "survey-a" is given twice/,
    );
  });

  it('is deterministic with surveys', () => {
    const again = analyseSnippets(input(), { context, now, k: 3, seed: 7, surveys: [surveyA, surveyB] });
    expect(JSON.stringify(again.insights)).toBe(JSON.stringify(result.insights));
  });
});

describe('surveyColumnNameOf and themeSurveyBreakdowns', () => {
  const answers = surveySnippets(surveyA);
  const answer = (row: number, column: string, surveyId = 'survey-a'): Snippet => ({
    ...answers[0],
    id: `${surveyId}/${row}/${column}`,
    source: { type: 'survey_answer', id: surveyId, location: { line: row, column } },
  });

  it('needs every snippet to answer the same column of the same survey', () => {
    expect(surveyColumnNameOf([answer(1, 'Q'), answer(2, 'Q')])).toBe('Q');
    expect(surveyColumnNameOf([answer(1, 'Q'), answer(2, 'R')])).toBeUndefined();
    expect(surveyColumnNameOf([answer(1, 'Q'), answer(2, 'Q', 'other-survey')])).toBeUndefined();
    expect(surveyColumnNameOf([answer(1, 'Q'), calls[0]])).toBeUndefined();
    expect(surveyColumnNameOf([calls[0]])).toBeUndefined();
    expect(surveyColumnNameOf([])).toBeUndefined();
  });

  it('counts a respondent once however many of their answers the theme holds, and ignores rows the survey lacks', () => {
    const [entry] = themeSurveyBreakdowns([answer(1, 'Q'), answer(1, 'R'), answer(99, 'Q')], [surveyA]);
    expect(entry.breakdowns.map((breakdown) => breakdown.theme.responses)).toEqual([1, 1, 1]);
    expect(themeSurveyBreakdowns([answer(99, 'Q')], [surveyA])).toEqual([]);
  });
});

describe('offlineSummary', () => {
  const snippet = (id: string, type: Snippet['source']['type'], sourceId: string, customer?: string): Snippet => ({
    id,
    text: id,
    source: { type, id: sourceId, location: {} },
    date: '2026-10-01',
    ...(customer !== undefined ? { customer: { name: customer, attributes: {} } } : {}),
  });
  const phrases = ['invoice', 'charged twice', 'double charge', 'refund'];

  it('counts customers, mentions, sources by type and the tone', () => {
    const members = [
      snippet('a', 'call', 'c1', 'Acme'),
      snippet('b', 'call', 'c2', 'Beta'),
      snippet('c', 'survey_answer', 's1', 'acme '),
      snippet('d', 'call', 'c1', 'Gamma'),
    ];
    expect(
      offlineSummary({
        members,
        keyPhrases: phrases,
        title: 'Invoice, charged twice',
        sentiment: aggregateSentiment([-0.5, -0.2, 0.1, -0.4]),
      }),
    ).toBe('3 customers mention invoice, charged twice and double charge 4 times across 2 calls and 1 survey, mostly negative (3 of 4).');
  });

  it('counts mentions when some have no named customer, and says when opinions are mixed', () => {
    const members = [
      snippet('a', 'document', 'd1', 'Acme'),
      snippet('b', 'document', 'd1'),
      snippet('c', 'document', 'd1'),
      snippet('d', 'document', 'd1'),
    ];
    expect(offlineSummary({ members, keyPhrases: [], title: 'Onboarding', sentiment: aggregateSentiment([0.5, -0.5, 0, 0.2]) })).toBe(
      '4 mentions of onboarding from 1 named customer in 1 document, mixed (2 positive, 1 negative).',
    );
    expect(
      offlineSummary({
        members: [snippet('a', 'web', 'w1')],
        keyPhrases: ['dark mode'],
        title: 'Dark mode',
        sentiment: aggregateSentiment([0.3]),
      }),
    ).toBe('1 mention of dark mode in 1 web page, positive.');
  });

  it('names the survey column a theme comes from', () => {
    const members = [snippet('a', 'survey_answer', 's1', 'r1'), snippet('b', 'survey_answer', 's1', 'r2')];
    expect(
      offlineSummary({
        members,
        keyPhrases: ['excel export'],
        title: 'Excel export',
        sentiment: aggregateSentiment([0, 0]),
        surveyColumnName: IMPROVE,
      }),
    ).toBe('2 customers mention excel export in answers to "What could we improve?", all neutral.');
  });
});
