import { reciprocalRankFusion } from './rank-fusion';

const ranking = (...entries: number[]) => entries.map((entry, position) => ({ entry, score: 100 - position }));

describe('reciprocalRankFusion', () => {
  it('puts an entry both rankings place well above one that only one ranking places first', () => {
    const fused = reciprocalRankFusion(
      [
        { ranked: ranking(1, 2, 3), weight: 1 },
        { ranked: ranking(4, 2, 1), weight: 1 },
      ],
      10,
    );
    expect(fused.get(2)).toBeCloseTo(2 / 12, 12);
    expect(fused.get(1)).toBeCloseTo(1 / 11 + 1 / 13, 12);
    expect(fused.get(1)!).toBeGreaterThan(fused.get(4)!);
    expect(fused.get(2)!).toBeGreaterThan(fused.get(4)!);
  });

  it('weighs each ranking by its weight, a ranking of weight 0 counting for nothing', () => {
    const fused = reciprocalRankFusion(
      [
        { ranked: ranking(1), weight: 2 },
        { ranked: ranking(2), weight: 0 },
      ],
      60,
    );
    expect(fused.get(1)).toBeCloseTo(2 / 61, 12);
    expect(fused.get(2)).toBe(0);
  });
});
