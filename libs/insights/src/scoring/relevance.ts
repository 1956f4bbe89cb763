import type { ProjectContext } from '../model/project-context';

/**
 * Keyword overlap between a theme's text and a project's keywords: the fallback relevance measure
 * when no semantic relevance is supplied, and the evidence behind it.
 */

/** Number of matched keywords at which relevance saturates at 1. */
export const KEYWORD_SATURATION = 3;

// Words that say nothing about a goal's subject; used only to pick the goal's content words.
const GOAL_STOPWORDS = new Set(
  (
    'a about above after again all also am an and any are as at be because been before being below between both but by can could ' +
    'did do does doing down during each few for from further had has have having he her here hers him his how i if in into is it ' +
    'its itself just me more most my no nor not of off on once only or other our ours out over own same she should so some such ' +
    'than that the their theirs them then there these they this those through to too under until up very was we were what when ' +
    'where which while who whom why will with would you your yours understand learn find out know want need get make improve ' +
    'better best identify explore discover see help customer customers user users people product project goal'
  ).split(' '),
);

/** Lower-cased, accent-free word tokens of a text. */
export function tokenize(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((token) => token.length > 0);
}

const SUFFIXES: Array<[string, string]> = [
  ['ingly', ''],
  ['ings', ''],
  ['ing', ''],
  ['ied', 'y'],
  ['ies', 'y'],
  ['ed', ''],
  ['es', ''],
  ['s', ''],
  ['ly', ''],
];

/**
 * A light suffix folding so that 'pricing', 'prices' and 'price' meet, whichever tokenizer made
 * the tokens (stemmed or not). It is for matching only, never shown.
 */
export function foldTerm(token: string): string {
  let term = token.toLowerCase();
  for (const [suffix, replacement] of SUFFIXES) {
    if (term.endsWith(suffix) && term.length - suffix.length >= 3 && !(suffix === 's' && term.endsWith('ss'))) {
      term = term.slice(0, term.length - suffix.length) + replacement;
      break;
    }
  }
  return term.length > 3 && term.endsWith('e') ? term.slice(0, -1) : term;
}

export interface KeywordRelevance {
  /** 0..1: matched keywords / min(keyword count, KEYWORD_SATURATION), capped at 1. */
  value: number;
  /** The keywords found, as given. */
  matched: string[];
  /** Number of usable (non-blank) keywords. */
  keywordCount: number;
}

/**
 * How many of the keywords occur in the tokens. A keyword of several words matches when all its
 * words occur (in any order: tokens may have lost their stopwords). Matching a few keywords is
 * enough to be fully relevant, because a theme is usually about one part of a project.
 */
export function keywordRelevance(tokens: readonly string[], keywords: readonly string[]): KeywordRelevance {
  const present = new Set(tokens.flatMap((token) => tokenize(token)).map(foldTerm));
  const usable = keywords.filter((keyword) => tokenize(keyword).length > 0);
  const matched = usable.filter((keyword) => tokenize(keyword).every((word) => present.has(foldTerm(word))));
  const value = usable.length === 0 ? 0 : Math.min(1, matched.length / Math.min(usable.length, KEYWORD_SATURATION));
  return { value, matched, keywordCount: usable.length };
}

/** The content words of a project's goal, used as keywords when the project has none. */
export function goalTerms(goal: string): string[] {
  return [...new Set(tokenize(goal).filter((word) => word.length >= 3 && !GOAL_STOPWORDS.has(word) && !/^\d+$/.test(word)))];
}

/**
 * Relevance of tokens to a project: against its keywords, or against its goal's content words
 * when it has no keywords. `undefined` when the project gives nothing to match against.
 */
export function contextRelevance(
  tokens: readonly string[],
  context: ProjectContext,
): (KeywordRelevance & { against: 'keywords' | 'goal' }) | undefined {
  const keywords = context.keywords.filter((keyword) => tokenize(keyword).length > 0);
  if (keywords.length > 0) return { ...keywordRelevance(tokens, keywords), against: 'keywords' };
  const terms = goalTerms(context.goal);
  if (terms.length > 0) return { ...keywordRelevance(tokens, terms), against: 'goal' };
  return undefined;
}
