import { isEnglishWordId, languageModel } from '../text/tokenise';
import { isStopWord, reviewLexiconPolarity, vaderValence, winkValence } from './lexicons';
import {
  BOOSTERS,
  CONCESSIVE,
  CONCESSIVE_PAIRS,
  CONTRAST_FORWARD,
  COUNTERFACTUAL_MODALS,
  NEGATORS,
  REVIEW_PHRASES,
  REVIEW_WORDS,
  SPELLING,
} from './review-lexicon';

// Rule-based sentence sentiment. Opinion words come from three lexicons (the hand-written review
// cues, VADER, Hu & Liu's opinion lexicon; wink-nlp's list adds emoji); the rules around them
// follow VADER (Hutto & Gilbert 2014) with a wider negation scope, contrast and concession,
// counterfactuals, "too" + adjective, star ratings, and a final tie-break so that any evidence
// gives a positive or negative answer.
// Everything is on VADER's valence scale (-4 .. +4) until the final normalisation.

export type SentimentLabel = 'positive' | 'negative' | 'neutral';

export interface SentimentEvidence {
  /** The words that carried the opinion, with the words that modified them ("not very good"). */
  term: string;
  /** Contribution to the sentence: valence / 4 (one strong opinion word is about ±0.75; boosted ones can exceed 1). */
  weight: number;
}

export interface SentimentResult {
  /** -1 (very negative) .. 1 (very positive); 0 only when nothing in the text carries an opinion. */
  score: number;
  label: SentimentLabel;
  /** The contributions, strongest first. */
  evidence: SentimentEvidence[];
}

interface Token {
  value: string;
  /** Lower-case normal form ("n't" -> "not", "ca" -> "can"). */
  norm: string;
  lemma: string;
  pos: string;
  type: string;
  sentence: number;
  /** Whether the word is in wink's English lexicon. */
  known: boolean;
}

interface Unit {
  start: number;
  /** Exclusive. */
  end: number;
  valence: number;
  /** Text shown in the evidence when no modifier precedes it. */
  label: string;
  /** "too" + adjective: the "too" is part of the cue, not a booster. */
  excess?: boolean;
}

/** VADER's normalisation constant: raw sums of about ±4 map to about ±0.72. */
const ALPHA = 15;
/** A negated positive word keeps most of its strength, flipped (VADER's N_SCALAR). */
const NEGATED_POSITIVE = -0.74;
/** A negated negative word is only mildly positive ("not bad"). */
const NEGATED_NEGATIVE = -0.5;
/** "should have been better": a positive word in a counterfactual is a complaint. */
const COUNTERFACTUAL = -0.5;
const NEGATION_WINDOW = 4;
const BOOSTER_WINDOW = 3;
const CAPS_EMPHASIS = 0.733;
const EXCLAMATION = 0.292;
/** A sentence with a negation and no opinion word leans negative (Potts 2011, "On the negativity of negation"). */
const BARE_NEGATION = -0.6;
/** "too" + a neutral adjective ("too small") reads as a complaint. */
const EXCESS = -1.2;
/** Praise words that stay praise after "too" ("too good to be true" aside). */
const TOO_GOOD = new Set([
  'good',
  'great',
  'cute',
  'funny',
  'fun',
  'awesome',
  'amazing',
  'delicious',
  'beautiful',
  'perfect',
  'nice',
  'kind',
]);
/** "keeps dropping": a fault that comes back. */
const REPEATED_FAULT = -1.0;

const CLAUSE_BREAK = new Set(['.', ',', ';', ':', '!', '?', '(', ')', '"', '…', '...', '--', '—', '–']);
const WORD_TYPES = new Set(['word', 'emoticon', 'emoji', 'number', 'hashtag']);
const OPINION_POS = new Set(['ADJ', 'ADV', 'VERB', 'INTJ', 'X', 'SYM']);
const WINK_WEIGHT = 0.75;
/** Hu & Liu's lexicon gives polarity only: a moderate opinion word (VADER's 'good' is 1.9). */
const HU_LIU_VALENCE = 1.5;
const COMPARATIVE_NEGATORS = new Set(['nothing', 'nobody', 'none', 'never']);
const NUMBER_WORDS: Readonly<Record<string, number>> = { zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, half: 0.5 };
const BARE_CONTRACTIONS: Readonly<Record<string, string>> = {
  dont: 'do',
  doesnt: 'do',
  didnt: 'do',
  cant: 'can',
  wont: 'will',
  isnt: 'be',
  wasnt: 'be',
  arent: 'be',
  werent: 'be',
  couldnt: 'could',
  wouldnt: 'would',
  shouldnt: 'should',
  aint: 'be',
  havent: 'have',
  hasnt: 'have',
};
const OBJECTS = new Set(['it', 'them', 'this', 'these', 'that', 'those', 'mine', 'one']);

