import type { SalesRecord } from '@app/ingestion';

/**
 * How a CRM export's records sit in its document's artefact: in the rows a survey uses for its
 * respondents (a sales document has no snippets), one flat record of strings per CRM row, keyed by
 * the canonical sales fields. Only the fields a row has are written.
 */
export function salesRowOf(record: SalesRecord): Record<string, string> {
  const row: Record<string, string> = { row: String(record.row), account: record.account };
  if (record.arr !== undefined) row.arr = String(record.arr);
  if (record.stage !== undefined) row.stage = record.stage;
  if (record.close_date !== undefined) row.close_date = record.close_date;
  if (record.created_date !== undefined) row.created_date = record.created_date;
  if (record.domain !== undefined) row.domain = record.domain;
  return row;
}

/** The record a stored row holds; a row without an account (not written by salesRowOf) is null. */
export function salesRecordOf(row: Readonly<Record<string, string>>): SalesRecord | null {
  const account = row.account?.trim();
  if (!account) return null;
  const arr = row.arr === undefined ? undefined : Number(row.arr);
  const line = Number(row.row);
  const record: SalesRecord = { row: Number.isInteger(line) ? line : 0, account };
  if (arr !== undefined && Number.isFinite(arr)) record.arr = arr;
  if (row.stage) record.stage = row.stage;
  if (row.close_date) record.close_date = row.close_date;
  if (row.created_date) record.created_date = row.created_date;
  if (row.domain) record.domain = row.domain;
  return record;
}
