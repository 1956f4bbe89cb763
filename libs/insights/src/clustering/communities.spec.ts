import { choiceOnPlateau, type Partition } from './communities';

/** Partitions of the given sizes with their silhouettes, as the automatic choice compares them. */
function curve(points: Array<[count: number, silhouette: number]>) {
  const partitions: Partition[] = points.map(([count], i) => ({ labels: new Int32Array(0), count, resolution: i }));
  const candidates = points.map(([count, silhouette], i) => ({ resolution: i, count, silhouette }));
  const best = Math.max(...points.map(([, silhouette]) => silhouette));
  return { partitions, candidates, best };
}

describe('the automatic number of themes on the silhouette plateau', () => {
  // HWU64's curve (64 intents): flat from 36 to 113 clusters, its peak at 49 by a hair.
  const hwu = curve([
    [11, 0.0898],
    [20, 0.109],
    [30, 0.1379],
    [36, 0.1518],
    [40, 0.1583],
    [49, 0.1614],
    [56, 0.1583],
    [75, 0.1511],
    [88, 0.1476],
    [113, 0.1517],
  ]);

  it('takes the fewest clusters within the tolerance at quantile 0, the most at quantile 1', () => {
    const choose = (plateauQuantile: number) =>
      choiceOnPlateau(hwu.partitions, hwu.candidates, hwu.best, { tolerance: 0.07, plateauQuantile }).count;
    expect(choose(0)).toBe(36);
    expect(choose(1)).toBe(113);
  });

  it('chooses a quarter of the way along the plateau on a log scale', () => {
    // exp(ln 36 + 0.25 (ln 113 - ln 36)) = 47.9: 49 is the nearest partition.
    expect(choiceOnPlateau(hwu.partitions, hwu.candidates, hwu.best, { tolerance: 0.07, plateauQuantile: 0.25 }).count).toBe(49);
  });

  it('leaves out partitions of fewer than two clusters and those below the tolerance', () => {
    const sparse = curve([
      [1, 0.9],
      [5, 0.2],
      [8, 0.5],
      [12, 0.49],
    ]);
    // The single cluster scores nothing here: the best is taken among real partitions by the caller.
    expect(choiceOnPlateau(sparse.partitions, sparse.candidates, 0.5, { tolerance: 0.05, plateauQuantile: 0.5 }).count).toBe(8);
  });
});