interface PhraseEntry {
  words: string[];
  valence: number;
}

/** Phrases indexed by their first word, longest first. */
const PHRASES: ReadonlyMap<string, PhraseEntry[]> = (() => {
  const index = new Map<string, PhraseEntry[]>();
  for (const [phrase, valence] of REVIEW_PHRASES) {
    const words = phrase.toLowerCase().split(/\s+/);
    const list = index.get(words[0]) ?? [];
    list.push({ words, valence });
    index.set(words[0], list);
  }
  for (const list of index.values()) list.sort((a, b) => b.words.length - a.words.length);
  return index;
})();

function normalise(value: string, normal: string, next: string | undefined): string {
  const lower = normal.toLowerCase();
  if (lower === "n't" || lower === 'nt' || lower === 'n’t') return 'not';
  if (lower === 'ca' && (next === 'not' || next === "n't")) return 'can';
  if (lower === 'wo' && (next === 'not' || next === "n't")) return 'will';
  if (lower === "'ll" || lower === '’ll') return 'will';
  if (lower === "'d" || lower === '’d') return 'would';
  if (lower === "'ve" || lower === '’ve') return 'have';
  return value.length > 0 && lower.length === 0 ? value.toLowerCase() : lower;
}

function tokenise(text: string): Token[] {
  const nlp = languageModel();
  const doc = nlp.readDoc(text);
  const tokens = doc.tokens();
  // wink's typings do not accept its own lemma helper (it takes the model's addons): read untyped.
  const untyped = tokens as unknown as { out(its: unknown): unknown };
  const column = (its: unknown): string[] => untyped.out(its) as string[];
  const values = column(nlp.its.value);
  const normals = column(nlp.its.normal);
  const lemmas = column(nlp.its.lemma);
  const pos = column(nlp.its.pos);
  const types = column(nlp.its.type);
  const ids = column(nlp.its.uniqueId) as unknown as number[];
  const sentenceOf = new Array<number>(values.length).fill(0);
  let at = 0;
  doc.sentences().each((sentence, k) => {
    const n = sentence.tokens().length();
    for (let i = 0; i < n && at < values.length; i++) sentenceOf[at++] = k;
  });
  for (; at < values.length; at++) sentenceOf[at] = at > 0 ? sentenceOf[at - 1] : 0;
  const out: Token[] = [];
  for (let i = 0; i < values.length; i++) {
    if (types[i] === 'tabCRLF' || types[i] === 'space') continue;
    const written = normalise(values[i], normals[i], normals[i + 1]?.toLowerCase());
    const norm = SPELLING[written] ?? written;
    // wink's lemma of a contraction part is its full word already ("'s" -> "be").
    let lemma = (lemmas[i] ?? norm).toLowerCase();
    if (norm === 'not' || norm !== written) lemma = norm;
    // "dont", "didnt" written without the apostrophe: split into the verb and "not".
    const bare = BARE_CONTRACTIONS[norm];
    if (bare !== undefined) {
      out.push({ value: values[i], norm: bare, lemma: bare, pos: 'AUX', type: 'word', sentence: sentenceOf[i], known: true });
      out.push({ value: values[i], norm: 'not', lemma: 'not', pos: 'PART', type: 'word', sentence: sentenceOf[i], known: true });
      continue;
    }
    out.push({ value: values[i], norm, lemma, pos: pos[i], type: types[i], sentence: sentenceOf[i], known: isEnglishWordId(ids[i]) });
  }
  return out;
}

const isBreak = (t: Token): boolean => t.type === 'punctuation' && CLAUSE_BREAK.has(t.norm);
const isHyphen = (t: Token): boolean => t.type === 'punctuation' && (t.norm === '-' || t.norm === '/');
const matches = (t: Token, word: string): boolean => t.norm === word || t.lemma === word;

