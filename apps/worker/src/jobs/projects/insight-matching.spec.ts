import { evenSample, matchThemes, newEvidenceOf, overlapOf } from './insight-matching';
import { utterances } from './projects-analyse.spec-helper';

const ids = (prefix: string, from: number, to: number) => Array.from({ length: to - from }, (_, index) => `${prefix}:${from + index}`);

describe('insight matching', () => {
  it('measures overlap over the smaller list', () => {
    expect(overlapOf(new Set(['a', 'b']), new Set(['a', 'b', 'c', 'd']))).toBe(1);
    expect(overlapOf(new Set(['a', 'b', 'c']), new Set(['c', 'd', 'e']))).toBeCloseTo(1 / 3);
    expect(overlapOf(new Set(), new Set(['a']))).toBe(0);
  });

  it('matches one to one by descending overlap, from 0.3 up', () => {
    const themes = [
      [...ids('d', 0, 6), ...ids('n', 0, 4)], // 6 of insight A's 10 members
      ids('d', 0, 10), // all of A: the better match, so it takes A
      [...ids('d', 20, 23), ...ids('n', 10, 17)], // 3 of 10 with B: exactly 0.3
      [...ids('d', 40, 42), ...ids('n', 20, 28)], // 2 of 10 with C: too little
    ];
    const previous = [
      { insightId: 'A', memberIds: ids('d', 0, 10) },
      { insightId: 'B', memberIds: ids('d', 20, 30) },
      { insightId: 'C', memberIds: ids('d', 40, 50) },
    ];
    const matches = matchThemes(themes, previous, new Map());
    expect([...matches].sort()).toEqual([
      [1, 'A'],
      [2, 'B'],
    ]);
  });

  it('continues an insight whose snippets are gone through where the theme’s texts attach, one to one', () => {
    const luggage = utterances('lost_luggage', 0, 30);
    const weather = utterances('weather', 0, 30);
    const textOf = new Map<string, string>([
      ...luggage.map((text, index) => [`old:${index}`, text] as const),
      ...weather.map((text, index) => [`old:${100 + index}`, text] as const),
      ...luggage.map((text, index) => [`new:${index}`, text] as const),
    ]);
    const previous = [
      { insightId: 'weather', memberIds: ids('old', 100, 115) },
      { insightId: 'luggage', memberIds: ids('old', 0, 15) },
    ];
    // No member shared: the new luggage snippets (the same questions, re-uploaded) and an unrelated theme.
    const themes = [ids('new', 15, 30), ids('unknown', 0, 5)];
    expect([...matchThemes(themes, previous, textOf)]).toEqual([[0, 'luggage']]);
  });

  it('leaves themes unmatched when no insight is near', () => {
    const textOf = new Map<string, string>([
      ...utterances('weather', 0, 15).map((text, index) => [`old:${index}`, text] as const),
      ...utterances('calculator', 0, 15).map((text, index) => [`new:${index}`, text] as const),
    ]);
    expect(matchThemes([ids('new', 0, 15)], [{ insightId: 'weather', memberIds: ids('old', 0, 15) }], textOf).size).toBe(0);
  });

  it('counts as new evidence the members no earlier insight held', () => {
    const seen = new Set(ids('d', 0, 5));
    expect(newEvidenceOf([...ids('d', 3, 8)], seen)).toEqual({ count: 3, snippetIds: ['d:5', 'd:6', 'd:7'] });
    const many = newEvidenceOf(ids('x', 0, 500), seen);
    expect(many.count).toBe(500);
    expect(many.snippetIds).toHaveLength(200);
  });

  it('samples evenly and the same way every time', () => {
    expect(evenSample([1, 2, 3], 5)).toEqual([1, 2, 3]);
    expect(evenSample([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], 5)).toEqual([0, 2, 4, 6, 8]);
  });
});
