import { presetRange } from './date-presets';

describe('date filter presets', () => {
  const today = new Date(2025, 2, 31, 15, 30);

  it.each([
    ['lastWeek', '2025-03-24'],
    ['last2Weeks', '2025-03-17'],
    ['lastMonth', '2025-02-28'],
    ['last3Months', '2024-12-31'],
    ['last6Months', '2024-09-30'],
  ] as const)('%s runs from %s to today', (preset, start) => {
    expect(presetRange(preset, today)).toEqual({ start, end: '2025-03-31' });
  });
});
