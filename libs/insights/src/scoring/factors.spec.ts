import { scoringCorpus } from './corpus';
import {
  businessImpactFactor,
  consistencyFactor,
  frequencyFactor,
  logShare,
  recencyFactor,
  relevanceFactor,
  revenueFactor,
  sentimentFactor,
  themeArr,
} from './factors';
import { stageWeight } from './opportunity-stage';
import { NOW_MS, daysAgo, snippet } from './scoring.spec-helper';

const context = { goal: '', description: '', keywords: [] as string[] };

describe('frequency', () => {
  it('is ln(1 + mentions) / ln(1 + total)', () => {
    expect(logShare(0, 10)).toBe(0);
    expect(logShare(10, 10)).toBe(1);
    expect(frequencyFactor(3, 15).value).toBeCloseTo(0.5, 12);
    expect(frequencyFactor(3, 15).explanation).toBe('Mentioned in 3 of 15 snippets (20%); log-scaled to 50%.');
  });

  it('never exceeds 1, even when the total is understated', () => {
    expect(frequencyFactor(5, 2).value).toBe(1);
  });
});

describe('recency', () => {
  it('halves the weight of a mention every half-life and averages over members', () => {
    expect(recencyFactor([snippet({ daysOld: 30 })], NOW_MS, 30).value).toBeCloseTo(0.5, 12);
    expect(recencyFactor([snippet({ daysOld: 0 }), snippet({ daysOld: 30 })], NOW_MS, 30).value).toBeCloseTo(0.75, 12);
    expect(recencyFactor([snippet({ daysOld: 14 })], NOW_MS, 7).value).toBeCloseTo(0.25, 12);
  });

  it('counts a date after now as fresh, and leaves out invalid dates', () => {
    expect(recencyFactor([snippet({ daysOld: -5 })], NOW_MS, 30).value).toBe(1);
    expect(recencyFactor([snippet({ daysOld: 30 }), snippet({ date: 'not a date' })], NOW_MS, 30).value).toBeCloseTo(0.5, 12);
    expect(recencyFactor([snippet({ date: 'not a date' })], NOW_MS, 30)).toEqual(expect.objectContaining({ value: 0 }));
  });

  it('explains the equivalent age', () => {
    expect(recencyFactor([snippet({ daysOld: 0 }), snippet({ daysOld: 30 })], NOW_MS, 30).explanation).toBe(
      'Freshness 75% with a 30-day half-life: as if every mention were 12.5 days old; the newest is 0 days old, over 2 dated mentions.',
    );
  });

  it('refuses a half-life that is not positive', () => {
    expect(() => recencyFactor([], NOW_MS, 0)).toThrow(RangeError);
    expect(() => recencyFactor([], NOW_MS, Number.NaN)).toThrow(RangeError);
  });
});

describe('consistency', () => {
  it('averages the spread over the dimensions that can tell themes apart', () => {
    // Project: 3 sources, 3 customers, all in one week -> weeks are left out.
    const a = snippet({ sourceId: 'c1', customer: 'A', daysOld: 1 });
    const b = snippet({ sourceId: 'c2', customer: 'A', daysOld: 1 });
    const c = snippet({ sourceId: 'c3', customer: 'B', daysOld: 1 });
    const d = snippet({ sourceId: 'c3', customer: 'C', daysOld: 1 });
    const corpus = scoringCorpus([a, b, c, d]);
    const factor = consistencyFactor([a, b], corpus);
    expect(factor.value).toBeCloseTo((0.5 + 0) / 2, 12);
    expect(factor.explanation).toBe('Seen across 2 of 3 sources, 1 of 3 customers (counted up to the target spread): 25%.');
    expect(consistencyFactor([a, b, c, d], corpus).value).toBe(1);
  });

  it('caps each dimension at its target: 5 sources, 5 customers, 4 weeks', () => {
    const snippets = Array.from({ length: 10 }, (_, index) =>
      snippet({ sourceId: `doc-${index}`, customer: `C${index}`, daysOld: index * 7 }),
    );
    const corpus = scoringCorpus(snippets);
    expect(consistencyFactor(snippets.slice(0, 5), corpus).value).toBe(1);
    expect(consistencyFactor(snippets.slice(0, 3), corpus).value).toBeCloseTo((2 / 4 + 2 / 4 + 2 / 3) / 3, 12);
  });

  it('is unknown in a project with one source, one customer and one week', () => {
    const only = [snippet({ sourceId: 'x', customer: 'A' }), snippet({ sourceId: 'x', customer: 'A' })];
    expect(consistencyFactor(only, scoringCorpus(only)).value).toBeUndefined();
  });
});

