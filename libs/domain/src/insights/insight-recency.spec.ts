import type { InsightScore } from './insight.events';
import { recencyOf, reweightRecency } from './insight-recency';

const measuredAt = '2025-03-31T00:00:00.000Z';
// 2 mentions 0 days old, 2 mentions 30 days old.
const mentionsByDay = { '2025-03-31': 2, '2025-03-01': 2 };

const impact: InsightScore = {
  score: 0,
  factors: [
    { name: 'frequency', value: 0.5, weight: 0.3, contribution: 15, known: true, explanation: 'f' },
    { name: 'recency', value: 0.75, weight: 0.15, contribution: 11.25, known: true, explanation: 'stored' },
    { name: 'consistency', value: 0, weight: 0, contribution: 0, known: false, explanation: 'unknown' },
    { name: 'sentiment', value: 1, weight: 0.55, contribution: 55, known: true, explanation: 's' },
  ],
};
impact.score = 15 + 11.25 + 55;

describe('recency re-weighted at read time', () => {
  it('is the mean over dated mentions of 0.5^(age / half-life), ages from the start of each day', () => {
    expect(recencyOf({ mentionsByDay, measuredAt, halfLifeDays: 30 }).value).toBeCloseTo((1 + 0.5) / 2, 12);
    expect(recencyOf({ mentionsByDay, measuredAt, halfLifeDays: 15 }).value).toBeCloseTo((1 + 0.25) / 2, 12);
    expect(recencyOf({ mentionsByDay: { '2025-03-01': 1, '2025-03-31': 3 }, measuredAt, halfLifeDays: 30 }).value).toBeCloseTo(
      (0.5 + 3) / 4,
      12,
    );
  });

  it('counts a mention dated after the measurement as fresh, ignores what is not a date or a count, and is 0 with nothing dated', () => {
    expect(recencyOf({ mentionsByDay: { '2025-04-10': 1, later: 4, '2025-03-31': Number.NaN }, measuredAt, halfLifeDays: 7 }).value).toBe(
      1,
    );
    const none = recencyOf({ mentionsByDay: {}, measuredAt, halfLifeDays: 7 });
    expect(none.value).toBe(0);
    expect(none.explanation).toContain('7-day half-life');
  });

  it('refuses a half-life that is not a positive number of days', () => {
    for (const halfLifeDays of [0, -1, Number.NaN])
      expect(() => recencyOf({ mentionsByDay, measuredAt, halfLifeDays })).toThrow(RangeError);
  });

  it('replaces the recency factor’s value, contribution and explanation, keeps its weight, and sums the score again', () => {
    const shorter = reweightRecency(impact, { mentionsByDay, measuredAt, halfLifeDays: 15 });
    const recency = shorter.factors[1];
    expect(recency).toMatchObject({ name: 'recency', weight: 0.15, known: true });
    expect(recency.value).toBeCloseTo(0.625, 12);
    expect(recency.contribution).toBeCloseTo(100 * 0.15 * 0.625, 12);
    expect(recency.explanation).toMatch(/^Freshness 63% with a 15-day half-life/);
    expect(shorter.score).toBeCloseTo(15 + 9.375 + 55, 12);
    expect([shorter.factors[0], shorter.factors[2], shorter.factors[3]]).toEqual([impact.factors[0], impact.factors[2], impact.factors[3]]);
    // Longer half-lives make old mentions count more: the score never falls as the half-life grows.
    const longer = reweightRecency(impact, { mentionsByDay, measuredAt, halfLifeDays: 3650 });
    expect(longer.score).toBeGreaterThan(shorter.score);
  });

  it('keeps the score within 0..100 and leaves a score without a known recency factor as it is', () => {
    const full: InsightScore = {
      score: 100,
      factors: [{ name: 'recency', value: 1, weight: 1.2, contribution: 120, known: true, explanation: '' }],
    };
    expect(reweightRecency(full, { mentionsByDay: { '2025-03-31': 1 }, measuredAt, halfLifeDays: 30 }).score).toBe(100);
    const without: InsightScore = { score: 40, factors: [impact.factors[0]] };
    expect(reweightRecency(without, { mentionsByDay, measuredAt, halfLifeDays: 1 })).toBe(without);
    const unknown: InsightScore = { score: 40, factors: [{ ...impact.factors[1], known: false }] };
    expect(reweightRecency(unknown, { mentionsByDay, measuredAt, halfLifeDays: 1 })).toBe(unknown);
  });
});