/** Spellings to look up: as written, lemma, and with stretched letters squeezed ("sooo goood"). */
function variants(t: Token): string[] {
  const out = [t.norm];
  if (t.lemma !== t.norm) out.push(t.lemma);
  if (/(.)\1\1/.test(t.norm)) {
    out.push(t.norm.replace(/(.)\1{2,}/g, '$1$1'));
    out.push(t.norm.replace(/(.)\1{2,}/g, '$1'));
  }
  return out;
}

/** The valence of one word, or 0. */
function wordValence(t: Token, prev: Token | undefined, next: Token | undefined): number {
  if (!WORD_TYPES.has(t.type)) return 0;
  for (const v of variants(t)) {
    const own = REVIEW_WORDS[v];
    if (own !== undefined) return own;
  }
  if (t.type === 'number') return 0;
  // Senses of frequent words that are not opinions.
  if (t.norm === 'like' && t.pos !== 'VERB') return 0;
  if (
    t.norm === 'well' &&
    (prev === undefined || prev.norm === 'as' || t.pos === 'INTJ' || (next !== undefined && isBreak(next) && prev.type === 'punctuation'))
  )
    return 0;
  if (t.norm === 'pretty' && next !== undefined && (next.pos === 'ADJ' || next.pos === 'ADV')) return 0;
  if (t.norm === 'kind' && next?.norm === 'of') return 0;
  if (NEGATORS.has(t.norm) && !t.norm.startsWith('lack')) return 0;
  if (BOOSTERS[t.norm] !== undefined) return 0;
  const vader = firstValence(t, vaderValence);
  if (vader !== 0) return vader;
  const derived = derivedValence(t.norm);
  if (derived !== 0) return derived;
  // wink's list is read for the emoji and emoticons VADER lacks, never for words: it scores
  // everyday words as opinions ("go" +2, "enough" +2, "noted" +3.5 on VADER's scale).
  if (t.type === 'emoji' || t.type === 'emoticon') return WINK_WEIGHT * firstValence(t, winkValence);
  // Hu & Liu's list last, and not for nouns (their entries are often topical: "star", "maximum").
  if (!OPINION_POS.has(t.pos) || isStopWord(t.norm)) return 0;
  return HU_LIU_VALENCE * firstValence(t, reviewLexiconPolarity);
}

/** The first non-zero value a lexicon gives any written form of the token, 0 when none has one. */
function firstValence(t: Token, lexicon: (form: string) => number): number {
  for (const v of variants(t)) {
    const value = lexicon(v);
    if (value !== 0) return value;
  }
  return 0;
}

/** Valence of a word from a known base: "-ly" adverbs ("horribly") and "un-"/"non-" opposites ("unhelpful"). */
function derivedValence(word: string): number {
  if (word.length < 6 || !/^[a-z]+$/.test(word)) return 0;
  const lookup = (w: string): number => REVIEW_WORDS[w] ?? vaderValence(w);
  if (word.endsWith('ly')) {
    const bases = [word.slice(0, -2), word.replace(/ily$/, 'y'), word.replace(/bly$/, 'ble'), word.replace(/ally$/, 'al')];
    for (const base of bases) {
      if (base === word || base.length < 3) continue;
      const v = lookup(base);
      if (v !== 0) return v;
    }
  }
  for (const prefix of ['un', 'non']) {
    if (!word.startsWith(prefix)) continue;
    const v = lookup(word.slice(prefix.length));
    if (v > 0) return v * NEGATED_POSITIVE;
  }
  return 0;
}

/** Matches the longest review phrase starting at `i`; returns its end (exclusive) and valence. */
function matchPhrase(tokens: Token[], i: number): { end: number; valence: number } | null {
  const first = tokens[i];
  const candidates = [...(PHRASES.get(first.norm) ?? []), ...(first.lemma !== first.norm ? (PHRASES.get(first.lemma) ?? []) : [])];
  if (candidates.length === 0) return null;
  candidates.sort((a, b) => b.words.length - a.words.length);
  for (const phrase of candidates) {
    let j = i + 1;
    let ok = true;
    for (let w = 1; w < phrase.words.length; w++) {
      while (j < tokens.length && isHyphen(tokens[j])) j++;
      if (j >= tokens.length || !matches(tokens[j], phrase.words[w])) {
        ok = false;
        break;
      }
      j++;
    }
    if (ok) return { end: j, valence: phrase.valence };
  }
  return null;
}

