// The write-ups' public entry: research briefs, product requirement documents and value
// propositions composed from a project's insights, reworded by a model when there is one.
export * from './types';
export { composeWriteup, writeupTitle, WRITEUP_TITLES } from './compose-writeup';
export { rewriteWriteup, type RewriteWriteupOutcome } from './rewrite-writeup';
export { MAX_INSIGHTS_PER_SECTION } from './context';
// rewriteWriteup takes a provider: its type comes with it, so callers need not reach into llm/.
export type { LlmProvider } from '../llm/chat-completions';
