import type { SalesRecord } from '../model/ingested-document';
import { salesAccountsOf, totalArrOf } from './sales-accounts';

describe('salesAccountsOf', () => {
  const records: SalesRecord[] = [
    { row: 2, account: 'Acme Inc.', arr: 120_000, stage: 'Closed Won', close_date: '2026-03-01', domain: 'acme.com' },
    { row: 3, account: 'Globex', arr: 45_000, stage: 'Prospecting' },
    { row: 4, account: 'ACME Incorporated', arr: 100_000, stage: 'Negotiation', close_date: '2026-06-30', domain: 'acme.io' },
    { row: 5, account: 'acme', stage: 'Closed Lost', domain: 'acme.com' },
    { row: 6, account: 'Globex', stage: 'Proposal' },
    { row: 7, account: 'Initech' },
  ];

  it('groups rows by normalised name, at the largest ARR, with the stage of the opportunity closing last', () => {
    expect(salesAccountsOf(records)).toEqual([
      {
        key: 'acme',
        account: 'Acme Inc.',
        arr: 120_000,
        stage: 'Negotiation',
        domains: ['acme.com', 'acme.io'],
        rows: [2, 4, 5],
      },
      // No close dates: the last row's stage.
      { key: 'globex', account: 'Globex', arr: 45_000, stage: 'Proposal', domains: [], rows: [3, 6] },
      { key: 'initech', account: 'Initech', domains: [], rows: [7] },
    ]);
  });

  it('gives a tie on the close date to the later row', () => {
    const tied: SalesRecord[] = [
      { row: 2, account: 'Acme', stage: 'Won', close_date: '2026-01-01' },
      { row: 3, account: 'Acme', stage: 'Renewal', close_date: '2026-01-01' },
      { row: 4, account: 'Acme', stage: 'Lost', close_date: '2025-12-31' },
    ];
    expect(salesAccountsOf(tied)[0].stage).toBe('Renewal');
  });

  it('totals each account once, to the cent', () => {
    expect(totalArrOf(salesAccountsOf(records))).toBe(165_000);
    expect(
      totalArrOf(
        salesAccountsOf([
          { row: 2, account: 'A', arr: 0.1 },
          { row: 3, account: 'B', arr: 0.2 },
        ]),
      ),
    ).toBe(0.3);
  });
});
