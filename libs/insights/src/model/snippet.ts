/**
 * The engine's input: one piece of customer evidence (a sentence of a call, a paragraph of a
 * document, a survey answer...) with where it came from, when, and who said it.
 */

/** Where a snippet came from (SPEC.md section 1, data sources). */
export const SOURCE_TYPES = ['call', 'meeting', 'document', 'survey_answer', 'chat', 'web'] as const;
export type SourceType = (typeof SOURCE_TYPES)[number];

/** Where inside its source a snippet sits; every field is optional because sources differ. */
export interface SourceLocation {
  /** 1-based page of a document. */
  page?: number;
  /** 1-based line of a document or transcript; for a survey answer, the 1-based respondent row. */
  line?: number;
  /** Offset from the start of a recording, in milliseconds. */
  timestampMs?: number;
  speaker?: string;
  /** For a survey answer: the survey column it answers (becomes Recommendation.survey_column_name). */
  column?: string;
}

export interface SnippetSource {
  type: SourceType;
  /** Id of the call, meeting, document, survey, channel or page; snippets of one source share it. */
  id: string;
  location: SourceLocation;
}

/**
 * Demographic keys seen in customer data (SPEC.md section 3). Attributes are open-ended: these are
 * the names to use when a value is one of them, snake_case.
 */
export const DEMOGRAPHIC_KEYS = [
  'age',
  'gender',
  'ethnicity',
  'race',
  'income',
  'education',
  'occupation',
  'nationality',
  'marital_status',
  'postal_code',
] as const;
export type DemographicKey = (typeof DEMOGRAPHIC_KEYS)[number];

export interface SnippetCustomer {
  /** The customer (account or person) the snippet speaks for; it is the customer's identity for counting. */
  name?: string;
  /** Demographic and other attributes, keyed by DEMOGRAPHIC_KEYS where one applies. */
  attributes: Record<string, string>;
}

export interface SnippetRevenue {
  /** Annual recurring revenue of the customer, in the project's currency unit. */
  arr?: number;
  /** CRM opportunity stage as the CRM names it, e.g. 'Negotiation/Review', 'Closed Won'. */
  opportunityStage?: string;
}

export interface Snippet {
  id: string;
  text: string;
  source: SnippetSource;
  /** ISO 8601 date or date-time. */
  date: string;
  customer?: SnippetCustomer;
  revenue?: SnippetRevenue;
}

/**
 * The identity used to count distinct customers: the customer's name, trimmed and case-folded.
 * A snippet without a named customer has none (undefined).
 */
export function customerKey(snippet: Snippet): string | undefined {
  const name = snippet.customer?.name?.trim().toLowerCase();
  return name ? name : undefined;
}
