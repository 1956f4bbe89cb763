import { customerKey, SOURCE_TYPES, type Snippet, type SourceType } from '../model/snippet';
import type { SentimentAggregate } from '../sentiment/aggregate';

/** How a source of each type is counted in a sentence: [one, many]. */
const SOURCE_NOUNS: Record<SourceType, [string, string]> = {
  call: ['call', 'calls'],
  meeting: ['meeting', 'meetings'],
  document: ['document', 'documents'],
  survey_answer: ['survey', 'surveys'],
  chat: ['chat', 'chats'],
  web: ['web page', 'web pages'],
};

const count = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/** "a", "a and b", "a, b and c". */
export function joinAnd(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Where the mentions come from: "in 1 call", "across 3 calls and 1 survey", 'in answers to "Why?"'. */
function wherePart(members: readonly Snippet[], surveyColumnName: string | undefined): string {
  if (surveyColumnName !== undefined) return `in answers to "${surveyColumnName}"`;
  const idsByType = new Map<SourceType, Set<string>>();
  for (const snippet of members) {
    const ids = idsByType.get(snippet.source.type) ?? new Set<string>();
    ids.add(snippet.source.id);
    idsByType.set(snippet.source.type, ids);
  }
  const parts = SOURCE_TYPES.filter((type) => idsByType.has(type)).map((type) => count(idsByType.get(type)!.size, ...SOURCE_NOUNS[type]));
  const total = [...idsByType.values()].reduce((sum, ids) => sum + ids.size, 0);
  return `${total === 1 ? 'in' : 'across'} ${joinAnd(parts)}`;
}

/** The tone of the members: "all negative", "mostly negative (6 of 8)", "mixed (3 positive, 2 negative)", or one mention's own tone. */
function tonePart(sentiment: SentimentAggregate, mentions: number): string {
  if (mentions === 1) return sentiment.negative === 1 ? 'negative' : sentiment.positive === 1 ? 'positive' : 'neutral';
  for (const [name, n] of [
    ['negative', sentiment.negative],
    ['positive', sentiment.positive],
    ['neutral', sentiment.neutral],
  ] as const) {
    if (n === mentions) return `all ${name}`;
    if (n > mentions / 2) return `mostly ${name} (${n} of ${mentions})`;
  }
  return `mixed (${sentiment.positive} positive, ${sentiment.negative} negative)`;
}

/**
 * A theme's offline summary, one sentence built from its data: who mentions what, how often,
 * where, and in which tone. "5 customers mention invoice, charged twice and double charge 8 times
 * across 3 calls and 1 survey, mostly negative (6 of 8)." When some mentions have no named
 * customer, mentions are counted instead: "8 mentions of ... from 5 named customers ...".
 * Deterministic: counts only, sources in SOURCE_TYPES order.
 */
export function offlineSummary(theme: {
  members: readonly Snippet[];
  keyPhrases: readonly string[];
  title: string;
  sentiment: SentimentAggregate;
  surveyColumnName?: string;
}): string {
  const mentions = theme.members.length;
  const topic = joinAnd(theme.keyPhrases.slice(0, 3)) || theme.title.toLowerCase();
  const keys = theme.members.map(customerKey);
  const customers = new Set(keys.filter((key) => key !== undefined)).size;
  const where = wherePart(theme.members, theme.surveyColumnName);
  const tone = tonePart(theme.sentiment, mentions);
  if (keys.every((key) => key !== undefined)) {
    const times = mentions === customers ? '' : ` ${mentions} times`;
    return `${count(customers, 'customer mentions', 'customers mention')} ${topic}${times} ${where}, ${tone}.`;
  }
  const named = customers === 0 ? '' : ` from ${count(customers, 'named customer', 'named customers')}`;
  return `${count(mentions, 'mention', 'mentions')} of ${topic}${named} ${where}, ${tone}.`;
}
