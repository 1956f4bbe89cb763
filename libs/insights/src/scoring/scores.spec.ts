import type { ThemeForScoring } from '../model/theme';
import { combineFactors } from './combine';
import { scoringCorpus } from './corpus';
import { IMPACT_WEIGHTS, impactScore } from './impact-score';
import { PRIORITY_WEIGHTS, priorityScore, themeTotalArr } from './priority-score';
import { NOW, snippet } from './scoring.spec-helper';

const context = { goal: 'Reduce churn in the first month', description: '', keywords: ['export', 'onboarding'] };

// A small project whose ranking is known by construction.
// - "slow export": 6 mentions, 4 customers on 4 calls over 3 weeks, recent, angry, on a project keyword,
//   from paying and negotiating accounts.
// - "love the colours": 2 mentions, 1 customer, two months old, happy, off-topic, a prospect.
// - "onboarding": 3 mentions, 2 customers, recent, mildly negative, on a keyword, no revenue data.
const exportSnippets = [
  snippet({ customer: 'Acme', sourceId: 'call-1', daysOld: 1, arr: 120_000, stage: 'Closed Won', text: 'CSV export is painfully slow' }),
  snippet({ customer: 'Acme', sourceId: 'call-1', daysOld: 1, text: 'export times out' }),
  snippet({
    customer: 'Beta',
    sourceId: 'call-2',
    daysOld: 8,
    arr: 80_000,
    stage: 'Negotiation/Review',
    text: 'the export never finishes',
  }),
  snippet({ customer: 'Gamma', sourceId: 'call-3', daysOld: 9, arr: 40_000, text: 'export is slow' }),
  snippet({ customer: 'Delta', sourceId: 'call-4', daysOld: 16, text: 'waiting for exports' }),
  snippet({ customer: 'Delta', sourceId: 'call-4', daysOld: 16, text: 'export again' }),
];
const colourSnippets = [
  snippet({
    customer: 'Zeta',
    sourceId: 'chat-1',
    sourceType: 'chat',
    daysOld: 60,
    arr: 5_000,
    stage: 'Prospecting',
    text: 'love the colours',
  }),
  snippet({ customer: 'Zeta', sourceId: 'chat-1', sourceType: 'chat', daysOld: 61, text: 'nice palette' }),
];
const onboardingSnippets = [
  snippet({ customer: 'Eta', sourceId: 'doc-1', sourceType: 'document', daysOld: 2, text: 'onboarding took a week' }),
  snippet({ customer: 'Theta', sourceId: 'doc-2', sourceType: 'document', daysOld: 3, text: 'onboarding checklist unclear' }),
  snippet({ customer: 'Theta', sourceId: 'doc-2', sourceType: 'document', daysOld: 3, text: 'no onboarding help' }),
];
const all = [...exportSnippets, ...colourSnippets, ...onboardingSnippets];
const corpus = scoringCorpus(all);
const theme = (id: string, members: typeof all, sentimentMean: number): ThemeForScoring => ({
  id,
  memberSnippetIds: members.map((s) => s.id),
  sentimentMean,
});
const slowExport = theme('export', exportSnippets, -0.7);
const colours = theme('colours', colourSnippets, 0.8);
const onboarding = theme('onboarding', onboardingSnippets, -0.2);

