import type { SalesRecord } from '@app/ingestion';
import type { Snippet } from '@app/insights';
import { accountOfDomain, attachRevenue, revenueIndex } from './sales-matching';

const records: SalesRecord[] = [
  { row: 2, account: 'Acme Inc.', arr: 120_000, stage: 'Closed Won', close_date: '2026-03-01', domain: 'acme.com' },
  { row: 3, account: 'Acme Inc.', arr: 100_000, stage: 'Negotiation/Review', close_date: '2026-06-30', domain: 'acme.com' },
  { row: 4, account: 'Globex Corporation', arr: 45_000, stage: 'Prospecting' },
  { row: 5, account: 'Initech', arr: 8_000, domain: 'initech.io' },
];
const index = revenueIndex(records);

const snippet = (id: string, text: string, customer?: Snippet['customer']): Snippet => ({
  id,
  text,
  source: { type: 'survey_answer', id: 'doc', location: {} },
  date: '2026-01-10',
  ...(customer ? { customer } : {}),
});
/** A call's turn: its speaker is its customer, as the project's snippets make it. */
const turn = (id: string, text: string, speaker: string): Snippet => ({
  ...snippet(id, text, { name: speaker, attributes: {} }),
  source: { type: 'call', id: 'call', location: { speaker } },
});

describe('matching snippets to the accounts of sales data', () => {
  it('matches by the customer the snippet names, its company attribute or its email domain', () => {
    const { snippets, matched } = attachRevenue(
      [
        snippet('s:0', 'Exports are slow', { name: 'ACME, Incorporated', attributes: {} }),
        snippet('s:1', 'Billing is confusing', { name: 'Dana', attributes: { company: 'Globex' } }),
        snippet('s:2', 'Love the app', { attributes: { email_domain: 'initech.io' } }),
        snippet('s:3', 'No idea who I am', { name: 'Someone', attributes: { company: 'Hooli' } }),
        snippet('s:4', 'Anonymous'),
      ],
      index,
      false,
    );
    expect(matched).toBe(3);
    expect(snippets.map((s) => [s.customer?.name, s.revenue])).toEqual([
      // The account's largest ARR, and the stage of its latest opportunity.
      ['Acme Inc.', { arr: 120_000, opportunityStage: 'Negotiation/Review' }],
      ['Globex Corporation', { arr: 45_000, opportunityStage: 'Prospecting' }],
      ['Initech', { arr: 8_000 }],
      ['Someone', undefined],
      [undefined, undefined],
    ]);
    // The person stays known as the account's contact.
    expect(snippets[1].customer?.attributes).toEqual({ company: 'Globex', contact: 'Dana' });
  });

  it('gives a whole call the one account its email addresses name, and none when they name several', () => {
    const call = [
      turn('c:0', 'Hi, I am Jo from Initech, write to jo.smith@initech.io', 'Customer 1'),
      turn('c:1', 'Our invoices never arrive', 'Customer 1'),
      turn('c:2', 'Sure, our rep is at sam@ourproduct.example', 'Rep'),
    ];
    const { snippets, matched } = attachRevenue(call, index, true);
    expect(matched).toBe(3);
    expect(snippets.every((s) => s.customer?.name === 'Initech' && s.revenue?.arr === 8_000)).toBe(true);
    expect(snippets[1].customer?.attributes).toEqual({ contact: 'Customer 1' });

    const twoAccounts = [...call, turn('c:3', 'cc: pat@acme.com', 'Customer 2')];
    expect(attachRevenue(twoAccounts, index, true).matched).toBe(0);
    // Only a call gives its account to every snippet: a document's emails do not.
    expect(attachRevenue(call, index, false).matched).toBe(0);
  });

  it('finds an account by its website, else by the domain naming it', () => {
    expect(accountOfDomain('acme.com', index)?.account).toBe('Acme Inc.');
    expect(accountOfDomain('globex.co.uk', index)?.account).toBe('Globex Corporation');
    expect(accountOfDomain('gmail.com', index)).toBeUndefined();
  });
});
