import type { InsightView, WriteupView } from '@app/infrastructure/read-models';
import { writeupStaleness } from './writeup-staleness';

const basis = (id: string, snippetCount = 10, version = 1) => ({
  recommendation_id: id,
  title: `Title ${id}`,
  snippet_count: snippetCount,
  version,
});
const writeup = {
  version: 1,
  analysis_version: 1,
  basis: [basis('a'), basis('b'), basis('c'), basis('d'), basis('e'), basis('f')],
} as WriteupView;
const insight = (id: string, overrides: Partial<InsightView> = {}) =>
  ({
    insight_id: id,
    title: `Title ${id}`,
    snippet_count: 10,
    version: 1,
    status: 'current',
    dismissal: null,
    ...overrides,
  }) as InsightView;

describe('writeup staleness', () => {
  it('is fresh while its insights say what they said (a save or a comment changes nothing it claims)', () => {
    const now = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => insight(id, { saved_by: ['u-1'] }));
    expect(writeupStaleness(writeup, now)).toEqual({ stale: false, changes: [], newer_analysis: null });
  });

  it('names each insight that changed and how, and a newer analysis', () => {
    const now = [
      insight('a', { dismissal: { reason: 'dup', search_query: null, by: 'u', at: 'x' } }),
      insight('b', { status: 'stale' }),
      insight('c', { snippet_count: 12, version: 2 }),
      insight('d', { snippet_count: 9 }),
      insight('e', { title: 'Reworded', version: 2 }),
    ];
    expect(writeupStaleness(writeup, now)).toEqual({
      stale: true,
      changes: [
        { recommendation_id: 'a', title: 'Title a', change: 'dismissed' },
        { recommendation_id: 'b', title: 'Title b', change: 'stale' },
        { recommendation_id: 'c', title: 'Title c', change: 'new_evidence' },
        { recommendation_id: 'd', title: 'Title d', change: 'snippets_removed' },
        { recommendation_id: 'e', title: 'Title e', change: 'revised' },
        { recommendation_id: 'f', title: 'Title f', change: 'deleted' },
      ],
      newer_analysis: 2,
    });
  });
});
