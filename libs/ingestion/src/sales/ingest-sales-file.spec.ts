import writeExcelFile, { type SheetData } from 'write-excel-file/node';
import { UNSUPPORTED_FORMAT_MESSAGE } from '../errors';
import { refusalOf } from '../refusal.spec-helper';
import { ingestSalesFile } from './ingest-sales-file';

const SALESFORCE_CSV = [
  'Account Name,Opportunity Name,Stage,ARR,Close Date,Website',
  'Acme Inc.,Acme renewal,Closed Won,"$120,000",3/1/2026,https://www.acme.com',
  'Acme Inc.,Acme upsell,Negotiation/Review,"$120,000",6/30/2026,https://www.acme.com',
  'Globex Corporation,Globex new business,Proposal/Price Quote,45000,5/15/2026,globex.com',
  ',Orphan opportunity,Prospecting,"1,000",7/1/2026,',
].join('\r\n');

const day = (month: number, date: number) => ({ value: new Date(Date.UTC(2026, month - 1, date)), type: Date, format: 'yyyy-mm-dd' });

/** An account export as a workbook: numbers as numbers, dates as dates. */
const ACCOUNTS_SHEET: SheetData = [
  ['Company', 'Annual Recurring Revenue', 'Status', 'Renewal Date', 'Contact Email'],
  ['Acme Inc.', 120_000, 'Customer', day(3, 1), 'ann@acme.com'],
  ['Umbrella Corp', 8_000.5, 'Churned', day(7, 1), 'bo@hotmail.com'],
];

describe('ingestSalesFile', () => {
  it('reads a CSV export from Salesforce', async () => {
    expect(await ingestSalesFile({ bytes: Buffer.from(SALESFORCE_CSV), fileName: 'exports/Pipeline Q3.csv' })).toEqual({
      format: 'csv',
      title: 'Pipeline Q3',
      columns: { account: 'Account Name', arr: 'ARR', stage: 'Stage', close_date: 'Close Date', domain: 'Website' },
      records: [
        { row: 2, account: 'Acme Inc.', arr: 120_000, stage: 'Closed Won', close_date: '2026-03-01', domain: 'acme.com' },
        { row: 3, account: 'Acme Inc.', arr: 120_000, stage: 'Negotiation/Review', close_date: '2026-06-30', domain: 'acme.com' },
        {
          row: 4,
          account: 'Globex Corporation',
          arr: 45_000,
          stage: 'Proposal/Price Quote',
          close_date: '2026-05-15',
          domain: 'globex.com',
        },
      ],
      accounts: 2,
      totalArr: 165_000,
      rows: 4,
      notes: ['1 row without an account was skipped (row 5).'],
    });
  });

  it('reads an XLSX export: numbers and dates as the workbook has them, the sheet named', async () => {
    const bytes = await writeExcelFile(ACCOUNTS_SHEET, { sheet: 'Accounts' }).toBuffer();
    expect(await ingestSalesFile({ bytes, fileName: 'accounts.xlsx' })).toEqual({
      format: 'xlsx',
      title: 'accounts',
      columns: {
        account: 'Company',
        arr: 'Annual Recurring Revenue',
        stage: 'Status',
        close_date: 'Renewal Date',
        domain: 'Contact Email',
      },
      records: [
        { row: 2, account: 'Acme Inc.', arr: 120_000, stage: 'Customer', close_date: '2026-03-01', domain: 'acme.com' },
        { row: 3, account: 'Umbrella Corp', arr: 8_000.5, stage: 'Churned', close_date: '2026-07-01' },
      ],
      accounts: 2,
      totalArr: 128_000.5,
      rows: 2,
      sheet: 'Accounts',
      notes: [],
    });
  });

  it.each([
    ['notes.txt', 'Acme pays 120k'],
    ['pipeline.pdf', '%PDF-1.7'],
    ['call.vtt', 'WEBVTT'],
  ])('refuses %s as sales data', async (fileName, text) => {
    expect(await refusalOf(ingestSalesFile({ bytes: Buffer.from(text), fileName }))).toEqual({
      code: 'SALES_FORMAT',
      message: 'Sales data must be a CSV or XLSX export of your CRM.',
    });
  });

  it('gives a table file the checks every file gets', async () => {
    const csv = Buffer.from(SALESFORCE_CSV);
    expect(await refusalOf(ingestSalesFile({ bytes: csv, fileName: 'pipeline.xls' }))).toEqual({
      code: 'UNSUPPORTED_FORMAT',
      message: UNSUPPORTED_FORMAT_MESSAGE,
    });
    expect((await refusalOf(ingestSalesFile({ bytes: Buffer.alloc(0), fileName: 'pipeline.csv' }))).code).toBe('EMPTY_FILE');
    expect((await refusalOf(ingestSalesFile({ bytes: csv, fileName: 'pipeline.csv' }, { limits: { maxBytes: { csv: 100 } } }))).code).toBe(
      'FILE_TOO_LARGE',
    );
    expect((await refusalOf(ingestSalesFile({ bytes: csv, fileName: 'pipeline.xlsx' }))).code).toBe('CONTENT_MISMATCH');
    const cancelled = new AbortController();
    cancelled.abort();
    expect((await refusalOf(ingestSalesFile({ bytes: csv, fileName: 'pipeline.csv' }, { signal: cancelled.signal }))).code).toBe(
      'CANCELLED',
    );
  });

  it('refuses an export without revenue', async () => {
    expect(await refusalOf(ingestSalesFile({ bytes: Buffer.from('Account Name,Owner\nAcme,Dana\n'), fileName: 'accounts.csv' }))).toEqual({
      code: 'SALES_NO_ARR_COLUMN',
      message: 'No revenue column was found. Name one column ARR, Annual Recurring Revenue, ACV or Amount.',
    });
  });
});
