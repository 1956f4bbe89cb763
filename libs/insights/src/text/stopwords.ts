// The `stopword` package has no type declarations; only its English list is used.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const stopwordPackage = require('stopword') as { eng: string[] };

/** English stop words: the `stopword` package's list plus common contractions' parts. */
export const ENGLISH_STOP_WORDS: ReadonlySet<string> = new Set([
  ...stopwordPackage.eng.map((w) => w.toLowerCase()),
  "'s",
  "n't",
  "'m",
  "'re",
  "'ve",
  "'ll",
  "'d",
  'a',
  'the',
  'of',
  'to',
  'and',
  'or',
  'is',
  'be',
  'i',
  'me',
  'my',
  'you',
  'your',
  'it',
  'its',
  'this',
  'that',
  'please',
]);

export function isStopWord(word: string): boolean {
  return ENGLISH_STOP_WORDS.has(word);
}

export function removeStopWords(words: readonly string[]): string[] {
  return words.filter((w) => !ENGLISH_STOP_WORDS.has(w));
}
