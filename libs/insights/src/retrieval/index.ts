export type { Citation, InsightMatch, RetrievalInput, RetrievalInsight, RetrievalSnippet, SearchRequest } from './types';
export { buildRetrievalIndex, type RetrievalIndex } from './retrieval-index';
export { searchInsights } from './search-insights';
export { composeAnswer, type AnswerCitation, type ComposedAnswer, type InsightLookup } from './compose-answer';
export { DEFAULT_INDEX_SETTINGS, DEFAULT_SEARCH_SETTINGS, type IndexSettings, type SearchSettings } from './settings';
export type { Bm25Settings } from './keyword-index';
export { answerWithModel, type ModelAnswerOutcome, type ModelAnswerRequest } from './model-answer';
