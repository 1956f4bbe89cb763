import fc from 'fast-check';
import type { Snippet } from '../model/snippet';
import type { ThemeForScoring } from '../model/theme';
import { combineFactors } from './combine';
import { scoringCorpus } from './corpus';
import { consistencyFactor, frequencyFactor, recencyFactor } from './factors';
import { impactScore } from './impact-score';
import { priorityScore } from './priority-score';
import { NOW, NOW_MS, projectArbitrary } from './scoring.spec-helper';
import { DAY_MS, WEEK_MS } from './time';

const context = { goal: 'faster exports', description: '', keywords: ['export', 'pricing'] };
type Project = { snippets: Snippet[]; members: number[]; sentimentMean: number; relevance?: number };

const themeOf = (project: Project, overrides: Partial<ThemeForScoring> = {}): ThemeForScoring => ({
  id: 't',
  memberSnippetIds: project.members.map((index) => project.snippets[index].id),
  sentimentMean: project.sentimentMean,
  ...(project.relevance !== undefined ? { relevance: project.relevance } : {}),
  ...overrides,
});
const impactOf = (snippets: Snippet[], theme: ThemeForScoring, halfLifeDays = 30) =>
  impactScore(theme, context, { now: NOW, corpus: scoringCorpus(snippets), halfLifeDays });
const priorityOf = (snippets: Snippet[], theme: ThemeForScoring) => priorityScore(theme, { corpus: scoringCorpus(snippets) });
// Monotone up to floating-point noise of the factors themselves.
const EPSILON = 1e-9;