describe('sentiment', () => {
  it.each([
    [-1, 1],
    [-0.5, 0.75],
    [0, 0.5],
    [1, 0],
    [-3, 1],
  ])('mean sentiment %d gives %d (negative = pain = more)', (sentiment, value) => {
    expect(sentimentFactor(sentiment).value).toBeCloseTo(value, 12);
  });

  it('is unknown without a finite sentiment', () => {
    expect(sentimentFactor(Number.NaN).value).toBeUndefined();
  });
});

describe('relevance', () => {
  it('takes the supplied relevance, clamped to 0..1', () => {
    expect(relevanceFactor(0.7, [], context).value).toBe(0.7);
    expect(relevanceFactor(1.4, [], context).value).toBe(1);
  });

  it('falls back to keyword overlap with the members', () => {
    const members = [snippet({ text: 'Pricing page is confusing' }), snippet({ text: 'the invoices never arrive' })];
    const factor = relevanceFactor(undefined, members, {
      goal: 'x',
      description: '',
      keywords: ['pricing', 'invoice', 'dark mode', 'sso'],
    });
    expect(factor.value).toBeCloseTo(2 / 3, 12);
    expect(factor.explanation).toBe('Mentions 2 of 4 project keywords: pricing, invoice.');
  });

  it('is unknown when the project has no keywords and no goal', () => {
    expect(relevanceFactor(undefined, [snippet()], context).value).toBeUndefined();
  });
});

describe('business impact', () => {
  it('is 0.6 * customer reach + 0.4 * mean stage weight', () => {
    const a = snippet({ customer: 'A', stage: 'Closed Won' });
    const b = snippet({ customer: 'B' });
    const corpus = scoringCorpus([a, b, snippet({ customer: 'C', stage: 'Prospecting' }), snippet({ customer: 'D' })]);
    expect(businessImpactFactor([a, b], corpus).value).toBeCloseTo(0.6 * (Math.log(3) / Math.log(5)) + 0.4 * 1, 12);
  });

  it('uses reach alone without stages, stages alone without customers, and is unknown with neither', () => {
    const a = snippet({ customer: 'A' });
    const corpus = scoringCorpus([a, snippet({ customer: 'B' }), snippet({ customer: 'C' })]);
    expect(businessImpactFactor([a], corpus).value).toBeCloseTo(Math.log(2) / Math.log(4), 12);
    const deal = snippet({ sourceId: 'deal-1', stage: 'Negotiation/Review' });
    expect(businessImpactFactor([deal], scoringCorpus([deal, snippet({ stage: 'Prospecting' })])).value).toBeCloseTo(0.9, 12);
    const anonymous = snippet();
    expect(businessImpactFactor([anonymous], scoringCorpus([anonymous])).value).toBeUndefined();
  });

  it('weighs opportunity stages by how close they are to revenue', () => {
    expect(
      [
        'Prospecting',
        'Qualification',
        'Id. Decision Makers',
        'Proposal/Price Quote',
        'Negotiation/Review',
        'Closed Won',
        'Closed Lost',
        'Stage 7',
      ].map(stageWeight),
    ).toEqual([0.3, 0.4, 0.6, 0.8, 0.9, 1, 0.6, 0.5]);
  });
});

describe('revenue', () => {
  it('is ln(1 + 99 s) / ln(100), s = ARR share of the theme customers, each customer counted once', () => {
    const a1 = snippet({ customer: 'Acme', arr: 100 });
    const a2 = snippet({ customer: 'acme ', arr: 100 });
    const a3 = snippet({ customer: 'ACME' });
    const b = snippet({ customer: 'Beta', arr: 900 });
    const corpus = scoringCorpus([a1, a2, a3, b]);
    expect(corpus.totalArr).toBe(1000);
    expect(themeArr([a1, a2], corpus)).toBe(100);
    // a3 carries no ARR itself, but its customer has one.
    expect(revenueFactor([a3], corpus).value).toBeCloseTo(Math.log(1 + 99 * 0.1) / Math.log(100), 12);
    expect(revenueFactor([a3], corpus).explanation).toBe('Customers raising it account for ARR 100 of 1000 (10%); log-scaled to 52%.');
    expect(revenueFactor([a1, b], corpus).value).toBe(1);
  });

  it('attributes ARR without a named customer to its source', () => {
    const call1 = snippet({ sourceId: 'call-9', arr: 500 });
    const call2 = snippet({ sourceId: 'call-9', arr: 500 });
    expect(scoringCorpus([call1, call2, snippet({ arr: 500 })]).totalArr).toBe(1000);
  });

  it('is unknown when the project has no ARR', () => {
    const only = snippet({ customer: 'A' });
    expect(revenueFactor([only], scoringCorpus([only])).value).toBeUndefined();
  });
});

it('daysAgo helper is anchored on NOW', () => {
  expect(Date.parse(daysAgo(1))).toBe(NOW_MS - 86_400_000);
});
