import { aggregateSentiment } from './aggregate';

describe('aggregateSentiment', () => {
  it('counts and averages the scores of a theme', () => {
    expect(aggregateSentiment([0.5, -0.25, 0, 0.75])).toEqual({ mean: 0.25, positive: 2, negative: 1, neutral: 1 });
  });

  it('is neutral for no scores', () => {
    expect(aggregateSentiment([])).toEqual({ mean: 0, positive: 0, negative: 0, neutral: 0 });
  });

  it('counts non-finite scores as neutral and leaves them out of the mean', () => {
    expect(aggregateSentiment([NaN, 1, Infinity])).toEqual({ mean: 1, positive: 1, negative: 0, neutral: 2 });
  });

  it('clamps scores outside -1..1', () => {
    expect(aggregateSentiment([3, -1]).mean).toBe(0);
  });
});
