import { salesColumnsOf } from './sales-columns';

describe('salesColumnsOf', () => {
  it('finds every field whatever the spelling of its header', () => {
    expect(salesColumnsOf(['account_name', 'Opportunity Name', 'ARR', 'STAGE', 'CloseDate', 'created', 'Web Site'])).toEqual({
      indexes: { account: 0, arr: 2, stage: 3, close_date: 4, created_date: 5, domain: 6 },
      monthly: false,
    });
  });

  it.each([
    ['Account Name', ['AccountName']],
    ['Account', ['Account']],
    ['Company Name', ['Company Name']],
    ['Customer', ['customer']],
    ['Organization Name', ['Organization Name']],
    ['Organisation', ['organisation']],
    ['Client', ['CLIENT']],
  ])('reads the account from %s', (_case, headers) => {
    expect(salesColumnsOf([...headers, 'ARR']).indexes.account).toBe(0);
  });

  it.each([
    ['ARR', ['Amount', 'ARR'], 1],
    ['Annual Recurring Revenue', ['Revenue', 'annual_recurring_revenue'], 1],
    ['a header with ARR as a word', ['Amount', 'ARR (USD)'], 1],
    ['a header with ARR as a word, with underscores', ['current_arr'], 0],
    ['ACV', ['Amount', 'ACV'], 1],
    ['Amount', ['Expected Revenue', 'Amount'], 1],
    ['Opportunity Amount', ['Opportunity Amount'], 0],
    ['Expected Revenue', ['Carry', 'Expected Revenue'], 1],
  ])('reads the ARR from %s', (_case, headers, index) => {
    expect(salesColumnsOf(['Account', ...headers]).indexes.arr).toBe(index + 1);
  });

  it('prefers the first candidate to the first column: Account Name over Account', () => {
    expect(salesColumnsOf(['Account', 'Account Name', 'ARR']).indexes.account).toBe(1);
  });

  it('reads a domain from an email column when there is no website', () => {
    expect(salesColumnsOf(['Account', 'ARR', 'Contact Email']).indexes.domain).toBe(2);
    expect(salesColumnsOf(['Account', 'ARR', 'Contact Email', 'URL']).indexes.domain).toBe(3);
  });

  it('falls back to monthly revenue only when no annual column exists', () => {
    expect(salesColumnsOf(['Account', 'MRR'])).toEqual({ indexes: { account: 0, arr: 1 }, monthly: true });
    expect(salesColumnsOf(['Account', 'Monthly Recurring Revenue'])).toEqual({ indexes: { account: 0, arr: 1 }, monthly: true });
    expect(salesColumnsOf(['Account', 'MRR', 'Amount'])).toEqual({ indexes: { account: 0, arr: 2 }, monthly: false });
  });

  it('finds nothing in headers that only look alike', () => {
    expect(salesColumnsOf(['Account Owner', 'Carry', 'Stage Duration', 'Created By'])).toEqual({ indexes: {}, monthly: false });
  });
});
