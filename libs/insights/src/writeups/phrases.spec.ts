import {
  breakdownFacts,
  breakdownSentence,
  decimal,
  evidenceSentence,
  inSentence,
  percent,
  revenueSentence,
  sentimentPhrase,
  sourcesPhrase,
  summarySentence,
  wholeNumber,
} from './phrases';
import { insight } from './writeups.spec-helper';

const sentiment = (negative: number, neutral: number, positive: number) => ({ mean: 0, label: 'mixed', positive, neutral, negative });

describe('write-up phrases', () => {
  it('formats numbers the same on every machine', () => {
    expect([wholeNumber(120000), wholeNumber(999), wholeNumber(1234567.6), wholeNumber(-4500)]).toEqual([
      '120,000',
      '999',
      '1,234,568',
      '-4,500',
    ]);
    expect([decimal(3.425), decimal(3), decimal(-0.04), decimal(2.96)]).toEqual(['3.4', '3', '0', '3']);
    expect([percent(14, 60), percent(1, 1000), percent(0, 10), percent(3, 0)]).toEqual(['23 %', '<1 %', '0 %', '0 %']);
  });

  it('says how an insight feels from its counts, leaving out zeros', () => {
    expect(sentimentPhrase(insight('a', { sentiment: sentiment(11, 2, 0) }))).toBe('mostly negative (11 negative, 2 neutral)');
    expect(sentimentPhrase(insight('a', { sentiment: sentiment(0, 0, 4) }))).toBe('all positive (4 positive)');
    expect(sentimentPhrase(insight('a', { sentiment: sentiment(3, 0, 3) }))).toBe('mixed sentiment (3 negative, 3 positive)');
    expect(sentimentPhrase(insight('a', { sentiment: sentiment(0, 0, 0) }))).toBe('sentiment mixed');
    expect(sentimentPhrase(insight('a', { sentiment: { ...sentiment(0, 0, 0), label: ' ' } }))).toBeNull();
  });

  it('names sources most snippets first, skipping empty ones', () => {
    expect(sourcesPhrase({ survey: 2, transcript: 12, chat: 0, web_page: 2 })).toBe(
      '12 from transcripts, 2 from survey answers and 2 from web page',
    );
    expect(sourcesPhrase({})).toBeNull();
  });

  it('builds the evidence sentence of the brief’s example', () => {
    const lost = insight('lost', {
      title: 'Lost luggage.',
      snippetCount: 14,
      sentiment: sentiment(11, 2, 0),
      sourceKinds: { transcript: 12, survey: 2 },
      revenue: { totalArr: 120000, accounts: 3 },
    });
    expect(evidenceSentence(lost, 60)).toBe(
      'Lost luggage: 14 of 60 snippets (23 %), 12 from transcripts and 2 from survey answers, mostly negative (11 negative, 2 neutral).',
    );
    expect(revenueSentence(lost)).toBe('Accounts behind it: 3, $120,000 ARR.');
    expect(revenueSentence(insight('x', { revenue: { totalArr: 0, accounts: 0 } }))).toBeNull();
  });

  it('reads survey breakdowns defensively: only a mean or NPS with both sides numbers', () => {
    const facts = breakdownFacts(
      insight('s', {
        surveyBreakdowns: [
          null,
          'likert',
          { column: 'No responses', type: 'likert', theme: { responses: 0, mean: null }, all: { responses: 10, mean: 3 } },
          { column: 'Text', type: 'text', theme: { responses: 4, mean: 2 }, all: { responses: 9, mean: 3 } },
          {
            column: 'Nights',
            type: 'numeric',
            theme: { responses: 4, mean: 2.25 },
            all: { responses: 9, mean: 3 },
            scale: { min: 1, max: 5 },
          },
          { column: 'Recommend', type: 'nps', theme: { responses: 5, nps: -40 }, all: { responses: 50, nps: 12.4 } },
        ],
      }),
    );
    expect(facts.map(breakdownSentence)).toEqual([
      'Respondents behind it rate "Nights" 2.3 on average against 3 for all respondents (4 responses).',
      'Respondents behind it give "Recommend" an NPS of -40 against 12 for all respondents (5 responses).',
    ]);
    expect(breakdownFacts(insight('t', { surveyBreakdowns: undefined as unknown as unknown[] }))).toEqual([]);
  });

  it('puts titles inside sentences and skips summaries that only repeat the title', () => {
    expect([inSentence('Lost luggage'), inSentence('CSV export slow'), inSentence('iPhone app')]).toEqual([
      'lost luggage',
      'CSV export slow',
      'iPhone app',
    ]);
    expect(summarySentence(insight('a', { title: 'Lost luggage', summary: 'Lost luggage.' }))).toBeNull();
    expect(summarySentence(insight('a', { summary: '  Bags go\nmissing ' }))).toBe('Bags go missing.');
  });
});
