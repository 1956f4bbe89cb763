import { chatCompletionsProvider, chatCompletionsProviderFromEnv, type LlmProvider } from '../llm/chat-completions';
import { completion, FakeLlmServer, type FakeReply } from '../llm/fake-llm-server.spec-helper';
import type { AnalysisStage } from '../model/analysis-stage';
import type { Snippet } from '../model/snippet';
import { analyseAndWriteUp } from './analyse-and-write-up';
import { analyseSnippets, type AnalysisResult } from './analyse-snippets';
import { context, now, snippets as threeThemeSnippets } from './three-themes.spec-helper';

const snippets: Snippet[] = threeThemeSnippets();
const options = { context, now, k: 3, seed: 7 };
const IDS = ['theme-0', 'theme-1', 'theme-2'];
const wording = (id: string) => ({ id, title: `Rewritten ${id}`, summary: `A clearer summary of ${id}.` });
const goodAnswer = JSON.stringify({ themes: IDS.map(wording) });

describe('analyseAndWriteUp', () => {
  const server = new FakeLlmServer();
  let baseUrl: string;
  let offline: AnalysisResult;
  const provider = (timeoutMs = 2000) =>
    chatCompletionsProvider({ baseUrl, apiKey: 'sk-test', model: 'fake-model', timeoutMs }, fetch, { retryDelayMs: 0 });
  const writeUpWith = (replies: FakeReply[], timeoutMs = 2000) => {
    server.script(...replies);
    return analyseAndWriteUp(snippets, { ...options, provider: provider(timeoutMs) });
  };
  /** The result without titles and summaries, which are all a provider may change. */
  const withoutWording = (result: AnalysisResult) => ({
    ...result,
    insights: result.insights.map(({ title: _title, summary: _summary, ...rest }) => rest),
  });

  beforeAll(async () => {
    baseUrl = await server.start();
    offline = analyseSnippets(snippets, options);
    expect(offline.insights.map((insight) => insight.id).sort()).toEqual(IDS);
  });
  afterAll(() => server.stop());

  it("is exactly analyseSnippets' result without a provider, and calls nothing", async () => {
    server.script(completion(goodAnswer));
    await expect(analyseAndWriteUp(snippets, options)).resolves.toEqual({ ...offline, writing: { rewritten: 0, problems: [] } });
    await expect(analyseAndWriteUp(snippets, { ...options, provider: null })).resolves.toEqual({
      ...offline,
      writing: { rewritten: 0, problems: [] },
    });
    expect(server.requests).toHaveLength(0);
  });

  it('takes the rewritten titles and summaries, sending the offline wording and quotes', async () => {
    const result = await writeUpWith([completion(goodAnswer)]);
    expect(result.writing).toEqual({ rewritten: 3, problems: [] });
    for (const insight of result.insights) {
      expect(insight.title).toBe(`Rewritten ${insight.id}`);
      expect(insight.summary).toBe(`A clearer summary of ${insight.id}.`);
    }
    expect(withoutWording(result)).toEqual({ ...withoutWording(offline), writing: result.writing });
    const request = server.requests[0].body as { model: string; messages: Array<{ role: string; content: string }> };
    expect(request.model).toBe('fake-model');
    expect(JSON.parse(request.messages[1].content)).toEqual({
      themes: offline.insights.map((insight) => ({
        id: insight.id,
        title: insight.title,
        summary: insight.summary,
        quotes: insight.quotes.map((quote) => quote.text),
      })),
    });
  });

  it('keeps the offline wording of the themes the answer leaves out', async () => {
    const result = await writeUpWith([completion(JSON.stringify({ themes: [wording('theme-1')] }))]);
    expect(result.writing).toEqual({ rewritten: 1, problems: ['no entry for theme-0, theme-2'] });
    expect(result.insights.map((insight) => insight.title)).toEqual(
      offline.insights.map((insight) => (insight.id === 'theme-1' ? 'Rewritten theme-1' : insight.title)),
    );
  });

  it.each<[string, FakeReply[], number, RegExp]>([
    ['answers 500 (after one retry)', [{ status: 500, body: 'internal error' }], 2000, /500/],
    ['times out', ['hang'], 300, /no answer within 300 ms/],
    ['answers garbage', [completion('Sure! Here are better titles: 1. Invoices')], 2000, /not JSON/],
    ['answers JSON of the wrong shape', [completion(JSON.stringify({ titles: ['Invoices'] }))], 2000, /no "themes" array/],
    ['answers a malformed HTTP body', [{ status: 200, body: '{"choices": [' }], 2000, /JSON/],
  ])('keeps the offline result and records a problem when the provider %s', async (_case, replies, timeoutMs, problem) => {
    const result = await writeUpWith(replies, timeoutMs);
    expect(result).toEqual({ ...offline, writing: { rewritten: 0, problems: [expect.stringMatching(problem)] } });
  });

  it('keeps the offline result when the provider itself throws', async () => {
    const broken: LlmProvider = { complete: () => Promise.reject(new Error('socket hang up')) };
    await expect(analyseAndWriteUp(snippets, { ...options, provider: broken })).resolves.toEqual({
      ...offline,
      writing: { rewritten: 0, problems: [expect.stringContaining('socket hang up')] },
    });
  });

  it("reports 'writing_up_themes' while the provider writes, one step per batch, ending at 1", async () => {
    server.script(
      completion(JSON.stringify({ themes: [wording(offline.insights[0].id)] })),
      completion(JSON.stringify({ themes: [wording(offline.insights[1].id)] })),
      { status: 400, body: 'bad request' },
    );
    const seen: Array<[AnalysisStage, number]> = [];
    const result = await analyseAndWriteUp(snippets, {
      ...options,
      provider: provider(),
      batchSize: 1,
      onProgress: (stage, fraction) => seen.push([stage, fraction]),
    });
    expect(server.requests).toHaveLength(3);
    expect(result.writing.rewritten).toBe(2);
    const writing = seen.filter(([stage]) => stage === 'writing_up_themes').map(([, fraction]) => fraction);
    expect(writing).toEqual([0, 0.5, 0.5 + 0.5 / 3, 0.5 + 1 / 3, 1, 1]);
    expect(seen.at(-1)).toEqual(['writing_up_themes', 1]);
  });

  it('rejects when cancelled before the provider is asked', async () => {
    const controller = new AbortController();
    server.script(completion(goodAnswer));
    const writeUp = analyseAndWriteUp(snippets, {
      ...options,
      provider: provider(),
      signal: controller.signal,
      onProgress: (stage, fraction) => stage === 'writing_up_themes' && fraction === 0.5 && controller.abort(),
    });
    await expect(writeUp).rejects.toThrow(/abort/i);
    expect(server.requests).toHaveLength(0);
  });

  it('rejects promptly when cancelled while waiting for the provider', async () => {
    const controller = new AbortController();
    server.script('hang');
    const started = Date.now();
    const writeUp = analyseAndWriteUp(snippets, { ...options, provider: provider(10_000), signal: controller.signal });
    await new Promise<void>((resolve) => {
      const poll = setInterval(() => {
        if (server.requests.length > 0) {
          clearInterval(poll);
          resolve();
        }
      }, 5);
    });
    controller.abort();
    await expect(writeUp).rejects.toThrow(/abort/i);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(server.requests).toHaveLength(1);
  });

  it('rejects when cancelled even if the provider ignores the signal', async () => {
    const controller = new AbortController();
    const deaf: LlmProvider = {
      complete: () => {
        setTimeout(() => controller.abort(new Error('user cancelled the analysis')), 10);
        return new Promise<string>(() => undefined);
      },
    };
    await expect(analyseAndWriteUp(snippets, { ...options, provider: deaf, signal: controller.signal })).rejects.toThrow(
      'user cancelled the analysis',
    );
  });

  it('uses the provider the environment configures, and none when LLM_BASE_URL is unset', async () => {
    expect(chatCompletionsProviderFromEnv({}, fetch)).toBeNull();
    expect(chatCompletionsProviderFromEnv({ LLM_MODEL: 'fake-model', LLM_API_KEY: 'sk-test' }, fetch)).toBeNull();
    const fromEnv = chatCompletionsProviderFromEnv(
      { LLM_BASE_URL: baseUrl, LLM_API_KEY: 'sk-env', LLM_MODEL: 'env-model', LLM_TIMEOUT_MS: '2000' },
      fetch,
      { retryDelayMs: 0 },
    );
    server.script(completion(goodAnswer));
    const result = await analyseAndWriteUp(snippets, { ...options, provider: fromEnv });
    expect(result.writing).toEqual({ rewritten: 3, problems: [] });
    expect(server.requests[0].headers.authorization).toBe('Bearer sk-env');
    expect((server.requests[0].body as { model: string }).model).toBe('env-model');
  });
});
