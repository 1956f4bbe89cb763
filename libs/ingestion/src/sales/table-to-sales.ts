import { isBlankAnswer } from '@app/insights';
import type { RawCell } from '../formats/reader';
import { emptyFileError } from '../ingest-file';
import type { IngestedSales, SalesField, SalesRecord } from '../model/ingested-document';
import { cellText, uniqueHeaders } from '../survey/table-to-survey';
import { parseAmount } from './parse-amount';
import { salesAccountsOf, totalArrOf } from './sales-accounts';
import { salesColumnsOf } from './sales-columns';
import { type DayOrder, dayOrderOf, parseSalesDate } from './sales-date';
import { IngestionError } from '../errors';
import { SalesProblems } from './sales-notes';
import { companyDomainOf } from './web-domain';

/** What a table says as sales data; the file's format and title are the entry point's. */
export type SalesReading = Omit<IngestedSales, 'format' | 'title'>;

/** Longest account name or stage kept: a longer cell is a note pasted in the wrong column. */
const MAX_TEXT_CHARS = 200;
const DATE_FIELDS = ['close_date', 'created_date'] as const;
type DateField = (typeof DATE_FIELDS)[number];

/** How each row is read: the column of each field found, and the order of each date column. */
interface SalesLayout {
  indexes: Partial<Record<SalesField, number>>;
  monthly: boolean;
  dayOrders: Record<DateField, DayOrder>;
}

const capped = (text: string): string => (text.length <= MAX_TEXT_CHARS ? text : [...text].slice(0, MAX_TEXT_CHARS).join('').trimEnd());

const cellOf = (cells: readonly RawCell[], index: number | undefined): RawCell => (index === undefined ? undefined : cells[index]);

/**
 * A CRM export (one row per account or per opportunity, under a header row) as canonical sales
 * records. Columns are found by their headers, whatever the CRM calls them; rows without an
 * account are skipped, and cells that could not be read are said in the notes, never guessed.
 */
export function tableToSales(rows: readonly RawCell[][], sheet?: string): SalesReading {
  const headerIndex = rows.findIndex((row) => row.some((cell) => cellText(cell) !== ''));
  if (headerIndex < 0) throw emptyFileError();
  const headers = uniqueHeaders(rows[headerIndex]);
  const { indexes, monthly } = salesColumnsOf(headers);
  if (indexes.account === undefined)
    throw new IngestionError(
      'SALES_NO_ACCOUNT_COLUMN',
      'No account column was found. Name one column Account, Account Name, Company or Customer.',
    );
  if (indexes.arr === undefined)
    throw new IngestionError(
      'SALES_NO_ARR_COLUMN',
      'No revenue column was found. Name one column ARR, Annual Recurring Revenue, ACV or Amount.',
    );
  const dataRows: Array<{ cells: readonly RawCell[]; row: number }> = [];
  for (let index = headerIndex + 1; index < rows.length; index++) {
    if (rows[index].some((cell) => cellText(cell) !== '')) dataRows.push({ cells: rows[index], row: index + 1 });
  }
  if (dataRows.length === 0) throw emptyFileError();

  const notes: string[] = [];
  if (monthly) notes.push(`No ARR column was found, so ARR is 12 × the monthly "${headers[indexes.arr]}" column.`);
  const dateOrder = (field: DateField) => dayOrderOf(dataRows.map(({ cells }) => cellOf(cells, indexes[field])));
  const [close, created] = [dateOrder('close_date'), dateOrder('created_date')];
  const assumed = close.assumed ?? created.assumed;
  if (assumed !== undefined)
    notes.push(
      `Dates such as ${assumed} were read as month/day/year, the order Salesforce exports them in: no date in their column says otherwise.`,
    );
  const layout: SalesLayout = { indexes, monthly, dayOrders: { close_date: close.order, created_date: created.order } };
  const problems = new SalesProblems();
  const records = dataRows.flatMap(({ cells, row }) => recordOf(cells, row, layout, problems) ?? []);
  if (!records.some((record) => record.arr !== undefined))
    throw new IngestionError('SALES_NO_REVENUE', 'No row has both an account and a revenue figure.');

  const accounts = salesAccountsOf(records);
  return {
    columns: Object.fromEntries(Object.entries(indexes).map(([field, index]) => [field, headers[index]])),
    records,
    accounts: accounts.length,
    totalArr: totalArrOf(accounts),
    rows: dataRows.length,
    ...(sheet !== undefined ? { sheet } : {}),
    notes: [...notes, ...problems.notes()],
  };
}

/** One row as a record, or undefined when it names no account; what cannot be read is reported. */
function recordOf(cells: readonly RawCell[], row: number, layout: SalesLayout, problems: SalesProblems): SalesRecord | undefined {
  const { indexes } = layout;
  const account = capped(cellText(cellOf(cells, indexes.account)));
  if (isBlankAnswer(account)) {
    problems.add('no_account', row);
    return undefined;
  }
  const record: SalesRecord = { row, account };
  const amount = parseAmount(cellOf(cells, indexes.arr));
  if (amount === 'unreadable' || amount === 'negative') problems.add(`${amount}_arr`, row);
  // Monthly revenue × 12 is kept to the cent: 1000.1 × 12 is 12001.199999999999 in floating point.
  else if (amount !== 'blank') record.arr = layout.monthly ? Math.round(amount.value * 12 * 100) / 100 : amount.value;
  const stage = capped(cellText(cellOf(cells, indexes.stage)));
  if (!isBlankAnswer(stage)) record.stage = stage;
  for (const field of DATE_FIELDS) {
    const date = parseSalesDate(cellOf(cells, indexes[field]), layout.dayOrders[field]);
    if (date === 'unreadable') problems.add(`unreadable_${field}`, row);
    else if (date !== 'blank') record[field] = date.value;
  }
  const domain = companyDomainOf(cellText(cellOf(cells, indexes.domain)));
  if (domain !== undefined) record.domain = domain;
  return record;
}
