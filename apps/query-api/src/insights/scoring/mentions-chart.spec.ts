import { mentionsChart } from './mentions-chart';

describe('monthly mentions chart', () => {
  it('sums mentions by month over the months ending at the analysis’ month, empty months included, oldest first', () => {
    const byDay = { '2024-11-30': 9, '2024-12-01': 1, '2024-12-31': 2, '2025-02-14': 3, '2025-03-02': 4, '2025-04-01': 8 };
    expect(mentionsChart(byDay, '2025-03-20T10:00:00.000Z', 4)).toEqual([
      { month: '2024-12', mentions: 3 },
      { month: '2025-01', mentions: 0 },
      { month: '2025-02', mentions: 3 },
      { month: '2025-03', mentions: 4 },
    ]);
  });

  it('answers one month, or none for an analysis without a valid moment', () => {
    expect(mentionsChart({ '2025-03-02': 4 }, '2025-03-31T23:59:59.999Z', 1)).toEqual([{ month: '2025-03', mentions: 4 }]);
    expect(mentionsChart({}, 'never', 6)).toEqual([]);
  });

  it('crosses years going back', () => {
    expect(mentionsChart({}, '2025-01-05T00:00:00.000Z', 14).map((entry) => entry.month)).toEqual([
      '2023-12',
      '2024-01',
      '2024-02',
      '2024-03',
      '2024-04',
      '2024-05',
      '2024-06',
      '2024-07',
      '2024-08',
      '2024-09',
      '2024-10',
      '2024-11',
      '2024-12',
      '2025-01',
    ]);
  });
});
