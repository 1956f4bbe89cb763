import { combineFeatures } from '../representation/features';
import { setAsideOther } from './other-bucket';

/** Features of 2-D unit vectors given by their angle in degrees (a dense block only). */
const featuresAt = (degrees: number[]) =>
  combineFeatures(
    [],
    [
      {
        data: Float32Array.from(degrees.flatMap((d) => [Math.cos((d * Math.PI) / 180), Math.sin((d * Math.PI) / 180)])),
        dim: 2,
        weight: 1,
      },
    ],
  );

describe('the other bucket', () => {
  // Theme 0 near 0 degrees, theme 1 near 90; the last text joined theme 0 but points at 60 degrees.
  const features = featuresAt([0, 5, -5, 2, 90, 85, 95, 88, 60]);
  const labels = Int32Array.from([0, 0, 0, 0, 1, 1, 1, 1, 0]);
  const once = new Int32Array(9).fill(1);

  it('sets aside a text far from the rest of its theme', () => {
    // cos 60 degrees = 0.5 of the members' ~1: a stray below a bar of 0.6, kept above one of 0.4.
    const strict = setAsideOther(features, labels, 2, once, { minThemeSize: 3, strayRatio: 0.6, minCohesion: 0 });
    expect(Array.from(strict.labels)).toEqual([0, 0, 0, 0, 1, 1, 1, 1, -1]);
    expect(strict).toMatchObject({ k: 2, other: 1 });
    const lenient = setAsideOther(features, labels, 2, once, { minThemeSize: 3, strayRatio: 0.4, minCohesion: 0 });
    expect(Array.from(lenient.labels)).toEqual(Array.from(labels));
  });

  it('dissolves a theme whose texts have little in common', () => {
    // Theme 1 spreads over a quarter turn: its median member is about cos 45 degrees from the rest.
    const loose = featuresAt([0, 5, -5, 2, 90, 135, 180, 112]);
    const themes = Int32Array.from([0, 0, 0, 0, 1, 1, 1, 1]);
    const result = setAsideOther(loose, themes, 2, new Int32Array(8).fill(1), { minThemeSize: 3, strayRatio: 0, minCohesion: 0.8 });
    expect(Array.from(result.labels)).toEqual([0, 0, 0, 0, -1, -1, -1, -1]);
    expect(setAsideOther(loose, themes, 2, new Int32Array(8).fill(1), { minThemeSize: 3, strayRatio: 0, minCohesion: 0.3 }).k).toBe(2);
  });

  it('keeps every text when strays are not looked for', () => {
    expect(setAsideOther(features, labels, 2, once, { minThemeSize: 3, strayRatio: 0, minCohesion: 0 }).other).toBe(0);
  });

  it('dissolves a theme smaller than the minimum, counting repeats, and numbers the rest again', () => {
    const small = Int32Array.from([0, 0, 1, 1, 1, 2, 2, 2]);
    const eight = featuresAt([0, 1, 45, 46, 47, 90, 91, 92]);
    const result = setAsideOther(eight, small, 3, new Int32Array(8).fill(1), { minThemeSize: 3, strayRatio: 0, minCohesion: 0 });
    expect(Array.from(result.labels)).toEqual([-1, -1, 0, 0, 0, 1, 1, 1]);
    expect(result).toMatchObject({ k: 2, other: 2 });
    // The same two texts said twice each make a theme of four.
    const repeated = setAsideOther(eight, small, 3, Int32Array.from([2, 2, 1, 1, 1, 1, 1, 1]), {
      minThemeSize: 3,
      strayRatio: 0,
      minCohesion: 0,
    });
    expect(Array.from(repeated.labels)).toEqual([0, 0, 1, 1, 1, 2, 2, 2]);
  });
});
