import type { WriteupInsight } from './types';

/**
 * Sentences and parts of sentences built from an insight's data and nothing else: counts,
 * shares, sentiment, sources, revenue, survey breakdowns, new evidence. Every number a write-up
 * states comes from here, so this is the one place to check that none is made up. A phrase whose
 * data is missing or zero is left out (null), never filled with a stand-in.
 */

/** Survey columns stated per insight: more would bury the insight's own point. */
const BREAKDOWNS_PER_INSIGHT = 2;

/** Runs of whitespace folded, trimmed: input fields and titles may carry line breaks. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Without a trailing full stop, so that a sentence can end it with its own. */
export function withoutStop(text: string): string {
  return oneLine(text).replace(/[.\s]+$/, '');
}

export function counted(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/** "23 %": rounded; a share that rounds to 0 but is not 0 says "<1 %". */
export function percent(part: number, whole: number): string {
  if (whole <= 0) return '0 %';
  const value = Math.round((100 * part) / whole);
  return value === 0 && part > 0 ? '<1 %' : `${value} %`;
}

/** Grouped by thousands with commas, independently of the machine's locale. */
export function wholeNumber(value: number): string {
  const rounded = Math.round(value);
  const digits = String(Math.abs(rounded)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return rounded < 0 ? `-${digits}` : digits;
}

/** One decimal at most: 2.14 → "2.1", 3 → "3". */
export function decimal(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return String(Object.is(rounded, -0) ? 0 : rounded);
}

export const score = (value: number): string => `${Math.round(value)}/100`;

/** Sum of every insight's snippet count: the whole a share is taken of. */
export function totalSnippets(insights: readonly WriteupInsight[]): number {
  return insights.reduce((total, insight) => total + Math.max(0, insight.snippetCount), 0);
}

export const leansNegative = (insight: WriteupInsight): boolean => insight.sentiment.negative > insight.sentiment.positive;
export const leansPositive = (insight: WriteupInsight): boolean => insight.sentiment.positive > insight.sentiment.negative;
/** Both positive and negative snippets, neither side more than twice the other. */
export const isSplit = (insight: WriteupInsight): boolean => {
  const { positive, negative } = insight.sentiment;
  return positive > 0 && negative > 0 && Math.max(positive, negative) <= 2 * Math.min(positive, negative);
};

/** "mostly negative (11 negative, 2 neutral)", "all positive (4 positive)", "mixed (3 negative, 3 positive)". */
export function sentimentPhrase(insight: WriteupInsight): string | null {
  const { positive, neutral, negative, label } = insight.sentiment;
  // Ties keep this order: a pain point's negative count first.
  const counts = (
    [
      ['negative', negative],
      ['neutral', neutral],
      ['positive', positive],
    ] as const
  )
    .filter(([, count]) => count > 0)
    .sort((a, b) => b[1] - a[1]);
  if (counts.length === 0) return label.trim() ? `sentiment ${oneLine(label)}` : null;
  const total = counts.reduce((sum, [, count]) => sum + count, 0);
  const [lead, leadCount] = counts[0];
  const gist = counts.length === 1 ? `all ${lead}` : 2 * leadCount > total ? `mostly ${lead}` : 'mixed sentiment';
  return `${gist} (${counts.map(([name, count]) => `${count} ${name}`).join(', ')})`;
}

const SOURCE_NAMES: Readonly<Record<string, string>> = {
  transcript: 'transcripts',
  call: 'sales calls',
  meeting: 'meetings',
  survey: 'survey answers',
  survey_answer: 'survey answers',
  document: 'documents',
  chat: 'chat messages',
  web: 'web pages',
  crm: 'CRM records',
};

export const sourceName = (kind: string): string => SOURCE_NAMES[kind] ?? kind.replace(/_/g, ' ');

/** Source kinds with at least one snippet, most snippets first, then by name: stable. */
export function sourceCounts(sourceKinds: Readonly<Record<string, number>>): Array<[string, number]> {
  return Object.entries(sourceKinds)
    .filter(([, count]) => typeof count === 'number' && count > 0)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
}

/** "12 from transcripts and 2 from survey answers". */
export function sourcesPhrase(sourceKinds: Readonly<Record<string, number>>): string | null {
  const parts = sourceCounts(sourceKinds).map(([kind, count]) => `${count} from ${sourceName(kind)}`);
  return parts.length === 0 ? null : joinAnd(parts);
}

export function joinAnd(parts: readonly string[]): string {
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/** "Accounts behind it: 3, $120,000 ARR." */
export function revenueSentence(insight: WriteupInsight): string | null {
  const revenue = insight.revenue;
  if (revenue === null || !(revenue.accounts > 0)) return null;
  return `Accounts behind it: ${wholeNumber(revenue.accounts)}, $${wholeNumber(revenue.totalArr)} ARR.`;
}

export function newEvidenceSentence(insight: WriteupInsight): string | null {
  return insight.newEvidence > 0 ? `${counted(insight.newEvidence, 'snippet')} new since the previous analysis.` : null;
}

/** "14 of 60 snippets (23 %)". */
export function sharePhrase(insight: WriteupInsight, total: number): string {
  return `${insight.snippetCount} of ${counted(total, 'snippet')} (${percent(insight.snippetCount, total)})`;
}

/**
 * The insight's evidence in one sentence: "Lost luggage: 14 of 60 snippets (23 %), 12 from
 * transcripts and 2 from survey answers, mostly negative (11 negative, 2 neutral)."
 */
export function evidenceSentence(insight: WriteupInsight, total: number): string {
  const clauses = [sharePhrase(insight, total), sourcesPhrase(insight.sourceKinds), sentimentPhrase(insight)].filter(
    (clause): clause is string => clause !== null,
  );
  return `${withoutStop(insight.title)}: ${clauses.join(', ')}.`;
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;

/** What one survey column says of the respondents behind the insight against all of them. */
export interface BreakdownFact {
  column: string;
  measure: 'mean' | 'NPS';
  theme: number;
  all: number;
  responses: number;
  /** The likert scale's ends, when known. */
  scale: { min: number; max: number } | null;
}

/**
 * The insight's survey breakdowns that compare it with all respondents, read defensively (the
 * objects come from stored events): a likert or numeric mean, or an NPS, both sides numbers.
 */
export function breakdownFacts(insight: WriteupInsight): BreakdownFact[] {
  const facts: BreakdownFact[] = [];
  for (const breakdown of Array.isArray(insight.surveyBreakdowns) ? insight.surveyBreakdowns : []) {
    const column = field(breakdown, 'column');
    const type = field(breakdown, 'type');
    const theme = field(breakdown, 'theme');
    const all = field(breakdown, 'all');
    const responses = field(theme, 'responses');
    if (typeof column !== 'string' || !isNumber(responses) || responses <= 0) continue;
    const key = type === 'nps' ? 'nps' : type === 'likert' || type === 'numeric' ? 'mean' : null;
    if (key === null) continue;
    const themeValue = field(theme, key);
    const allValue = field(all, key);
    if (!isNumber(themeValue) || !isNumber(allValue)) continue;
    const scale = field(breakdown, 'scale');
    const min = field(scale, 'min');
    const max = field(scale, 'max');
    facts.push({
      column: oneLine(column),
      measure: key === 'nps' ? 'NPS' : 'mean',
      theme: themeValue,
      all: allValue,
      responses,
      scale: type === 'likert' && isNumber(min) && isNumber(max) ? { min, max } : null,
    });
  }
  return facts.slice(0, BREAKDOWNS_PER_INSIGHT);
}

/**
 * 'Respondents behind it rate "Satisfaction" (scale 1–5) 2.1 on average against 3.4 for all
 * respondents (12 responses).' or, for an NPS column, '... give "Recommend" an NPS of -40 ...'.
 */
export function breakdownSentence(fact: BreakdownFact): string {
  const responses = `(${counted(fact.responses, 'response')})`;
  if (fact.measure === 'NPS') {
    return `Respondents behind it give "${fact.column}" an NPS of ${Math.round(fact.theme)} against ${Math.round(fact.all)} for all respondents ${responses}.`;
  }
  const scale = fact.scale ? ` (scale ${decimal(fact.scale.min)}–${decimal(fact.scale.max)})` : '';
  return `Respondents behind it rate "${fact.column}"${scale} ${decimal(fact.theme)} on average against ${decimal(fact.all)} for all respondents ${responses}.`;
}

/** The insight's title inside a sentence: lower-cased first letter unless it opens an acronym ("CSV export"). */
export function inSentence(title: string): string {
  const text = withoutStop(title);
  return /^\p{Lu}\p{Ll}/u.test(text) ? text[0].toLowerCase() + text.slice(1) : text;
}

/** The summary as a sentence, or null when it is blank or only repeats the title. */
export function summarySentence(insight: WriteupInsight): string | null {
  const summary = oneLine(insight.summary);
  if (!summary || withoutStop(summary).toLowerCase() === withoutStop(insight.title).toLowerCase()) return null;
  return /[.!?…]$/.test(summary) ? summary : `${summary}.`;
}

/** Survey breakdowns, revenue and new evidence: what an insight's evidence sentence leaves out. */
export function extraSentences(insight: WriteupInsight): string[] {
  return [...breakdownFacts(insight).map(breakdownSentence), revenueSentence(insight), newEvidenceSentence(insight)].filter(
    (sentence): sentence is string => sentence !== null,
  );
}

/** Sentences joined by a space, the missing (null) ones left out. */
export function sentences(...parts: ReadonlyArray<string | null>): string {
  return parts.filter((part): part is string => part !== null && part !== '').join(' ');
}
