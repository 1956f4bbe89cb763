import { normaliseText } from '../text/normalise';
import { ENGLISH_STOP_WORDS } from '../text/stopwords';
import { simpleWords } from '../text/words';
import type { WriteupInsight } from './types';

/**
 * A refinement prompt ("focus on onboarding") as an ordering: insights sharing words with it
 * come first. Plain word overlap keeps it deterministic and explainable ("these share the words
 * onboarding, setup"); the ranking within each group stays the engine's.
 */

/** Words of a request about the write-up itself, not about the customers' subject. */
const REQUEST_WORDS: ReadonlySet<string> = new Set([
  'focus',
  'focused',
  'focusing',
  'emphasis',
  'emphasise',
  'emphasize',
  'highlight',
  'prioritise',
  'prioritize',
  'more',
  'less',
  'make',
  'write',
  'rewrite',
  'add',
  'include',
  'mention',
  'section',
  'sections',
  'brief',
  'spec',
  'document',
  'insight',
  'insights',
  'writeup',
]);

/** Plural and possessive folded so that "refunds" meets "refund": a stem this crude is enough for overlap. */
function stem(word: string): string {
  const bare = word.replace(/'s$/, '');
  if (bare.length > 4 && bare.endsWith('ies')) return `${bare.slice(0, -3)}y`;
  if (bare.length > 3 && bare.endsWith('s') && !bare.endsWith('ss')) return bare.slice(0, -1);
  return bare;
}

/** The prompt's content words, stemmed, once each in order of appearance. */
export function focusWords(prompt: string | null): string[] {
  if (prompt === null) return [];
  const words = simpleWords(normaliseText(prompt)).filter((word) => !ENGLISH_STOP_WORDS.has(word) && !REQUEST_WORDS.has(word));
  return [...new Set(words.map(stem))];
}

/** The focus words the insight's title, summary, quotes or key phrases contain. */
export function sharedWords(insight: WriteupInsight, words: readonly string[]): string[] {
  if (words.length === 0) return [];
  const text = [insight.title, insight.summary, ...insight.quotes.map((quote) => quote.text), ...insight.keyPhrases].join(' ');
  const own = new Set(simpleWords(normaliseText(text)).map(stem));
  return words.filter((word) => own.has(word));
}

export interface FocusOrder {
  /** Insights sharing words with the prompt, most shared words first, then the rest; rank breaks ties. */
  insights: WriteupInsight[];
  /** Ids of the insights that share words. */
  focused: ReadonlySet<string>;
  /** The prompt's words some insight shares, in prompt order. */
  matchedWords: string[];
}

export function focusOrder(insights: readonly WriteupInsight[], prompt: string | null): FocusOrder {
  const words = focusWords(prompt);
  const shared = insights.map((insight, rank) => ({ insight, rank, words: sharedWords(insight, words) }));
  const ordered = [...shared].sort((a, b) => b.words.length - a.words.length || a.rank - b.rank);
  const matched = new Set(shared.flatMap((entry) => entry.words));
  return {
    insights: ordered.map((entry) => entry.insight),
    focused: new Set(shared.filter((entry) => entry.words.length > 0).map((entry) => entry.insight.id)),
    matchedWords: words.filter((word) => matched.has(word)),
  };
}
