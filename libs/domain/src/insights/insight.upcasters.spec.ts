import { eventUpcasters } from '../event-upcasters';

describe('insight event upcasters', () => {
  it('reads an impact score recorded before it kept the previous score as one that never knew it', () => {
    const v1 = { insightId: 'i-1', score: 70, setBy: 'u-1', setAt: '2025-03-01T10:00:00.000Z' };
    expect(eventUpcasters.currentVersion('InsightImpactScoreSet')).toBe(2);
    expect(eventUpcasters.upcast('InsightImpactScoreSet', v1, 1)).toEqual({ ...v1, previous: null });
    const v2 = { ...v1, previous: 40 };
    expect(eventUpcasters.upcast('InsightImpactScoreSet', v2, 2)).toEqual(v2);
  });
});
