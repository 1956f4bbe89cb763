export { normaliseText, duplicateKey, isBlank, truncateText } from './normalise';
export { ENGLISH_STOP_WORDS, isStopWord, removeStopWords } from './stopwords';
export { analyseText, freshLanguageModel, type AnalysedText } from './tokenise';
export { simpleWords } from './words';
export { guessLanguage, type LanguageGuess } from './language';
export {
  exactDuplicates,
  nearDuplicateGroups,
  foldDuplicates,
  shingles,
  jaccard,
  fnv1a,
  type ExactDuplicates,
  type NearDuplicateOptions,
} from './near-duplicates';