describe('scores (properties)', () => {
  it('stay within 0..100 and the contributions add up to the score', () => {
    fc.assert(
      fc.property(projectArbitrary, fc.integer({ min: 1, max: 400 }), (project, halfLife) => {
        for (const result of [impactOf(project.snippets, themeOf(project), halfLife), priorityOf(project.snippets, themeOf(project))]) {
          expect(result.score).toBeGreaterThanOrEqual(0);
          expect(result.score).toBeLessThanOrEqual(100);
          expect(Math.abs(result.factors.reduce((total, f) => total + f.contribution, 0) - result.score)).toBeLessThan(1e-9);
          for (const factor of result.factors) expect(factor.value >= 0 && factor.value <= 1).toBe(true);
        }
      }),
    );
  });

  it('same input, same output; the order of snippets and members does not matter', () => {
    fc.assert(
      fc.property(projectArbitrary, (project) => {
        const theme = themeOf(project);
        const reversed = { ...theme, memberSnippetIds: [...theme.memberSnippetIds].reverse() };
        const shuffled = [...project.snippets].reverse();
        expect(impactOf(project.snippets, theme)).toEqual(impactOf(project.snippets, theme));
        expect(impactOf(shuffled, reversed)).toEqual(impactOf(project.snippets, theme));
        expect(priorityOf(shuffled, reversed)).toEqual(priorityOf(project.snippets, theme));
      }),
    );
  });

  it('combining is monotone non-decreasing in every factor value', () => {
    const names = ['frequency', 'recency', 'consistency', 'sentiment', 'relevance'] as const;
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: undefined }), { minLength: 5, maxLength: 5 }),
        fc.array(fc.double({ min: 0, max: 10, noNaN: true }), { minLength: 5, maxLength: 5 }),
        fc.integer({ min: 0, max: 4 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (values, weights, raised, increase) => {
          const weightOf = Object.fromEntries(names.map((name, index) => [name, weights[index]])) as Record<(typeof names)[number], number>;
          const before = values.map((value, index) => ({ name: names[index], value, explanation: '' }));
          const base = values[raised] ?? 0;
          const after = before.map((factor, index) => (index === raised ? { ...factor, value: Math.min(1, base + increase) } : factor));
          if (values[raised] === undefined) return; // known/unknown changes the weights: not a change of value
          expect(combineFactors(after, weightOf).score).toBeGreaterThanOrEqual(combineFactors(before, weightOf).score);
        },
      ),
    );
  });

  it('impact and priority never fall as the theme gets more negative (sentiment factor rises)', () => {
    fc.assert(
      fc.property(
        projectArbitrary,
        fc.double({ min: -1, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 2, noNaN: true }),
        (project, sentiment, drop) => {
          const happier = themeOf(project, { sentimentMean: sentiment });
          const sadder = themeOf(project, { sentimentMean: sentiment - drop });
          expect(impactOf(project.snippets, sadder).score).toBeGreaterThanOrEqual(impactOf(project.snippets, happier).score);
          expect(priorityOf(project.snippets, sadder).score).toBeGreaterThanOrEqual(priorityOf(project.snippets, happier).score);
        },
      ),
    );
  });

  it('impact never falls as relevance rises', () => {
    fc.assert(
      fc.property(
        projectArbitrary,
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (project, a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(impactOf(project.snippets, themeOf(project, { relevance: high })).score).toBeGreaterThanOrEqual(
            impactOf(project.snippets, themeOf(project, { relevance: low })).score,
          );
        },
      ),
    );
  });

  it('frequency never falls with more mentions; impact and priority never fall when a mention repeats an existing member', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500 }), fc.integer({ min: 0, max: 500 }), fc.integer({ min: 0, max: 1000 }), (a, b, extra) => {
        const total = Math.max(a, b) + extra;
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(frequencyFactor(high, total).value!).toBeGreaterThanOrEqual(frequencyFactor(low, total).value!);
      }),
    );
    fc.assert(
      fc.property(projectArbitrary, fc.nat(), (project, pick) => {
        // Members share one date, so a repeated mention leaves the members' mean freshness as it is.
        const memberIds = new Set(project.members.map((index) => project.snippets[index].id));
        const date = project.snippets[project.members[0]].date;
        const dated = project.snippets.map((s) => (memberIds.has(s.id) ? { ...s, date } : s));
        const model = dated[project.members[pick % project.members.length]];
        const twin: Snippet = { ...model, id: 'twin' };
        // The twin is in the project either way; only the theme gains a mention.
        const snippets = [...dated, twin];
        const without = themeOf(project);
        const withTwin = { ...without, memberSnippetIds: [...without.memberSnippetIds, 'twin'] };
        expect(impactOf(snippets, withTwin).score).toBeGreaterThanOrEqual(impactOf(snippets, without).score - EPSILON);
        expect(priorityOf(snippets, withTwin).score).toBeGreaterThanOrEqual(priorityOf(snippets, without).score - EPSILON);
      }),
    );
  });

  it('recency never falls as members get newer; impact never rises when everything moves whole weeks into the past', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 10 }),
        fc.nat(),
        fc.integer({ min: 0, max: 300 }),
        fc.integer({ min: 1, max: 365 }),
        (ages, pick, newer, halfLife) => {
          const at = (days: number) => ({
            id: `r${days}`,
            text: '',
            date: new Date(NOW_MS - days * DAY_MS).toISOString(),
            source: { type: 'call' as const, id: 'c', location: {} },
          });
          const index = pick % ages.length;
          const before = ages.map(at);
          const after = ages.map((age, i) => at(i === index ? Math.max(0, age - newer) : age));
          expect(recencyFactor(after, NOW_MS, halfLife).value!).toBeGreaterThanOrEqual(
            recencyFactor(before, NOW_MS, halfLife).value! - EPSILON,
          );
        },
      ),
    );
    fc.assert(
      fc.property(projectArbitrary, fc.integer({ min: 0, max: 30 }), (project, weeks) => {
        // Whole weeks, for every snippet: the week spread of the theme and of the project stay the same.
        const older = project.snippets.map((s) => ({ ...s, date: new Date(Date.parse(s.date) - weeks * WEEK_MS).toISOString() }));
        expect(impactOf(older, themeOf(project)).score).toBeLessThanOrEqual(impactOf(project.snippets, themeOf(project)).score + EPSILON);
      }),
    );
  });

  it('consistency never falls as the theme gains members (more distinct sources, customers, weeks)', () => {
    fc.assert(
      fc.property(projectArbitrary, fc.uniqueArray(fc.nat(), { maxLength: 10 }), (project, extra) => {
        const corpus = scoringCorpus(project.snippets);
        const before = project.members.map((index) => project.snippets[index]);
        const added = extra.map((n) => project.snippets[n % project.snippets.length]);
        const after = [...new Set([...before, ...added])];
        const a = consistencyFactor(before, corpus).value;
        const b = consistencyFactor(after, corpus).value;
        if (a === undefined) expect(b).toBeUndefined();
        else expect(b!).toBeGreaterThanOrEqual(a);
      }),
    );
  });

  it('priority never falls when a theme customer has more ARR or a more advanced stage', () => {
    fc.assert(
      fc.property(projectArbitrary, fc.nat(), fc.integer({ min: 1, max: 5_000_000 }), (project, pick, more) => {
        const member = project.snippets[project.members[pick % project.members.length]];
        const richer = project.snippets.map((s) =>
          s.id === member.id ? { ...s, revenue: { ...s.revenue, arr: (s.revenue?.arr ?? 0) + more } } : s,
        );
        const hadArr = project.snippets.some((s) => (s.revenue?.arr ?? 0) > 0);
        if (!hadArr) return; // revenue goes from unknown to known: the weights change, not the value
        expect(priorityOf(richer, themeOf(project)).score).toBeGreaterThanOrEqual(
          priorityOf(project.snippets, themeOf(project)).score - EPSILON,
        );
        const stages = project.snippets.map((s) => ({ ...s, revenue: { ...s.revenue, opportunityStage: 'Prospecting' } }));
        const won = stages.map((s) => (s.id === member.id ? { ...s, revenue: { ...s.revenue, opportunityStage: 'Closed Won' } } : s));
        expect(priorityOf(won, themeOf(project)).score).toBeGreaterThanOrEqual(priorityOf(stages, themeOf(project)).score - EPSILON);
      }),
    );
  });
});
