import { likertScaleOf, likertValue } from './likert-scale';
import { surveyBreakdown, type SurveyRow } from './survey-breakdown';
import { respondentRowsOf, surveySnippetId, surveySnippets } from './survey-snippets';

const rows: SurveyRow[] = [
  { id: 'r1', Age: '34', 'Ease of use': '2', Agreement: 'Strongly disagree', Recommend: '3', Seats: '10', Feedback: 'Export is slow' },
  { id: 'r2', Age: '41', 'Ease of use': '1', Agreement: 'Disagree', Recommend: '6', Seats: '30', Feedback: 'export keeps failing' },
  { id: 'r3', Age: '29', 'Ease of use': '5', Agreement: 'Agree', Recommend: '10', Seats: '5', Feedback: 'Love it' },
  { id: 'r4', Age: '', 'Ease of use': '4', Agreement: 'Strongly agree', Recommend: '9', Seats: '', Feedback: '' },
  { id: 'r5', Age: '52', 'Ease of use': 'n/a', Agreement: 'Neutral', Recommend: '8', Seats: '15', Feedback: 'Fine' },
];
const columns = {
  id: 'None',
  Age: 'numeric',
  'Ease of use': 'likert',
  Agreement: 'likert',
  Recommend: 'nps',
  Seats: 'numeric',
  Feedback: 'text',
} as const;

describe('surveyBreakdown', () => {
  const [age, ease, agreement, recommend, seats] = surveyBreakdown(rows, columns, [0, 1]);

  it('breaks down only likert, nps and numeric columns, in column order', () => {
    expect(surveyBreakdown(rows, columns, [0, 1]).map((b) => b.column)).toEqual(['Age', 'Ease of use', 'Agreement', 'Recommend', 'Seats']);
  });

  it('likert: distribution over the whole scale and mean, against all respondents', () => {
    expect(ease).toEqual({
      column: 'Ease of use',
      type: 'likert',
      scale: { min: 1, max: 5 },
      theme: {
        responses: 2,
        mean: 1.5,
        distribution: [
          { value: 1, count: 1, share: 0.5 },
          { value: 2, count: 1, share: 0.5 },
          { value: 3, count: 0, share: 0 },
          { value: 4, count: 0, share: 0 },
          { value: 5, count: 0, share: 0 },
        ],
      },
      all: expect.objectContaining({ responses: 4, mean: 3 }),
      delta: { mean: -1.5 },
    });
  });

  it('likert: worded answers become positions with labels', () => {
    expect(agreement.type === 'likert' && agreement.scale).toEqual({
      min: 1,
      max: 5,
      family: 'agreement',
      labels: ['strongly disagree', 'disagree', 'neutral', 'agree', 'strongly agree'],
    });
    expect(agreement.type === 'likert' && agreement.theme.mean).toBe(1.5);
    expect(agreement.type === 'likert' && agreement.all.mean).toBe(3);
    expect(agreement.type === 'likert' && agreement.theme.distribution[0]).toEqual({
      value: 1,
      label: 'strongly disagree',
      count: 1,
      share: 0.5,
    });
  });

  it('nps: promoters, passives, detractors and the score, against all respondents', () => {
    expect(recommend).toEqual({
      column: 'Recommend',
      type: 'nps',
      theme: { responses: 2, promoters: 0, passives: 0, detractors: 2, nps: -100 },
      all: { responses: 5, promoters: 2, passives: 1, detractors: 2, nps: 0 },
      delta: { nps: -100 },
    });
  });

  it('numeric: mean, median, min, max, blanks left out', () => {
    expect(seats).toEqual({
      column: 'Seats',
      type: 'numeric',
      theme: { responses: 2, mean: 20, median: 20, min: 10, max: 30 },
      all: { responses: 4, mean: 15, median: 12.5, min: 5, max: 30 },
      delta: { mean: 5, median: 7.5 },
    });
    expect(age.type === 'numeric' && age.all).toEqual({ responses: 4, mean: 39, median: 37.5, min: 29, max: 52 });
  });

  it('gives nulls, not NaN, for a theme without answers', () => {
    const [, , , nps, numeric] = surveyBreakdown(rows, columns, [3, 99, -1]);
    expect(nps.type === 'nps' && nps.theme).toEqual({ responses: 1, promoters: 1, passives: 0, detractors: 0, nps: 100 });
    expect(numeric).toEqual(
      expect.objectContaining({
        theme: { responses: 0, mean: null, median: null, min: null, max: null },
        delta: { mean: null, median: null },
      }),
    );
  });
});

describe('likert scales', () => {
  it('uses the 7-point form when somewhat/slightly answers appear next to plain ones', () => {
    const scale = likertScaleOf(['Agree', 'Somewhat agree', 'Strongly disagree'])!;
    expect(scale.max).toBe(7);
    expect(likertValue('somewhat agree', scale)).toBe(5);
    expect(likertValue('Agree', scale)).toBe(6);
  });

  it('uses the 5-point somewhat form when it is the only one used', () => {
    const scale = likertScaleOf(['Strongly agree', 'Somewhat agree', 'Neutral', 'Somewhat disagree'])!;
    expect(scale.labels).toEqual(['strongly disagree', 'somewhat disagree', 'neutral', 'somewhat agree', 'strongly agree']);
    expect(likertValue('Somewhat agree', scale)).toBe(4);
  });

  it('numeric scales: 1-5 unless answers go above 5, then 1-7; 0-based when 0 appears', () => {
    expect(likertScaleOf(['1', '3'])).toEqual({ min: 1, max: 5 });
    expect(likertScaleOf(['1', '6'])).toEqual({ min: 1, max: 7 });
    expect(likertScaleOf(['0', '4'])).toEqual({ min: 0, max: 4 });
    expect(likertValue('9', { min: 1, max: 5 })).toBeUndefined();
  });
});

describe('surveySnippets', () => {
  const survey = { id: 'survey-1', date: '2026-05-01', rows, columns, respondentColumn: 'id' };
  const snippets = surveySnippets(survey);

  it('turns each text answer into a snippet with its respondent, row and column', () => {
    expect(snippets.map((s) => s.text)).toEqual(['Export is slow', 'export keeps failing', 'Love it', 'Fine']);
    expect(snippets[0]).toEqual({
      id: 'survey-1/1/Feedback',
      text: 'Export is slow',
      source: { type: 'survey_answer', id: 'survey-1', location: { line: 1, column: 'Feedback', speaker: 'r1' } },
      date: '2026-05-01',
      customer: { name: 'r1', attributes: { age: '34' } },
    });
    expect(snippets[3].customer).toEqual({ name: 'r5', attributes: { age: '52' } });
  });

  it("maps a theme's survey snippets back to respondent rows", () => {
    expect([...respondentRowsOf([snippets[0], snippets[3]], 'survey-1')]).toEqual([0, 4]);
    expect([...respondentRowsOf([snippets[0]], 'other-survey')]).toEqual([]);
    expect(surveySnippetId('s', 0, 'What / why?')).toBe('s/1/What%20%2F%20why%3F');
  });
});
