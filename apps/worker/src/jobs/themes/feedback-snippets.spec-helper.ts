import type { Snippet } from '@app/insights';
import { parse } from 'csv-parse/sync';
import { readFileSync } from 'node:fs';
import path from 'node:path';

// Test and benchmark support only; the server build leaves `*.spec-helper.ts` out.

/** Public customer utterances (CLINC150 test split, 4,500 rows; ../shared/data/README.md). */
export const FEEDBACK_CSV = path.resolve(__dirname, '../../../../../../shared/data/clustering/clinc150_test.csv');

/** The first `count` utterances as snippets, dated over the 90 days before `now`. */
export function feedbackSnippets(count: number, now = '2025-06-01T00:00:00.000Z'): Snippet[] {
  const rows: Array<{ text: string }> = parse(readFileSync(FEEDBACK_CSV), { columns: true });
  return rows.slice(0, count).map((row, index) => ({
    id: `s${index}`,
    text: row.text,
    source: { type: 'chat', id: `chat-${index % 40}`, location: { line: index + 1 } },
    date: new Date(Date.parse(now) - (index % 90) * 86_400_000).toISOString(),
    customer: { name: `Customer ${index % 60}`, attributes: {} },
  }));
}