/** "5 stars", "one star", "8/10", "4 out of 5". */
function matchRating(tokens: Token[], i: number): { end: number; valence: number } | null {
  const t = tokens[i];
  const fraction = /^(\d+(?:\.\d+)?)\/(5|10)$/.exec(t.norm);
  if (fraction) return { end: i + 1, valence: ratingValence(Number(fraction[1]) / Number(fraction[2])) };
  const n = t.type === 'number' && /^\d+(\.\d+)?$/.test(t.norm) ? Number(t.norm) : NUMBER_WORDS[t.norm];
  if (n === undefined) return null;
  const next = tokens[i + 1];
  if (next !== undefined && (next.norm === 'star' || next.norm === 'stars') && n <= 5) {
    return { end: i + 2, valence: ratingValence(n / 5) };
  }
  if (next?.norm === 'out' && tokens[i + 2]?.norm === 'of') {
    const of = tokens[i + 3];
    const d = of === undefined ? NaN : /^\d+$/.test(of.norm) ? Number(of.norm) : (NUMBER_WORDS[of.norm] ?? NaN);
    if ((d === 5 || d === 10) && n <= d) return { end: i + 4, valence: ratingValence(n / d) };
  }
  return null;
}

function ratingValence(fraction: number): number {
  if (fraction >= 0.9) return 3.0;
  if (fraction >= 0.7) return 2.0;
  if (fraction >= 0.5) return -0.4;
  if (fraction >= 0.3) return -1.8;
  return -2.8;
}

/** Weight of each token from contrast ("but" moves weight to what follows) and concession ("although"). */
function clauseWeights(tokens: Token[], consumed: boolean[]): number[] {
  const weights = new Array<number>(tokens.length).fill(1);
  const sentences: Array<[number, number]> = [];
  for (let i = 0; i < tokens.length; i++) {
    if (i === 0 || tokens[i].sentence !== tokens[i - 1].sentence) sentences.push([i, i + 1]);
    else sentences[sentences.length - 1][1] = i + 1;
  }
  const firstWord = (s: number, e: number): number => {
    for (let i = s; i < e; i++) if (tokens[i].type !== 'punctuation') return i;
    return -1;
  };
  const lastWord = (s: number, e: number): number => {
    for (let i = e - 1; i >= s; i--) if (tokens[i].type !== 'punctuation') return i;
    return -1;
  };
  for (let k = 0; k < sentences.length; k++) {
    const [s, e] = sentences[k];
    const head = firstWord(s, e);
    const tail = lastWord(s, e);
    const shiftFromPrevious =
      k > 0 && ((head >= 0 && CONTRAST_FORWARD.has(tokens[head].norm) && !consumed[head]) || (tail >= 0 && tokens[tail].norm === 'though'));
    if (shiftFromPrevious) {
      const [ps, pe] = sentences[k - 1];
      for (let i = ps; i < pe; i++) weights[i] *= 0.5;
      for (let i = s; i < e; i++) weights[i] *= 1.5;
    }
    let contrastDone = false;
    for (let i = s; i < e; i++) {
      const t = tokens[i];
      if (consumed[i] || i === head) {
        if (i === head && CONCESSIVE.has(t.norm)) concede(tokens, weights, i, e);
        continue;
      }
      if (!contrastDone && CONTRAST_FORWARD.has(t.norm) && isContrast(tokens, i, s)) {
        for (let j = s; j < i; j++) weights[j] *= 0.5;
        for (let j = i + 1; j < e; j++) weights[j] *= 1.5;
        contrastDone = true;
      } else if (CONCESSIVE.has(t.norm) && i !== tail) {
        concede(tokens, weights, i, e);
      } else if (i > s && CONCESSIVE_PAIRS[t.norm]?.includes(tokens[i - 1].norm)) {
        concede(tokens, weights, i - 1, e);
      }
    }
  }
  return weights;
}

