// The assistant's search, a second entry of the engine: what the query side needs to answer a
// question, without the engine's language models (importing index.ts loads wink-nlp and its model,
// 0.46 s and 70 MB, which a search never uses). Decision 0025.
export * from './retrieval';
export type { PretrainedWordVectors } from './representation/pretrained-vectors';
export { readWordVectors, wordVectorsDir } from './node/word-vectors-file';
// The configured model that words the answer (off unless LLM_BASE_URL is set); no language models are loaded for it.
export { chatCompletionsProviderFromEnv, type LlmProvider } from './llm/chat-completions';
