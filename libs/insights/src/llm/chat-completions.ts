import { llmConfigFrom, type LlmConfig } from './llm-config';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** A language model that answers a conversation with text. */
export interface LlmProvider {
  complete(messages: readonly ChatMessage[], options?: { signal?: AbortSignal }): Promise<string>;
}

export type LlmErrorKind = 'http' | 'network' | 'timeout' | 'aborted' | 'malformed';

export class LlmError extends Error {
  constructor(
    readonly kind: LlmErrorKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'LlmError';
  }
}

export interface ChatCompletionsOptions {
  /** Pause before the single retry; default 1000 ms. */
  retryDelayMs?: number;
}

const isRetryable = (error: LlmError): boolean =>
  error.kind === 'network' || (error.kind === 'http' && (error.status === 429 || (error.status ?? 0) >= 500));

/**
 * An OpenAI-compatible chat-completions client: POST {baseUrl}/chat/completions with
 * `Authorization: Bearer {apiKey}`, temperature 0. Each attempt is bounded by the timeout
 * (reading the answer included). A network error, 429 or 5xx is retried once; a timeout is not
 * (it would double the wait), nor is any other answer. `fetch` is injected: the only I/O.
 */
export function chatCompletionsProvider(config: LlmConfig, fetchImpl: typeof fetch, options: ChatCompletionsOptions = {}): LlmProvider {
  const endpoint = `${config.baseUrl}/chat/completions`;
  const retryDelayMs = options.retryDelayMs ?? 1000;

  async function attempt(messages: readonly ChatMessage[], external: AbortSignal | undefined): Promise<string> {
    const timeout = AbortSignal.timeout(config.timeoutMs);
    const signal = external ? AbortSignal.any([timeout, external]) : timeout;
    let body: unknown;
    try {
      const response = await fetchImpl(endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
        },
        body: JSON.stringify({ model: config.model, messages, temperature: 0 }),
        signal,
      });
      const text = await response.text();
      if (!response.ok) throw new LlmError('http', `chat completions answered ${response.status}: ${text.slice(0, 200)}`, response.status);
      try {
        body = JSON.parse(text);
      } catch {
        throw new LlmError('malformed', `chat completions answered something other than JSON: ${text.slice(0, 200)}`);
      }
    } catch (error) {
      if (error instanceof LlmError) throw error;
      if (timeout.aborted) throw new LlmError('timeout', `chat completions gave no answer within ${config.timeoutMs} ms`);
      if (external?.aborted) throw new LlmError('aborted', 'chat completions call aborted');
      throw new LlmError('network', `chat completions unreachable: ${error instanceof Error ? error.message : String(error)}`);
    }
    const content = (body as { choices?: Array<{ message?: { content?: unknown } }> } | null)?.choices?.[0]?.message?.content;
    if (typeof content !== 'string') throw new LlmError('malformed', 'chat completions answer has no choices[0].message.content text');
    return content;
  }

  return {
    async complete(messages, callOptions = {}) {
      try {
        return await attempt(messages, callOptions.signal);
      } catch (error) {
        if (!(error instanceof LlmError) || !isRetryable(error)) throw error;
        await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
        return attempt(messages, callOptions.signal);
      }
    },
  };
}

/**
 * The provider the environment configures (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL, LLM_TIMEOUT_MS;
 * see llmConfigFrom), or null when LLM_BASE_URL is unset: the provider is off by default.
 */
export function chatCompletionsProviderFromEnv(
  env: Readonly<Record<string, string | undefined>>,
  fetchImpl: typeof fetch,
  options: ChatCompletionsOptions = {},
): LlmProvider | null {
  const config = llmConfigFrom(env);
  return config === null ? null : chatCompletionsProvider(config, fetchImpl, options);
}
