import { adjustedRandIndex, clusteringAccuracy, contingency, hungarian, mutualInformation, normalizedMutualInformation } from './index';
import { mulberry32 } from '../numbers/random';

describe('contingency', () => {
  it('counts pairs of labels with row and column sums', () => {
    const c = contingency(['a', 'a', 'b'], [1, 2, 2]);
    expect(c.rows).toBe(2);
    expect(c.cols).toBe(2);
    expect(Array.from(c.table)).toEqual([1, 1, 0, 1]);
    expect(Array.from(c.rowSums)).toEqual([2, 1]);
    expect(Array.from(c.colSums)).toEqual([1, 2]);
  });
  it('rejects vectors of different length', () => {
    expect(() => contingency([1, 2], [1])).toThrow(/length/);
  });
});

describe('normalised mutual information (arithmetic)', () => {
  it('matches the hand computation for 2 classes vs 3 clusters', () => {
    // MI = 2/3 ln 2, H(true) = ln 2, H(pred) = ln 3
    const expected = ((2 / 3) * Math.log(2)) / ((Math.log(2) + Math.log(3)) / 2);
    expect(mutualInformation([0, 0, 0, 1, 1, 1], [0, 0, 1, 1, 2, 2])).toBeCloseTo((2 / 3) * Math.log(2), 12);
    expect(normalizedMutualInformation([0, 0, 0, 1, 1, 1], [0, 0, 1, 1, 2, 2])).toBeCloseTo(expected, 12);
    expect(expected).toBeCloseTo(0.5158037429793888, 12);
  });
  it('matches the hand computation for a 3 x 3 table', () => {
    const n = 7;
    const mi =
      (2 / n) * Math.log((2 * n) / (2 * 3)) +
      (2 / n) * Math.log((2 * n) / (3 * 2)) +
      (1 / n) * Math.log(n / (2 * 3)) +
      (1 / n) * Math.log(n / (2 * 2)) +
      (1 / n) * Math.log(n / (3 * 2));
    const h = -(2 * (2 / n) * Math.log(2 / n) + (3 / n) * Math.log(3 / n));
    const value = normalizedMutualInformation([0, 0, 1, 1, 2, 2, 2], [1, 1, 1, 0, 0, 2, 2]);
    expect(value).toBeCloseTo(mi / h, 12);
    expect(value).toBeCloseTo(0.5636355530993448, 12);
  });
  it('gives sklearn documented values: permutation 1, no information 0, both trivial 1', () => {
    expect(normalizedMutualInformation([0, 0, 1, 1], [0, 0, 1, 1])).toBe(1);
    expect(normalizedMutualInformation([0, 0, 1, 1], [1, 1, 0, 0])).toBeCloseTo(1, 12);
    expect(normalizedMutualInformation([0, 0, 0, 0], [0, 1, 2, 3])).toBe(0);
    expect(normalizedMutualInformation([5, 5, 5], ['x', 'x', 'x'])).toBe(1);
    expect(normalizedMutualInformation([], [])).toBe(1);
  });
  it('is symmetric and stays within [0, 1]', () => {
    const rnd = mulberry32(1);
    for (let trial = 0; trial < 20; trial++) {
      const a = Array.from({ length: 50 }, () => Math.floor(rnd() * 5));
      const b = Array.from({ length: 50 }, () => Math.floor(rnd() * 7));
      const ab = normalizedMutualInformation(a, b);
      expect(ab).toBeCloseTo(normalizedMutualInformation(b, a), 12);
      expect(ab).toBeGreaterThanOrEqual(0);
      expect(ab).toBeLessThanOrEqual(1);
    }
  });
});

