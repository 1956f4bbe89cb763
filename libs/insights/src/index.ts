// The insight engine's public entry: what the product and the other libraries may use.
export * from './model/analysis-stage';
export * from './model/insight';
export * from './model/project-context';
export * from './model/snippet';
export * from './model/theme';
export * from './pipeline/analyse-snippets';
export * from './pipeline/analyse-and-write-up';
export { chatCompletionsProviderFromEnv } from './llm/chat-completions';
export * from './pipeline/attach-snippets';
export * from './survey/column-type';
export { demographicKeyOf, surveySnippets } from './survey/survey-snippets';
export { mulberry32 } from './numbers/random';
export { DEFAULT_HALF_LIFE_DAYS } from './scoring/impact-score';
export type { PretrainedWordVectors } from './representation/pretrained-vectors';
export { readWordVectors, wordVectorsDir } from './node/word-vectors-file';
export type { Parallel } from './parallel/parallel';
export { WorkerThreadsParallel } from './node/worker-threads-parallel';
export * from './retrieval';
