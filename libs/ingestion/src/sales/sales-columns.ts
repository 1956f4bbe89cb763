import { SALES_FIELDS, type SalesField } from '../model/ingested-document';

/** A header as spelled for matching: "Account Name", "account_name" and "AccountName" are one. */
const squashed = (header: string): string => header.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** "ARR" as a word of a longer header: "ARR (USD)", "Current ARR", "current_arr", never "Carry". */
const ARR_WORD = /(?:^|[^\p{L}\p{N}])arr(?:[^\p{L}\p{N}]|$)/iu;
const MRR_WORD = /(?:^|[^\p{L}\p{N}])mrr(?:[^\p{L}\p{N}]|$)/iu;

type Candidate = string | RegExp;

/**
 * The headers each field is read from, the most telling first: a CRM export has several columns
 * that could be its revenue ("Amount" and "ARR"), and the field takes the first candidate found.
 * A header saying ARR outranks a contract value or an opportunity amount.
 */
const CANDIDATES: Record<SalesField, readonly Candidate[]> = {
  account: [
    'Account Name',
    'Account',
    'Company',
    'Company Name',
    'Customer',
    'Customer Name',
    'Organisation',
    'Organisation Name',
    'Organization',
    'Organization Name',
    'Client',
  ],
  arr: [
    'ARR',
    'Annual Recurring Revenue',
    ARR_WORD,
    'ACV',
    'Annual Contract Value',
    'Amount',
    'Opportunity Amount',
    'Revenue',
    'Annual Revenue',
    'Expected Revenue',
  ],
  stage: ['Stage', 'Opportunity Stage', 'Stage Name', 'Deal Stage', 'Status'],
  close_date: ['Close Date', 'Closed Date', 'Expected Close Date', 'Renewal Date'],
  created_date: ['Created Date', 'Create Date', 'Created', 'Opportunity Created Date'],
  domain: ['Website', 'Domain', 'Company Domain', 'Web Site', 'URL', 'Email', 'Contact Email', 'Email Address'],
};
/** Monthly revenue, read as ARR (× 12) only when no column gives an annual figure. */
const MONTHLY_CANDIDATES: readonly Candidate[] = ['MRR', 'Monthly Recurring Revenue', MRR_WORD];

function columnOf(headers: readonly string[], candidates: readonly Candidate[]): number | undefined {
  for (const candidate of candidates) {
    const index = headers.findIndex((header) =>
      typeof candidate === 'string' ? squashed(header) === squashed(candidate) : candidate.test(header),
    );
    if (index >= 0) return index;
  }
  return undefined;
}

export interface SalesColumns {
  /** The column index each field found is read from. */
  indexes: Partial<Record<SalesField, number>>;
  /** Whether the ARR column holds monthly revenue, to be multiplied by 12. */
  monthly: boolean;
}

export function salesColumnsOf(headers: readonly string[]): SalesColumns {
  const indexes: Partial<Record<SalesField, number>> = {};
  for (const field of SALES_FIELDS) {
    const index = columnOf(headers, CANDIDATES[field]);
    if (index !== undefined) indexes[field] = index;
  }
  if (indexes.arr !== undefined) return { indexes, monthly: false };
  const monthly = columnOf(headers, MONTHLY_CANDIDATES);
  return monthly === undefined ? { indexes, monthly: false } : { indexes: { ...indexes, arr: monthly }, monthly: true };
}
