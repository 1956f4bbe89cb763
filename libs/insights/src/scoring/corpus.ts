import { customerKey, type Snippet } from '../model/snippet';
import { stageWeight } from './opportunity-stage';
import { parseDateMs, weekBucket } from './time';

/**
 * Everything about a project's whole set of snippets that scores are measured against. Build it
 * once per analysis with `scoringCorpus` and score every theme against the same corpus, so that
 * the themes' scores are comparable.
 */
export interface ScoringCorpus {
  snippetsById: ReadonlyMap<string, Snippet>;
  totalSnippets: number;
  distinctSources: number;
  distinctCustomers: number;
  distinctWeeks: number;
  /** ARR of each revenue holder (see `revenueHolderKey`): the largest figure seen for it. */
  arrByHolder: ReadonlyMap<string, number>;
  /** Sum of all holders' ARR; 0 when no ARR is known, which makes revenue unknown for the project. */
  totalArr: number;
  /** Opportunity stage weight of each holder (see `stageWeight`): the largest seen for it. */
  stageWeightByHolder: ReadonlyMap<string, number>;
}

/** Identity of a source for counting distinct sources. */
export function sourceKey(snippet: Snippet): string {
  return `${snippet.source.type}:${snippet.source.id}`;
}

/**
 * Who an ARR figure belongs to: the named customer, or else the source (a sales call or CRM record
 * speaks for one account), so that one account's ARR is counted once however often it speaks.
 */
export function revenueHolderKey(snippet: Snippet): string {
  const customer = customerKey(snippet);
  return customer !== undefined ? `customer:${customer}` : `source:${sourceKey(snippet)}`;
}

/** ARR per revenue holder: the largest figure seen for it (figures of one account should agree). */
export function arrByHolder(snippets: Iterable<Snippet>): Map<string, number> {
  const arr = new Map<string, number>();
  for (const snippet of snippets) {
    const value = snippet.revenue?.arr;
    if (value === undefined || !Number.isFinite(value) || value <= 0) continue;
    const key = revenueHolderKey(snippet);
    arr.set(key, Math.max(arr.get(key) ?? 0, value));
  }
  return arr;
}

/** Opportunity stage weight per revenue holder: the most advanced stage seen for it. */
export function stageWeightByHolder(snippets: Iterable<Snippet>): Map<string, number> {
  const weights = new Map<string, number>();
  for (const snippet of snippets) {
    const stage = snippet.revenue?.opportunityStage;
    if (stage === undefined || stage.trim() === '') continue;
    const key = revenueHolderKey(snippet);
    weights.set(key, Math.max(weights.get(key) ?? 0, stageWeight(stage)));
  }
  return weights;
}

/** Sum added in ascending order, so the result does not depend on the order values come in. */
export function sumOf(values: Iterable<number>): number {
  let total = 0;
  for (const value of [...values].sort((a, b) => a - b)) total += value;
  return total;
}

/** Distinct sources, customers and week buckets among snippets. */
export function spreadOf(snippets: readonly Snippet[]): { sources: number; customers: number; weeks: number } {
  const sources = new Set<string>();
  const customers = new Set<string>();
  const weeks = new Set<number>();
  for (const snippet of snippets) {
    sources.add(sourceKey(snippet));
    const customer = customerKey(snippet);
    if (customer !== undefined) customers.add(customer);
    const ms = parseDateMs(snippet.date);
    if (ms !== undefined) weeks.add(weekBucket(ms));
  }
  return { sources: sources.size, customers: customers.size, weeks: weeks.size };
}

/** Builds the corpus; snippet ids must be unique (a repeated id throws). */
export function scoringCorpus(snippets: readonly Snippet[]): ScoringCorpus {
  const snippetsById = new Map<string, Snippet>();
  for (const snippet of snippets) {
    if (snippetsById.has(snippet.id)) throw new Error(`duplicate snippet id: ${snippet.id}`);
    snippetsById.set(snippet.id, snippet);
  }
  const spread = spreadOf(snippets);
  const arr = arrByHolder(snippets);
  return {
    snippetsById,
    totalSnippets: snippets.length,
    distinctSources: spread.sources,
    distinctCustomers: spread.customers,
    distinctWeeks: spread.weeks,
    arrByHolder: arr,
    totalArr: sumOf(arr.values()),
    stageWeightByHolder: stageWeightByHolder(snippets),
  };
}

/** The theme's member snippets found in the corpus, each once, in member order. */
export function membersOf(memberSnippetIds: readonly string[], corpus: ScoringCorpus): Snippet[] {
  const seen = new Set<string>();
  const members: Snippet[] = [];
  for (const id of memberSnippetIds) {
    const snippet = corpus.snippetsById.get(id);
    if (snippet === undefined || seen.has(id)) continue;
    seen.add(id);
    members.push(snippet);
  }
  return members;
}
