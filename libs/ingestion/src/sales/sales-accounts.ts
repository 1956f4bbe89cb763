import type { SalesAccount, SalesRecord } from '../model/ingested-document';
import { normaliseAccountName } from './account-name';

interface AccountRows {
  first: SalesRecord;
  arr?: number;
  domains: string[];
  rows: number[];
  /** The row with a stage closing last, and the last row with a stage. */
  closingLast?: SalesRecord;
  lastStaged?: SalesRecord;
}

/** Whether a row closes no earlier than the latest so far (a tie goes to the later row: the export's order). */
const closesLater = (row: SalesRecord, latest: SalesRecord | undefined): boolean =>
  row.close_date !== undefined && (latest?.close_date === undefined || row.close_date >= latest.close_date);

function addRow(group: AccountRows, record: SalesRecord): void {
  group.rows.push(record.row);
  if (record.arr !== undefined && (group.arr === undefined || record.arr > group.arr)) group.arr = record.arr;
  if (record.domain !== undefined && !group.domains.includes(record.domain)) group.domains.push(record.domain);
  if (record.stage === undefined) return;
  group.lastStaged = record;
  if (closesLater(record, group.closingLast)) group.closingLast = record;
}

/**
 * The export's rows grouped by account (normalised name), sorted by key. An export of
 * opportunities repeats an account's ARR on each of its rows, so the account's ARR is its largest,
 * never their sum; its stage is that of the opportunity closing last, else of its last row with one.
 */
export function salesAccountsOf(records: readonly SalesRecord[]): SalesAccount[] {
  const groups = new Map<string, AccountRows>();
  for (const record of records) {
    const key = normaliseAccountName(record.account);
    let group = groups.get(key);
    if (group === undefined) {
      group = { first: record, domains: [], rows: [] };
      groups.set(key, group);
    }
    addRow(group, record);
  }
  return [...groups.keys()].sort().map((key) => {
    const { first, arr, domains, rows, closingLast, lastStaged } = groups.get(key)!;
    const stage = (closingLast ?? lastStaged)?.stage;
    return { key, account: first.account, ...(arr !== undefined ? { arr } : {}), ...(stage !== undefined ? { stage } : {}), domains, rows };
  });
}

/** The sum of the accounts' ARR, to the cent (adding amounts with cents in floating point leaves dust). */
export const totalArrOf = (accounts: readonly SalesAccount[]): number =>
  Math.round(accounts.reduce((sum, account) => sum + (account.arr ?? 0), 0) * 100) / 100;