function isContrast(tokens: Token[], i: number, sentenceStart: number): boolean {
  const t = tokens[i];
  const prev = tokens[i - 1];
  if (t.norm === 'but') {
    if (prev !== undefined && ['anything', 'nothing', 'all', 'everything'].includes(prev.norm)) return false;
    // "not only ... but (also)"
    for (let j = sentenceStart; j < i; j++) if (tokens[j].norm === 'not' && tokens[j + 1]?.norm === 'only') return false;
    return true;
  }
  if (t.norm === 'yet') return prev === undefined || isBreak(prev) || prev.norm === 'and';
  return true;
}

/** The clause opened by a concessive word counts half; the main clause after it, more. */
function concede(tokens: Token[], weights: number[], at: number, end: number): void {
  let j = at + 1;
  while (j < end && !(isBreak(tokens[j]) && tokens[j].norm !== '-')) j++;
  for (let i = at; i < j; i++) weights[i] *= 0.5;
  if (j < end && at > 0 && !isBreak(tokens[at - 1]) && tokens[at - 1].sentence === tokens[at].sentence) return;
  for (let i = j; i < end; i++) weights[i] *= 1.5;
}

/** Finds the negator governing position `start`, if any (within the clause and the window). */
function findNegator(tokens: Token[], consumed: boolean[], start: number): number {
  let words = 0;
  for (let j = start - 1; j >= 0 && words < NEGATION_WINDOW; j--) {
    const t = tokens[j];
    if (isHyphen(t)) continue;
    if (isBreak(t) || tokens[j].sentence !== tokens[start].sentence) return -1;
    if (!consumed[j] && (CONTRAST_FORWARD.has(t.norm) || CONCESSIVE.has(t.norm))) {
      if (t.norm === 'but' && tokens[j - 1]?.norm === 'anything') return j;
      return -1;
    }
    if (!consumed[j] && NEGATORS.has(t.norm)) {
      // "not only", "no doubt" are phrases (consumed); "not just" is the same construction.
      if (t.norm === 'not' && (tokens[j + 1]?.norm === 'just' || tokens[j + 1]?.norm === 'only')) return -1;
      return j;
    }
    words++;
  }
  return -1;
}

function isComparative(tokens: Token[], from: number, unit: Unit): boolean {
  for (let j = from; j < unit.end; j++) {
    const t = tokens[j];
    if (t.norm === 'more' || t.norm === 'any') return true;
    if (j >= unit.start && /er$/.test(t.norm) && t.lemma !== t.norm && (t.pos === 'ADJ' || t.pos === 'ADV')) return true;
  }
  return false;
}

// What the comparison is against: the thing under review ("better than this", "than these ones").
const REVIEWED_THING = new Set(['this', 'these', 'that', 'it', 'them', 'mine', 'ours', 'here']);
// Verbs of an unmet expectation before a comparative ("I expected a better experience").
const EXPECTATIONS = new Set(['expect', 'hope', 'need', 'wish', 'want']);

/**
 * Praise that is not for the thing reviewed: a comparative in favour of something else ("my old
 * one sounds better than this") or of what was expected ("I'd expected a better experience").
 */
function praisesSomethingElse(tokens: Token[], unit: Unit): boolean {
  const word = tokens[unit.start];
  const comparative =
    word.norm === 'more' ||
    word.norm === 'better' ||
    (/er$/.test(word.norm) && word.lemma !== word.norm && (word.pos === 'ADJ' || word.pos === 'ADV'));
  if (!comparative) return false;
  for (let j = unit.end; j < Math.min(tokens.length, unit.end + 4); j++) {
    if (isBreak(tokens[j])) break;
    if (tokens[j].norm === 'than')
      return (
        REVIEWED_THING.has(tokens[j + 1]?.norm ?? '') || (tokens[j + 1]?.norm === 'the' && REVIEWED_THING.has(tokens[j + 2]?.norm ?? ''))
      );
  }
  for (let j = unit.start - 1; j >= Math.max(0, unit.start - 4); j--) {
    if (isBreak(tokens[j])) break;
    if (EXPECTATIONS.has(tokens[j].lemma) && tokens[j].pos === 'VERB') return true;
  }
  return false;
}

