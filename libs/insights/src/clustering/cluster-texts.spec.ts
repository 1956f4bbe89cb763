import fc from 'fast-check';
import { normalizedMutualInformation } from '../metrics';
import { clusterTexts, OTHER_THEME, type Tuning } from './cluster-texts';
import { CRISP_LABELS, CRISP_TEXTS, LABELS, TEXTS } from './fixtures/small-corpus.spec-helper';
import type { ClusteringStage } from './progress';

const nmi = (assignments: Int32Array, labels = LABELS): number => normalizedMutualInformation(labels, Array.from(assignments));

describe('clusterTexts', () => {
  it('recovers themes whose answer is not in doubt, with k given or chosen', () => {
    const given = clusterTexts(CRISP_TEXTS, { k: 3, seed: 1 });
    expect(given.k).toBe(3);
    expect(given.kSource).toBe('given');
    expect(nmi(given.assignments, CRISP_LABELS)).toBe(1);
    const chosen = clusterTexts(CRISP_TEXTS, { seed: 1 });
    expect(chosen.kSource).toBe('automatic');
    expect(chosen.k).toBe(3);
    expect(nmi(chosen.assignments, CRISP_LABELS)).toBe(1);
    expect(chosen.candidates.length).toBeGreaterThan(1);
  });

  it('does reasonably on realistic small texts that share most of their words', () => {
    // Forty texts are too few for the co-occurrence vectors; character n-grams carry this case.
    const given = clusterTexts(TEXTS, { k: 4, seed: 1 });
    expect(given.k).toBe(4);
    expect(new Set(Array.from(given.assignments).filter((theme) => theme >= 0)).size).toBe(4);
    expect(nmi(given.assignments)).toBeGreaterThan(0.55);
    const chosen = clusterTexts(TEXTS, { seed: 1 });
    expect(chosen.k).toBeGreaterThanOrEqual(3);
    expect(chosen.k).toBeLessThanOrEqual(10);
    expect(nmi(chosen.assignments)).toBeGreaterThan(0.55);
  });

  it('gives the same output for the same input and seed, whatever the process read before', () => {
    const texts = [...TEXTS, "is nike's app down", "nike's checkout keeps failing", "can't pay at nike's store"];
    const a = clusterTexts(texts, { seed: 7 });
    clusterTexts(["my nike's order", "nike's refund", "where is nike's parcel"], { seed: 7 });
    const b = clusterTexts(texts, { seed: 7 });
    expect(Array.from(a.assignments)).toEqual(Array.from(b.assignments));
    expect(a.k).toBe(b.k);
    expect(b.candidates).toEqual(a.candidates);
  });

  it('property: adding a duplicate snippet never creates a theme', () => {
    const base = clusterTexts(TEXTS, { seed: 3 });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: TEXTS.length - 1 }),
        fc.constantFrom('', '!', '  ', '?!'),
        fc.boolean(),
        (index, suffix, shout) => {
          const copy = `${shout ? TEXTS[index].toUpperCase() : TEXTS[index]}${suffix}`;
          const r = clusterTexts([...TEXTS, copy], { seed: 3 });
          expect(r.k).toBe(base.k);
          expect(Array.from(r.assignments.subarray(0, TEXTS.length))).toEqual(Array.from(base.assignments));
          expect(r.assignments[TEXTS.length]).toBe(base.assignments[index]);
          expect(r.duplicates).toBe(1);
        },
      ),
      { numRuns: 6 },
    );
  });

  it("a long near-duplicate joins its original's theme and never creates one", () => {
    const long = 'When I export a report with more than ten thousand rows the download never finishes and I have to retry';
    const texts = [...TEXTS, long];
    const base = clusterTexts(texts, { seed: 3 });
    const r = clusterTexts([...texts, long.replace('I have to retry', 'I must retry')], { seed: 3 });
    expect(r.k).toBe(base.k);
    expect(r.nearDuplicates).toBe(1);
    expect(r.assignments[texts.length]).toBe(r.assignments[texts.length - 1]);
    expect(Array.from(r.assignments.subarray(0, texts.length))).toEqual(Array.from(base.assignments));
  });

  it('skips and counts empty texts, reports other languages and cuts very long texts', () => {
    const long = `${'the app crashes when I open settings and '.repeat(2000)}end`;
    const texts = [...TEXTS, '', '   \n\t', 'quel temps fait-il demain à paris, je voudrais savoir', long];
    const r = clusterTexts(texts, { k: 4, seed: 1 });
    expect(r.skippedEmpty).toBe(2);
    expect(r.assignments[TEXTS.length]).toBe(-1);
    expect(r.assignments[TEXTS.length + 1]).toBe(-1);
    // Clustered, or set aside with the other bucket, but not skipped.
    expect(r.assignments[TEXTS.length + 2]).not.toBe(-1);
    expect(r.nonEnglish).toEqual([{ index: TEXTS.length + 2, language: 'fr' }]);
    expect(r.truncated).toBe(1);
    expect(r.assignments[TEXTS.length + 3]).toBeGreaterThanOrEqual(0);
  });

  it('handles degenerate inputs', () => {
    expect(clusterTexts([], { seed: 1 }).k).toBe(0);
    expect(Array.from(clusterTexts(['', ' '], {}).assignments)).toEqual([-1, -1]);
    // One text, or one per theme, is too little to rank: it goes to the other bucket.
    expect(clusterTexts(['only one'], {})).toMatchObject({ k: 0, other: 1, assignments: Int32Array.from([OTHER_THEME]) });
    const same = clusterTexts(['same text', 'Same text!', 'same  text'], {});
    expect(Array.from(same.assignments)).toEqual([0, 0, 0]);
    const fixed = clusterTexts(TEXTS.slice(0, 6), { k: 1 });
    expect(Array.from(fixed.assignments)).toEqual([0, 0, 0, 0, 0, 0]);
    const many = clusterTexts(TEXTS.slice(0, 5), { k: 50 });
    expect(many).toMatchObject({ k: 0, other: 5 });
    expect(clusterTexts(TEXTS.slice(0, 5), { k: 50, minThemeSize: 1, tuning: { strayRatio: 0, minCohesion: 0 } }).k).toBe(5);
  });

  it('reports progress by stage and can be cancelled', () => {
    const stagesOf = (tuning: Partial<Tuning>): ClusteringStage[] => {
      const stages: ClusteringStage[] = [];
      clusterTexts(TEXTS, {
        k: 4,
        tuning,
        onProgress: (stage, fraction) => {
          expect(fraction).toBeGreaterThanOrEqual(0);
          expect(fraction).toBeLessThanOrEqual(1);
          if (stages[stages.length - 1] !== stage) stages.push(stage);
        },
      });
      return stages;
    };
    const stages = stagesOf({});
    expect(stages[0]).toBe('preparing');
    expect(stages[stages.length - 1]).toBe('done');
    expect(stages).toEqual(['preparing', 'representing', 'neighbours', 'choosing-k', 'refining', 'done']);
    // The spectral step, off by default (decision 0028), still reports its own stages when asked for.
    expect(stagesOf({ spectral: true })).toEqual([
      'preparing',
      'representing',
      'neighbours',
      'choosing-k',
      'spectral',
      'clustering',
      'refining',
      'done',
    ]);
    const controller = new AbortController();
    controller.abort();
    expect(() => clusterTexts(TEXTS, { signal: controller.signal })).toThrow(/cancelled/);
    const late = new AbortController();
    expect(() =>
      clusterTexts(TEXTS, {
        signal: late.signal,
        onProgress: (stage) => {
          if (stage === 'neighbours') late.abort();
        },
      }),
    ).toThrow(/cancelled/);
  });
});