describe('adjusted Rand index', () => {
  it('matches hand computations', () => {
    // index 2, a = 6, b = 3, C(6,2) = 15 -> (2 - 1.2) / (4.5 - 1.2) = 8/33
    expect(adjustedRandIndex([0, 0, 0, 1, 1, 1], [0, 0, 1, 1, 2, 2])).toBeCloseTo(8 / 33, 12);
    // index 2, a = 5, b = 5, C(7,2) = 21 -> 17/80
    expect(adjustedRandIndex([0, 0, 1, 1, 2, 2, 2], [1, 1, 1, 0, 0, 2, 2])).toBeCloseTo(17 / 80, 12);
  });
  it('gives sklearn documented values', () => {
    expect(adjustedRandIndex([0, 0, 1, 2], [0, 0, 1, 1])).toBeCloseTo(4 / 7, 12);
    expect(adjustedRandIndex([0, 0, 1, 1], [0, 0, 1, 2])).toBeCloseTo(4 / 7, 12);
    expect(adjustedRandIndex([0, 0, 1, 1], [0, 1, 0, 1])).toBeCloseTo(-0.5, 12);
    expect(adjustedRandIndex([0, 0, 1, 1], [1, 1, 0, 0])).toBe(1);
    expect(adjustedRandIndex([0, 1, 2, 3], [0, 1, 2, 3])).toBe(1);
    expect(adjustedRandIndex([0, 0, 0, 0], [0, 1, 2, 3])).toBe(0);
  });
});

describe('Hungarian algorithm', () => {
  function bruteForce(cost: number[], rows: number, cols: number): number {
    // minimum over injective maps from the smaller side into the larger one
    let best = Infinity;
    const small = Math.min(rows, cols);
    const large = Math.max(rows, cols);
    const at = (s: number, l: number): number => (rows <= cols ? cost[s * cols + l] : cost[l * cols + s]);
    const used = new Array<boolean>(large).fill(false);
    const go = (s: number, acc: number): void => {
      if (s === small) {
        best = Math.min(best, acc);
        return;
      }
      for (let l = 0; l < large; l++) {
        if (used[l]) continue;
        used[l] = true;
        go(s + 1, acc + at(s, l));
        used[l] = false;
      }
    };
    go(0, 0);
    return best;
  }
  const total = (cost: number[], cols: number, match: Int32Array): number =>
    Array.from(match).reduce((sum, j, i) => (j >= 0 ? sum + cost[i * cols + j] : sum), 0);

  it('solves the scipy documentation example', () => {
    const cost = [4, 1, 3, 2, 0, 5, 3, 2, 2];
    const match = hungarian(cost, 3, 3);
    expect(Array.from(match)).toEqual([1, 0, 2]);
    expect(total(cost, 3, match)).toBe(5);
  });
  it('agrees with brute force on random square and rectangular matrices', () => {
    const rnd = mulberry32(7);
    for (let trial = 0; trial < 60; trial++) {
      const rows = 1 + Math.floor(rnd() * 6);
      const cols = 1 + Math.floor(rnd() * 6);
      const cost = Array.from({ length: rows * cols }, () => Math.floor(rnd() * 20) - 5);
      const match = hungarian(cost, rows, cols);
      const assigned = Array.from(match).filter((j) => j >= 0);
      expect(assigned.length).toBe(Math.min(rows, cols));
      expect(new Set(assigned).size).toBe(assigned.length);
      expect(total(cost, cols, match)).toBe(bruteForce(cost, rows, cols));
    }
  });
  it('handles empty matrices', () => {
    expect(Array.from(hungarian([], 0, 3))).toEqual([]);
    expect(Array.from(hungarian([], 2, 0))).toEqual([-1, -1]);
  });
});

describe('clustering accuracy', () => {
  it('matches clusters to labels one to one', () => {
    expect(clusteringAccuracy([0, 0, 0, 1, 1, 1], [0, 0, 1, 1, 2, 2])).toBeCloseTo(4 / 6, 12);
    expect(clusteringAccuracy([0, 0, 1, 1, 2, 2, 2], [1, 1, 1, 0, 0, 2, 2])).toBeCloseTo(5 / 7, 12);
    expect(clusteringAccuracy(['a', 'a', 'b', 'b'], [9, 9, 3, 3])).toBe(1);
  });
  it('counts everything beyond the one-to-one matching as wrong', () => {
    // one cluster for two labels: only the larger label can be matched
    expect(clusteringAccuracy([0, 0, 0, 1], [7, 7, 7, 7])).toBe(0.75);
    // singletons: each label matches exactly one item
    expect(clusteringAccuracy([0, 0, 1, 1], [0, 1, 2, 3])).toBe(0.5);
  });
});