describe('impactScore', () => {
  const impact = (t: ThemeForScoring) => impactScore(t, context, { now: NOW, corpus });

  it('ranks the widespread, recent, painful, on-topic theme first and the old praise last', () => {
    const scores = [slowExport, colours, onboarding].map((t) => ({ id: t.id, score: impact(t).score }));
    expect(scores.sort((a, b) => b.score - a.score).map((s) => s.id)).toEqual(['export', 'onboarding', 'colours']);
    expect(impact(slowExport).score).toBeGreaterThan(60);
    expect(impact(colours).score).toBeLessThan(25);
  });

  it('explains itself: five factors whose contributions add up to the score', () => {
    const result = impact(slowExport);
    expect(result.factors.map((f) => f.name)).toEqual(['frequency', 'recency', 'consistency', 'sentiment', 'relevance']);
    expect(result.factors.reduce((total, f) => total + f.contribution, 0)).toBeCloseTo(result.score, 10);
    expect(result.factors.map((f) => f.weight)).toEqual(Object.values(IMPACT_WEIGHTS));
    expect(result.factors.find((f) => f.name === 'relevance')?.explanation).toBe('Mentions 1 of 2 project keywords: export.');
    expect(result.factors.find((f) => f.name === 'consistency')?.explanation).toBe(
      'Seen across 4 of 5 sources, 4 of 5 customers, 3 of 4 weeks (counted up to the target spread): 72%.',
    );
  });

  it('uses the supplied relevance over keyword overlap', () => {
    const low = impact({ ...slowExport, relevance: 0 });
    const high = impact({ ...slowExport, relevance: 1 });
    expect(high.score - low.score).toBeCloseTo(100 * IMPACT_WEIGHTS.relevance, 10);
  });

  it('a longer half-life makes old themes count more', () => {
    const short = impactScore(colours, context, { now: NOW, corpus, halfLifeDays: 7 });
    const long = impactScore(colours, context, { now: NOW, corpus, halfLifeDays: 365 });
    expect(long.score).toBeGreaterThan(short.score);
  });

  it('accepts weight overrides and refuses negative weights', () => {
    const frequencyOnly = impactScore(slowExport, context, {
      now: NOW,
      corpus,
      weights: { recency: 0, consistency: 0, sentiment: 0, relevance: 0 },
    });
    expect(frequencyOnly.score).toBeCloseTo(100 * (Math.log(7) / Math.log(12)), 10);
    expect(() => impactScore(slowExport, context, { now: NOW, corpus, weights: { recency: -1 } })).toThrow(RangeError);
  });

  it('ignores member ids the corpus does not know and repeated ids', () => {
    const noisy = { ...slowExport, memberSnippetIds: [...slowExport.memberSnippetIds, 'missing', slowExport.memberSnippetIds[0]] };
    expect(impact(noisy)).toEqual(impact(slowExport));
  });

  it('refuses an invalid now', () => {
    expect(() => impactScore(slowExport, context, { now: 'yesterday', corpus })).toThrow(RangeError);
  });
});

describe('priorityScore', () => {
  const priority = (t: ThemeForScoring) => priorityScore(t, { corpus });

  it('ranks the theme of paying, negotiating, high-ARR accounts first', () => {
    const scores = [colours, onboarding, slowExport].map((t) => ({ id: t.id, score: priority(t).score }));
    expect(scores.sort((a, b) => b.score - a.score).map((s) => s.id)).toEqual(['export', 'onboarding', 'colours']);
  });

  it('sums distinct customers ARR for the theme', () => {
    expect(themeTotalArr(slowExport, corpus)).toBe(240_000);
    expect(corpus.totalArr).toBe(245_000);
  });

  it('shares the revenue weight among the others when the project has no revenue, and says so', () => {
    const plain = all.map(({ revenue: _revenue, ...rest }) => rest);
    const result = priorityScore(slowExport, { corpus: scoringCorpus(plain) });
    const revenue = result.factors.find((f) => f.name === 'revenue');
    expect(revenue).toEqual(
      expect.objectContaining({
        known: false,
        weight: 0,
        contribution: 0,
        explanation: expect.stringContaining('Its weight (0.25) is shared among the other factors'),
      }),
    );
    const known = result.factors.filter((f) => f.known);
    expect(known.map((f) => f.weight)).toEqual([0.3 / 0.75, 0.25 / 0.75, 0.2 / 0.75].map((w) => expect.closeTo(w, 12)));
    expect(known.reduce((total, f) => total + f.weight, 0)).toBeCloseTo(1, 12);
  });

  it('uses the default weights when every factor is known', () => {
    expect(priority(slowExport).factors.map((f) => f.weight)).toEqual(Object.values(PRIORITY_WEIGHTS));
  });
});

describe('combineFactors', () => {
  it('is 100 * the weighted mean of known values', () => {
    const result = combineFactors(
      [
        { name: 'frequency', value: 1, explanation: '' },
        { name: 'sentiment', value: 0.5, explanation: '' },
        { name: 'revenue', value: undefined, explanation: 'Unknown.' },
      ],
      { frequency: 1, sentiment: 3, revenue: 4 },
    );
    expect(result.score).toBeCloseTo(100 * (0.25 * 1 + 0.75 * 0.5), 12);
  });

  it('scores 0 when every weight is 0', () => {
    expect(combineFactors([{ name: 'frequency', value: 1, explanation: '' }], { frequency: 0 }).score).toBe(0);
  });
});
