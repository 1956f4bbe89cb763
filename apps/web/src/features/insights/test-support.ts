// Builders for the insight screens' tests (projects and insights themselves: test/product-fixtures.ts).
import type { InsightSnippet } from './api/types';

export function anInsightSnippet(overrides: Partial<InsightSnippet> = {}): InsightSnippet {
  return {
    snippet_id: 'd-1:3',
    text: 'The import failed twice and never said why.',
    document_id: 'd-1',
    file_name: 'customer-call.vtt',
    kind: 'transcript',
    location: { speaker: 'Grace', start: 187 },
    attributes: {},
    date: null,
    recommendations: ['r-1'],
    ...overrides,
  };
}
