import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import { isStopWord } from './stopwords';

type Wink = ReturnType<typeof winkNLP>;

let wink: Wink | null = null;
let lexiconSize = 0;

/** The wink-nlp instance, loaded on first use (about 0.3 s). */
function nlp(): Wink {
  if (wink === null) {
    wink = winkNLP(model, ['sbd', 'pos']);
    // Ids at or above the size of the English lexicon belong to words the model has never seen.
    lexiconSize = wink.readDoc('zzqxjvkwqzz').tokens().out(wink.its.uniqueId)[0] as unknown as number;
  }
  return wink;
}

/** Plain word tokens (letters, digits and inner apostrophes) of an already normalised text. */
export function simpleWords(text: string): string[] {
  return text.match(/[\p{L}\p{N}]+(?:'[\p{L}]+)*/gu) ?? [];
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
  const w = nlp();
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
