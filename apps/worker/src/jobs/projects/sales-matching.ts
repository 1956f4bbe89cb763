import { type SalesAccount, type SalesRecord, hostOfEmail, normaliseAccountName, salesAccountsOf } from '@app/ingestion';
import type { Snippet } from '@app/insights';

/**
 * Revenue for a project's snippets from its CRM exports (SPEC.md section 1: the priority score
 * weighs revenue when available). A snippet is matched to an account by the customer it names
 * (respondent, company or account attribute, compared as normalised account names), else by the
 * domain of the email its respondent gave, else, in a transcript, by the email domains the call
 * names (when they point at one account only). A matched snippet speaks for that account: its
 * customer is the account, and it carries the account's ARR and opportunity stage.
 */

export interface RevenueIndex {
  byName: ReadonlyMap<string, SalesAccount>;
  byDomain: ReadonlyMap<string, SalesAccount>;
  /** `acme` of acme.com to the account named Acme (Inc.): for exports without a website column. */
  byDomainLabel: ReadonlyMap<string, SalesAccount>;
}

/** Attributes that name the company a respondent speaks for, in the order they are trusted. */
const COMPANY_ATTRIBUTES = ['account', 'company', 'organisation', 'organization'] as const;

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;

export function revenueIndex(records: readonly SalesRecord[]): RevenueIndex {
  const byName = new Map<string, SalesAccount>();
  const byDomain = new Map<string, SalesAccount>();
  const byDomainLabel = new Map<string, SalesAccount>();
  for (const account of salesAccountsOf([...records])) {
    byName.set(account.key, account);
    for (const domain of account.domains) byDomain.set(domain, account);
    byDomainLabel.set(account.key.replace(/\s+/g, ''), account);
  }
  return { byName, byDomain, byDomainLabel };
}

/** The account a web domain stands for: its own (website column) first, else the account its first label names. */
export function accountOfDomain(domain: string, index: RevenueIndex): SalesAccount | undefined {
  const exact = index.byDomain.get(domain);
  if (exact) return exact;
  const label = domain.split('.')[0]?.replace(/-/g, '');
  return label ? index.byDomainLabel.get(label) : undefined;
}

function accountOfName(name: string | undefined, index: RevenueIndex): SalesAccount | undefined {
  if (name === undefined || name.trim() === '') return undefined;
  const key = normaliseAccountName(name);
  return key === '' ? undefined : index.byName.get(key);
}

/**
 * The one account the email addresses of a transcript point at (a sales call is with one
 * customer), or undefined when they name none or several.
 */
export function accountOfTranscript(snippets: readonly Snippet[], index: RevenueIndex): SalesAccount | undefined {
  const accounts = new Set<SalesAccount>();
  for (const snippet of snippets) {
    const texts = [snippet.text, snippet.source.location.speaker ?? ''];
    for (const text of texts) {
      for (const email of text.match(EMAIL) ?? []) {
        const host = hostOfEmail(email);
        const account = host === undefined ? undefined : accountOfDomain(host, index);
        if (account) accounts.add(account);
      }
    }
  }
  return accounts.size === 1 ? [...accounts][0] : undefined;
}

/** The account one snippet speaks for, by its own customer first, then the document's account. */
export function accountOfSnippet(snippet: Snippet, index: RevenueIndex, documentAccount?: SalesAccount): SalesAccount | undefined {
  const attributes = snippet.customer?.attributes ?? {};
  const named =
    accountOfName(snippet.customer?.name, index) ??
    COMPANY_ATTRIBUTES.map((key) => accountOfName(attributes[key], index)).find((account) => account !== undefined);
  if (named) return named;
  const domain = attributes.email_domain;
  return (domain ? accountOfDomain(domain, index) : undefined) ?? documentAccount;
}

/** The snippet as speaking for the account: the account is its customer (a person's name stays as `contact`). */
export function withRevenue(snippet: Snippet, account: SalesAccount): Snippet {
  const person = snippet.customer?.name;
  const attributes = { ...(snippet.customer?.attributes ?? {}) };
  if (person !== undefined && normaliseAccountName(person) !== account.key) attributes.contact = person;
  return {
    ...snippet,
    customer: { name: account.account, attributes },
    revenue: {
      ...(account.arr !== undefined ? { arr: account.arr } : {}),
      ...(account.stage !== undefined ? { opportunityStage: account.stage } : {}),
    },
  };
}

/** One document's snippets with revenue where an account matches; `matched` counts them. */
export function attachRevenue(
  snippets: readonly Snippet[],
  index: RevenueIndex,
  isTranscript: boolean,
): { snippets: Snippet[]; matched: number } {
  const documentAccount = isTranscript ? accountOfTranscript(snippets, index) : undefined;
  let matched = 0;
  const result = snippets.map((snippet) => {
    const account = accountOfSnippet(snippet, index, documentAccount);
    if (!account) return snippet;
    matched += 1;
    return withRevenue(snippet, account);
  });
  return { snippets: result, matched };
}