function hasCounterfactual(tokens: Token[], start: number): boolean {
  for (let j = start - 1; j >= Math.max(0, start - 4); j--) {
    const t = tokens[j];
    if (isBreak(t)) return false;
    if (t.norm === 'have' && j > 0) {
      const m = tokens[j - 1].norm === 'not' ? tokens[j - 2] : tokens[j - 1];
      if (m !== undefined && COUNTERFACTUAL_MODALS.has(m.norm)) return true;
    }
  }
  return false;
}

function isAllCaps(word: string): boolean {
  return word.length > 1 && /^[^a-z]*[A-Z][^a-z]*$/.test(word) && /[A-Z]{2}/.test(word);
}

function round(x: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

/** Marks the tokens of sentences with at least 3 words of which fewer than half are English. */
function foreignSentences(tokens: Token[]): boolean[] {
  const skip = new Array<boolean>(tokens.length).fill(false);
  let s = 0;
  while (s < tokens.length) {
    let e = s;
    let words = 0;
    let known = 0;
    while (e < tokens.length && tokens[e].sentence === tokens[s].sentence) {
      if (tokens[e].type === 'word' && /\p{L}/u.test(tokens[e].value)) {
        words++;
        if (tokens[e].known) known++;
      }
      e++;
    }
    if (words >= 3 && known < words / 2) for (let i = s; i < e; i++) skip[i] = true;
    s = e;
  }
  return skip;
}

const neutral = (): SentimentResult => ({ score: 0, label: 'neutral', evidence: [] });

/**
 * Sentiment of one snippet of text, with the terms that drove it. Deterministic and offline.
 * Empty or opinion-free text (including text in languages other than English) is neutral.
 */
export function analyseSentiment(text: string): SentimentResult {
  if (typeof text !== 'string' || text.trim().length === 0) return neutral();
  const tokens = tokenise(text);
  if (tokens.length === 0) return neutral();
  // Sentences mostly made of words unknown to the English model are another language: skip them.
  const consumed = foreignSentences(tokens);
  const units: Unit[] = [];
  const span = (s: number, e: number): string =>
    tokens
      .slice(s, e)
      .map((t) => t.value)
      .join(' ')
      .replace(/ - /g, '-');

  // 1. Phrases and ratings first (longest match), then single words.
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i].type === 'punctuation') continue;
    const m = matchRating(tokens, i) ?? matchPhrase(tokens, i);
    if (m === null) continue;
    for (let j = i; j < m.end; j++) consumed[j] = true;
    if (m.valence !== 0) units.push({ start: i, end: m.end, valence: m.valence, label: span(i, m.end) });
    i = m.end - 1;
  }
  const allCapsText = tokens.every((t) => t.type !== 'word' || !/[a-z]/.test(t.value));
  for (let i = 0; i < tokens.length; i++) {
    if (consumed[i]) continue;
    const t = tokens[i];
    let valence = wordValence(t, tokens[i - 1], tokens[i + 1]);
    // "will return", "would definitely return": intention to come back.
    if (valence === 0 && t.lemma === 'return' && t.pos === 'VERB' && !OBJECTS.has(tokens[i + 1]?.norm ?? '')) {
      const before = [tokens[i - 1]?.norm, tokens[i - 2]?.norm];
      if (before.includes('will') || before.includes('would')) valence = 1.4;
    }
    if (valence === 0) continue;
    if (!allCapsText && isAllCaps(t.value)) valence += valence > 0 ? CAPS_EMPHASIS : -CAPS_EMPHASIS;
    units.push({ start: i, end: i + 1, valence, label: t.value });
  }
  // "keeps dropping", "kept crashing": a repeated fault.
  for (let i = 0; i < tokens.length - 1; i++) {
    const next = tokens[i + 1];
    if (consumed[i] || tokens[i].lemma !== 'keep' || consumed[i + 1] || next.pos !== 'VERB' || !next.norm.endsWith('ing')) continue;
    if (units.some((u) => u.start === i + 1)) continue;
    units.push({ start: i, end: i + 2, valence: REPEATED_FAULT, label: span(i, i + 2) });
  }
  // 2. "too" + an adjective with no opinion of its own: a complaint of excess ("too small").
  for (let i = 0; i < tokens.length - 1; i++) {
    if (consumed[i] || tokens[i].norm !== 'too') continue;
    let j = i + 1;
    while (j < tokens.length && ['much', 'damn', 'way', 'very'].includes(tokens[j].norm)) j++;
    const adj = tokens[j];
    if (adj === undefined || consumed[j] || !(adj.pos === 'ADJ' || adj.pos === 'ADV') || adj.norm === 'much') continue;
    // An excess of a good quality is still a complaint ("too sweet"), except for plain praise.
    const existing = units.findIndex((u) => u.start === j);
    if (existing >= 0 && units[existing].valence > 0 && TOO_GOOD.has(adj.norm)) continue;
    const valence = existing >= 0 ? Math.min(EXCESS, units[existing].valence * BOOSTERS.too) : EXCESS;
    if (existing >= 0) units.splice(existing, 1);
    units.push({ start: j, end: j + 1, valence, label: span(i, j + 1), excess: true });
  }
  units.sort((a, b) => a.start - b.start);

  // 3. Modifiers: negation, boosters, counterfactuals, clause weights.
  const weights = clauseWeights(tokens, consumed);
  const contributions: Array<{ term: string; value: number; start: number }> = [];
  for (const unit of units) {
    let v = unit.valence;
    let from = unit.start;
    // Emoticons and emoji stand on their own: no negation or booster reaches them.
    const symbol = tokens[unit.start].type === 'emoticon' || tokens[unit.start].type === 'emoji';
    const neg = symbol ? -1 : findNegator(tokens, consumed, unit.start);
    // Boosters between the negator (or clause start) and the opinion word.
    let boost = 1;
    for (let j = unit.start - 1, seen = 0; !symbol && j >= 0 && seen < BOOSTER_WINDOW && j > neg; j--) {
      const t = tokens[j];
      if (isHyphen(t)) continue;
      if (isBreak(t) || consumed[j]) break;
      const b = BOOSTERS[t.norm];
      if (b !== undefined && !(t.norm === 'too' && (v > 0 || unit.excess))) {
        boost *= b;
        from = j;
      }
      seen++;
    }
    v *= boost;
    if (neg >= 0) {
      const negator = tokens[neg].norm;
      const superlative =
        v > 0 &&
        (COMPARATIVE_NEGATORS.has(negator) || (negator === 'not' && ['can', 'could'].includes(tokens[neg - 1]?.norm ?? ''))) &&
        isComparative(tokens, neg + 1, unit);
      v = superlative ? v * 1.2 : v * (v > 0 ? NEGATED_POSITIVE : NEGATED_NEGATIVE);
      from = tokens[neg].norm === 'but' && neg > 0 ? neg - 1 : neg;
    } else if (v > 0 && (hasCounterfactual(tokens, unit.start) || praisesSomethingElse(tokens, unit))) {
      v *= COUNTERFACTUAL;
    }
    v *= weights[unit.start];
    contributions.push({ term: from < unit.start ? span(from, unit.end) : unit.label, value: v, start: unit.start });
  }
  // 4. A negation with no opinion word in reach still leans negative.
  if (contributions.length === 0) {
    const neg = tokens.findIndex((t, i) => !consumed[i] && NEGATORS.has(t.norm));
    if (neg >= 0) contributions.push({ term: tokens[neg].value, value: BARE_NEGATION * weights[neg], start: neg });
  }

  const evidence = contributions.filter((c) => c.value !== 0);
  if (evidence.length === 0) return neutral();
  let raw = evidence.reduce((sum, c) => sum + c.value, 0);
  if (raw !== 0) {
    const marks = Math.min((text.match(/!/g) ?? []).length, 4);
    raw += Math.sign(raw) * marks * EXCLAMATION;
  }
  let score = raw / Math.sqrt(raw * raw + ALPHA);
  if (Math.abs(score) < 1e-4) {
    // Tie-break: the latest opinion in the text (reviews tend to end on their verdict).
    const last = [...evidence].sort((a, b) => b.start - a.start)[0];
    score = Math.sign(last.value) * 1e-4;
  }
  score = Math.max(-1, Math.min(1, round(score, 4)));
  return {
    score,
    label: score > 0 ? 'positive' : 'negative',
    evidence: evidence
      .map((c, order) => ({ term: c.term, weight: round(c.value / 4, 3), order }))
      .sort((a, b) => Math.abs(b.weight) - Math.abs(a.weight) || a.order - b.order)
      .map(({ term, weight }) => ({ term, weight })),
  };
}
