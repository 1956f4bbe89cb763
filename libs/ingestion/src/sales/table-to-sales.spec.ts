import { IngestionError } from '../errors';
import type { RawCell } from '../formats/reader';
import { tableToSales } from './table-to-sales';

const refusalOf = (read: () => unknown): { code: string; message: string } => {
  try {
    read();
  } catch (error) {
    if (error instanceof IngestionError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('expected an IngestionError, but the table was read');
};

describe('tableToSales', () => {
  it('reads an opportunity export under its header, with file row numbers, and totals each account once', () => {
    const rows: RawCell[][] = [
      [],
      ['Account Name', 'Opportunity Name', 'Stage', 'ARR (USD)', 'Close Date', 'Created Date', 'Website'],
      ['Acme Inc.', 'Acme renewal', 'Closed Won', '$120,000', '2026-03-01', '01/15/2026', 'https://www.acme.com'],
      [null, null, null, null, null, null, null],
      ['ACME, Inc', 'Acme upsell', 'Negotiation', 100_000, new Date(Date.UTC(2026, 5, 30)), '2/20/2026', 'acme.com'],
      ['Globex Corporation', 'Globex new business', 'Proposal', '45k', 'May 15, 2026', '', 'sales@globex.com'],
      ['  Umbrella Corp ', 'Pilot', '', '€ 8.000,00', '', '', 'ann@gmail.com'],
    ];
    expect(tableToSales(rows, 'Opportunities')).toEqual({
      columns: {
        account: 'Account Name',
        arr: 'ARR (USD)',
        stage: 'Stage',
        close_date: 'Close Date',
        created_date: 'Created Date',
        domain: 'Website',
      },
      records: [
        {
          row: 3,
          account: 'Acme Inc.',
          arr: 120_000,
          stage: 'Closed Won',
          close_date: '2026-03-01',
          created_date: '2026-01-15',
          domain: 'acme.com',
        },
        {
          row: 5,
          account: 'ACME, Inc',
          arr: 100_000,
          stage: 'Negotiation',
          close_date: '2026-06-30',
          created_date: '2026-02-20',
          domain: 'acme.com',
        },
        { row: 6, account: 'Globex Corporation', arr: 45_000, stage: 'Proposal', close_date: '2026-05-15', domain: 'globex.com' },
        // Free mail is no company's domain.
        { row: 7, account: 'Umbrella Corp', arr: 8_000 },
      ],
      // Acme once, at its largest ARR: 120,000 + 45,000 + 8,000.
      accounts: 3,
      totalArr: 173_000,
      rows: 4,
      sheet: 'Opportunities',
      notes: [],
    });
  });

  it('skips rows without an account and says which cells could not be read', () => {
    const unreadable = Array.from({ length: 11 }, (_, index): RawCell[] => [`Account ${index}`, 'TBD', 'someday']);
    const rows: RawCell[][] = [
      ['Customer', 'Amount', 'Close Date'],
      ['Acme', '1,000', '2026-01-01'],
      ['', '2,000', ''],
      ['n/a', '3,000', ''],
      ['Globex', '(500)', ''],
      ...unreadable,
    ];
    const sales = tableToSales(rows);
    expect(sales.rows).toBe(15);
    expect(sales.records.map((record) => [record.row, record.account, record.arr])).toEqual([
      [2, 'Acme', 1000],
      [5, 'Globex', undefined],
      ...unreadable.map((cells, index) => [index + 6, cells[0], undefined]),
    ]);
    expect(sales.notes).toEqual([
      '2 rows without an account were skipped (rows 3, 4).',
      '11 ARR values could not be read as numbers (rows 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, …).',
      '1 negative ARR value was ignored (row 5).',
      '11 close dates could not be read as dates (rows 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, …).',
    ]);
    expect(sales.accounts).toBe(13);
    expect(sales.totalArr).toBe(1000);
  });

  it('reads monthly revenue as ARR, times 12, when no annual column exists, and says so', () => {
    const sales = tableToSales([
      ['Company', 'MRR'],
      ['Acme', '1,000.10'],
      ['Globex', 250],
    ]);
    expect(sales.columns).toEqual({ account: 'Company', arr: 'MRR' });
    expect(sales.records).toEqual([
      { row: 2, account: 'Acme', arr: 12_001.2 },
      { row: 3, account: 'Globex', arr: 3_000 },
    ]);
    expect(sales.totalArr).toBe(15_001.2);
    expect(sales.notes).toEqual(['No ARR column was found, so ARR is 12 × the monthly "MRR" column.']);
  });

  it('reads a/b/yyyy dates month first and says so once, unless a date of the column shows it is day first', () => {
    const sales = tableToSales([
      ['Account', 'ARR', 'Close Date', 'Created Date'],
      ['Acme', 10, '03/04/2026', '25/12/2025'],
      ['Globex', 20, '05/06/2026', '02/01/2026'],
    ]);
    expect(sales.records.map(({ close_date, created_date }) => [close_date, created_date])).toEqual([
      ['2026-03-04', '2025-12-25'],
      ['2026-05-06', '2026-01-02'],
    ]);
    expect(sales.notes).toEqual([
      'Dates such as 03/04/2026 were read as month/day/year, the order Salesforce exports them in: no date in their column says otherwise.',
    ]);
  });

  it('keeps at most 200 characters of an account or stage', () => {
    const long = 'A'.repeat(250);
    const [record] = tableToSales([
      ['Account', 'ARR', 'Stage'],
      [long, 1, `${long} stage`],
    ]).records;
    expect(record.account).toBe('A'.repeat(200));
    expect(record.stage).toBe('A'.repeat(200));
  });

  it.each<[string, RawCell[][], { code: string; message: string }]>([
    ['an empty table', [[], [null, '']], { code: 'EMPTY_FILE', message: 'The file is empty.' }],
    ['a header without rows', [['Account', 'ARR'], [null]], { code: 'EMPTY_FILE', message: 'The file is empty.' }],
    [
      'a table without an account column',
      [
        ['Owner', 'ARR'],
        ['Dana', 100],
      ],
      {
        code: 'SALES_NO_ACCOUNT_COLUMN',
        message: 'No account column was found. Name one column Account, Account Name, Company or Customer.',
      },
    ],
    [
      'a table without a revenue column',
      [
        ['Account Name', 'Owner'],
        ['Acme', 'Dana'],
      ],
      {
        code: 'SALES_NO_ARR_COLUMN',
        message: 'No revenue column was found. Name one column ARR, Annual Recurring Revenue, ACV or Amount.',
      },
    ],
    [
      'a table where no row has both an account and an amount',
      [
        ['Account', 'ARR'],
        ['Acme', ''],
        ['', 100],
        ['Globex', 'unknown'],
      ],
      { code: 'SALES_NO_REVENUE', message: 'No row has both an account and a revenue figure.' },
    ],
  ])('refuses %s', (_case, rows, refusal) => {
    expect(refusalOf(() => tableToSales(rows))).toEqual(refusal);
  });
});
