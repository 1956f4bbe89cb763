/**
 * The optional language-model provider's configuration. The engine works without one; when
 * LLM_BASE_URL is set, titles and summaries may be rewritten by any OpenAI-compatible endpoint.
 */
export interface LlmConfig {
  /** Base URL up to the API version, e.g. https://api.openai.com/v1 (no trailing slash). */
  baseUrl: string;
  /** Sent as a bearer token when present; local servers often need none. */
  apiKey?: string;
  model: string;
  /** Per request, reading the answer included. */
  timeoutMs: number;
}

export const DEFAULT_LLM_TIMEOUT_MS = 30_000;

/**
 * Reads LLM_BASE_URL, LLM_API_KEY, LLM_MODEL and LLM_TIMEOUT_MS (optional, default 30000).
 * Null when LLM_BASE_URL is unset or blank: the provider is off. A half-made configuration
 * (no model, a URL that is not http(s), a bad timeout) throws, so that it fails at start-up
 * rather than silently turning the provider off.
 */
export function llmConfigFrom(env: Readonly<Record<string, string | undefined>>): LlmConfig | null {
  const baseUrl = env.LLM_BASE_URL?.trim();
  if (!baseUrl) return null;
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new Error(`LLM_BASE_URL is not a URL: ${baseUrl}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`LLM_BASE_URL must be an http(s) URL, got ${url.protocol}`);
  const model = env.LLM_MODEL?.trim();
  if (!model) throw new Error('LLM_BASE_URL is set but LLM_MODEL is not: name the model to use');
  const timeoutText = env.LLM_TIMEOUT_MS?.trim();
  const timeoutMs = timeoutText ? Number(timeoutText) : DEFAULT_LLM_TIMEOUT_MS;
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0)
    throw new Error(`LLM_TIMEOUT_MS must be a positive integer of milliseconds, got ${timeoutText}`);
  const apiKey = env.LLM_API_KEY?.trim();
  return { baseUrl: baseUrl.replace(/\/+$/, ''), ...(apiKey ? { apiKey } : {}), model, timeoutMs };
}
