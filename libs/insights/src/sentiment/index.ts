export { analyseSentiment, type SentimentEvidence, type SentimentLabel, type SentimentResult } from './analyse';
export { analyseSentimentOfSet, opinionFeatures } from './corpus-sentiment';
export { aggregateSentiment, type SentimentAggregate } from './aggregate';
export {
  LabelledInputError,
  parseLabelledSentences,
  scoreSentiment,
  type LabelScore,
  type LabelledSentence,
  type SentimentAccuracy,
} from './labelled';
export { vaderCompound } from './lexicons';
