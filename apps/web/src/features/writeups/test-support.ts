// Builders of the generated documents' answers, for this feature's tests.
import type { Writeup, WriteupGeneration, WriteupSummary } from './api/types';

export function aWriteup(overrides: Partial<Writeup> = {}): Writeup {
  return {
    product_id: 'p-1',
    kind: 'product_spec',
    status: 'ready',
    generation: null,
    brief: null,
    recommendation_ids: null,
    prompt: null,
    version: 1,
    title: 'Onboarding research: product spec',
    sections: [
      {
        key: 'problem_statement',
        blocks: [
          {
            id: 'b-1',
            text: 'New customers cannot tell why their imports fail.',
            citations: [
              { recommendation_id: 'r-1', snippet_id: 'd-1:3' },
              { recommendation_id: 'r-2', snippet_id: null },
            ],
          },
        ],
      },
      {
        key: 'user_stories',
        blocks: [
          {
            id: 'b-2',
            text: 'As an admin, I want to see why an import failed.',
            citations: [{ recommendation_id: 'r-1', snippet_id: 'd-1:3' }],
          },
        ],
      },
    ],
    sources: [
      {
        number: 1,
        recommendation_id: 'r-1',
        snippet_id: 'd-1:3',
        document_id: 'd-1',
        title: 'Imports fail without saying why',
        text: 'The import just stops.',
      },
      { number: 2, recommendation_id: 'r-2', snippet_id: null, document_id: null, title: 'Setup takes too long', text: null },
    ],
    mode: 'offline',
    problems: [],
    stale: false,
    changes: [],
    newer_analysis: null,
    versions: [
      { version: 1, how: 'generated', trigger: 'generate', prompt: null, mode: 'offline', by: 'u-1', at: '2025-06-03T10:00:00.000Z' },
    ],
    updated_at: '2025-06-03T10:00:00.000Z',
    ...overrides,
  };
}

export function aGeneration(overrides: Partial<WriteupGeneration> = {}): WriteupGeneration {
  return {
    job_id: 'writeup-p-1.product_spec-1',
    trigger: 'generate',
    stage: 'creating',
    progress: 0,
    requested_by: 'u-1',
    requested_at: '2025-06-03T10:00:00.000Z',
    error_code: null,
    error_message: null,
    ...overrides,
  };
}

export function aSummary(overrides: Partial<WriteupSummary> = {}): WriteupSummary {
  return { kind: 'research_plan', status: 'none', version: 0, title: '', stale: false, generation: null, ...overrides };
}
