import { foldTerm } from '../scoring/relevance';
import { normaliseText } from '../text/normalise';
import { isStopWord } from '../text/stopwords';
import { simpleWords } from '../text/words';

/**
 * The words of a text as both signals read them. Surface forms rather than wink-nlp's lemmas: the
 * word vectors know "refunds" as well as "refund", and a question is read in microseconds without
 * the language model (whose lexicon grows with what it reads, so lemmas would also depend on
 * what the process read before).
 */
export function wordsOf(text: string): string[] {
  return simpleWords(normaliseText(text));
}

/**
 * A word as the keyword ranking matches it: stop words dropped (in BM25 they would only match
 * most quotes and slow every search), the rest suffix-folded so that "refunds" meets "refund".
 */
export function keywordTerm(word: string): string | null {
  return isStopWord(word) ? null : foldTerm(word);
}
