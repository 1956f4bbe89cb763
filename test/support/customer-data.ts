/** Customer data for tests: public utterances by intent, and the files people upload made from them. */
import { parse } from 'csv-parse/sync';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Public customer utterances by intent (CLINC150 test split, ../shared/data/README.md). */
const UTTERANCES: Map<string, string[]> = (() => {
  const rows: Array<{ text: string; label: string }> = parse(
    readFileSync(path.resolve(__dirname, '../../../shared/data/clustering/clinc150_test.csv')),
    { columns: true },
  );
  const byIntent = new Map<string, string[]>();
  for (const row of rows) byIntent.set(row.label, [...(byIntent.get(row.label) ?? []), row.text]);
  return byIntent;
})();

/** Utterances `from` to `to` (exclusive) of each intent, intent by intent. */
export const said = (intents: string[], from: number, to: number): string[] =>
  intents.flatMap((intent) => UTTERANCES.get(intent)!.slice(from, to));

/** A WebVTT call in which three customers take turns saying the texts, ten seconds apart. */
export function transcriptOf(texts: string[]): Buffer {
  const time = (seconds: number) => `00:${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}.000`;
  const cues = texts.flatMap((text, index) => [`${time(index * 10)} --> ${time(index * 10 + 8)}`, `<v Customer ${index % 3}>${text}`, '']);
  return Buffer.from(['WEBVTT', '', ...cues].join('\n'));
}

/** A CSV cell, quoted. */
export const csvCell = (text: string) => `"${text.replace(/"/g, '""')}"`;

/** A survey of one question, Why, answered with the texts one per row. */
export const whySurvey = (texts: string[]): Buffer => Buffer.from(['Why', ...texts.map(csvCell)].join('\n'));

/**
 * A CRM export as Salesforce writes one: an opportunity per row, the account's ARR repeated on each
 * of its rows, a website; three accounts, 173,000 of ARR in all.
 */
export const CRM_EXPORT = Buffer.from(
  [
    'Account Name,Opportunity Name,Stage,ARR,Close Date,Website',
    'Acme Inc.,Acme renewal,Closed Won,"$120,000",2026-03-01,https://www.acme.com',
    'Acme Inc.,Acme upsell,Negotiation/Review,"$120,000",2026-06-30,https://www.acme.com',
    'Globex Corporation,Globex new business,Proposal/Price Quote,45000,2026-05-15,globex.com',
    'Umbrella Corp,Umbrella pilot,Prospecting,"8,000",2026-07-01,umbrella.com',
  ].join('\n'),
);
