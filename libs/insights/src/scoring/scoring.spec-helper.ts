import fc from 'fast-check';
import type { Snippet, SourceType } from '../model/snippet';
import { DAY_MS } from './time';

export const NOW = '2026-06-30T12:00:00.000Z';
export const NOW_MS = Date.parse(NOW);

export const daysAgo = (days: number): string => new Date(NOW_MS - days * DAY_MS).toISOString();

let counter = 0;

/** A snippet with sensible defaults; override what the test is about. */
export function snippet(
  overrides: Partial<Omit<Snippet, 'source' | 'customer'>> & {
    sourceId?: string;
    sourceType?: SourceType;
    customer?: string;
    arr?: number;
    stage?: string;
    daysOld?: number;
  } = {},
): Snippet {
  counter += 1;
  const { sourceId, sourceType, customer, arr, stage, daysOld, ...rest } = overrides;
  return {
    id: `s${counter}`,
    text: 'the export is slow',
    date: daysAgo(daysOld ?? 1),
    ...rest,
    source: { type: sourceType ?? 'call', id: sourceId ?? `call-${counter}`, location: {} },
    ...(customer !== undefined ? { customer: { name: customer, attributes: {} } } : {}),
    ...(arr !== undefined || stage !== undefined
      ? { revenue: { ...(arr !== undefined ? { arr } : {}), ...(stage !== undefined ? { opportunityStage: stage } : {}) } }
      : {}),
  };
}

const STAGES = ['Prospecting', 'Qualification', 'Proposal/Price Quote', 'Negotiation/Review', 'Closed Won', 'Closed Lost', 'Custom stage'];
const WORDS = ['export', 'slow', 'pricing', 'onboarding', 'love', 'crash', 'invoice', 'search'];

/** A random project: snippets with unique ids, and the indexes of a theme's members. */
export const projectArbitrary = fc
  .array(
    fc.record({
      source: fc.integer({ min: 0, max: 6 }),
      customer: fc.option(fc.integer({ min: 0, max: 7 }), { nil: undefined }),
      daysOld: fc.integer({ min: -3, max: 400 }),
      arr: fc.option(fc.integer({ min: 0, max: 2_000_000 }), { nil: undefined }),
      stage: fc.option(fc.constantFrom(...STAGES), { nil: undefined }),
      words: fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 4 }),
    }),
    { minLength: 1, maxLength: 40 },
  )
  .chain((rows) =>
    fc.record({
      snippets: fc.constant(
        rows.map((row, index): Snippet => ({
          id: `p${index}`,
          text: row.words.join(' '),
          date: daysAgo(row.daysOld),
          source: { type: 'call', id: `src-${row.source}`, location: {} },
          ...(row.customer !== undefined ? { customer: { name: `Customer ${row.customer}`, attributes: {} } } : {}),
          ...(row.arr !== undefined || row.stage !== undefined ? { revenue: { arr: row.arr, opportunityStage: row.stage } } : {}),
        })),
      ),
      members: fc.uniqueArray(fc.integer({ min: 0, max: rows.length - 1 }), { minLength: 1, maxLength: rows.length }),
      sentimentMean: fc.double({ min: -1, max: 1, noNaN: true }),
      relevance: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: undefined }),
    }),
  );
