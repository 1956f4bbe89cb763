import winkNLP from 'wink-nlp';
import shippedModel from 'wink-eng-lite-web-model';
import { isStopWord } from './stopwords';

export type Wink = ReturnType<typeof winkNLP>;

// The model package's metaCER() re-serialises its own module variable on every call (a string of
// a string of ...), so a second instance gets a broken value and about the tenth throws "Invalid
// string length". Every instance of this process shares the first call's answer instead.
const firstMetaCer: unknown = (shippedModel.metaCER as () => unknown)();
/** wink-eng-lite-web-model, safe to instantiate again and again (see freshLanguageModel). */
export const englishModel: typeof shippedModel = { ...shippedModel, metaCER: () => firstMetaCer };

let wink: Wink | null = null;
let lexiconSize = 0;

/**
 * wink-nlp with sentence boundaries and parts of speech (lemmas need them), loaded on first use
 * (about 60 ms), shared by the themes' lemmas and the sentiment rules.
 */
export function languageModel(): Wink {
  if (wink === null) {
    wink = winkNLP(englishModel, ['sbd', 'pos']);
    // Ids at or above the size of the English lexicon belong to words the model has never seen.
    lexiconSize = wink.readDoc('zzqxjvkwqzz').tokens().out(wink.its.uniqueId)[0] as unknown as number;
  }
  return wink;
}

/** Whether a wink token id belongs to the model's English lexicon. */
export function isEnglishWordId(id: number): boolean {
  languageModel();
  return id < lexiconSize;
}

/**
 * Makes the next reading start from the model as shipped. wink-nlp adds every word it has not
 * seen to its lexicon, and tokenises a word it has seen differently ("nike's" is "nike" + "'s"
 * the first time, one token afterwards): without a fresh start, an analysis would depend on what
 * the process read before it (another project's snippets), and the lexicon would grow for the
 * life of a worker thread. Each top-level analysis calls this first.
 */
export function freshLanguageModel(): void {
  wink = null;
}

export interface AnalysedText {
  /** Lower-case lemmas of the word tokens (punctuation dropped; numbers become "#num"). */
  lemmas: string[];
  /** Same length as `lemmas`: whether each lemma is an English stop word. */
  stop: boolean[];
  /** Number of alphabetic word tokens. */
  alphaWords: number;
  /** Number of alphabetic word tokens found in the English lexicon of the language model. */
  knownWords: number;
}

const NUMBER = /^[\p{N}.,:/-]+$/u;
const HAS_LETTER = /\p{L}/u;

/**
 * Tokenises and lemmatises one normalised text with wink-nlp. Texts are expected to be bounded
 * in length by the caller (see truncateText).
 */
export function analyseText(text: string): AnalysedText {
  const w = languageModel();
  const tokens = w.readDoc(text).tokens();
  const types = tokens.out(w.its.type) as string[];
  // its.lemma is typed with an extra addons parameter that out() supplies itself
  const lemmas = tokens.out(w.its.lemma as unknown as typeof w.its.value) as string[];
  const ids = tokens.out(w.its.uniqueId) as unknown as number[];
  const out: string[] = [];
  const stop: boolean[] = [];
  let alphaWords = 0;
  let knownWords = 0;
  for (let i = 0; i < types.length; i++) {
    const type = types[i];
    if (type === 'punctuation' || type === 'emoji' || type === 'emoticon' || type === 'symbol' || type === 'tabCRLF') continue;
    let lemma = lemmas[i].toLowerCase();
    if (type === 'number' || NUMBER.test(lemma)) lemma = '#num';
    else if (HAS_LETTER.test(lemma)) {
      alphaWords += 1;
      if (ids[i] < lexiconSize) knownWords += 1;
    } else continue;
    out.push(lemma);
    stop.push(isStopWord(lemma));
  }
  return { lemmas: out, stop, alphaWords, knownWords };
}
