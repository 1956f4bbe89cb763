import { rangeOf } from './range';

describe('rangeOf', () => {
  it('gives the smallest and largest value', () => {
    expect(rangeOf([3, -1, 7, 0])).toEqual({ low: -1, high: 7 });
  });

  it('handles lists far longer than a call may take arguments', () => {
    const values = Array.from({ length: 500_000 }, (_, index) => index);
    expect(rangeOf(values)).toEqual({ low: 0, high: 499_999 });
  });

  it('is empty-safe: Infinity and -Infinity, as Math.min() and Math.max() give', () => {
    expect(rangeOf([])).toEqual({ low: Infinity, high: -Infinity });
  });
});
