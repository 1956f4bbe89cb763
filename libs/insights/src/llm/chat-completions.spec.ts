import { chatCompletionsProvider, LlmError } from './chat-completions';
import { completion, FakeLlmServer } from './fake-llm-server.spec-helper';

describe('chatCompletionsProvider against a local fake endpoint', () => {
  const server = new FakeLlmServer();
  let baseUrl: string;
  const provider = (timeoutMs = 2000) =>
    chatCompletionsProvider({ baseUrl, apiKey: 'sk-test', model: 'fake-model', timeoutMs }, fetch, { retryDelayMs: 0 });
  const messages = [{ role: 'user' as const, content: 'hello' }];

  beforeAll(async () => {
    baseUrl = await server.start();
  });
  afterAll(() => server.stop());

  it('POSTs the conversation to {base}/chat/completions with the bearer key and model, and returns the text', async () => {
    server.script(completion('hi there'));
    await expect(provider().complete(messages)).resolves.toBe('hi there');
    expect(server.requests).toEqual([
      {
        method: 'POST',
        url: '/v1/chat/completions',
        headers: expect.objectContaining({ authorization: 'Bearer sk-test', 'content-type': 'application/json' }),
        body: { model: 'fake-model', messages, temperature: 0 },
      },
    ]);
  });

  it('sends no Authorization header without a key', async () => {
    server.script(completion('ok'));
    await chatCompletionsProvider({ baseUrl, model: 'fake-model', timeoutMs: 2000 }, fetch).complete(messages);
    expect(server.requests[0].headers.authorization).toBeUndefined();
  });

  it('retries a 5xx once and then succeeds', async () => {
    server.script({ status: 503, body: 'busy' }, completion('second time'));
    await expect(provider().complete(messages)).resolves.toBe('second time');
    expect(server.requests).toHaveLength(2);
  });

  it('gives up after one retry: two requests at most', async () => {
    server.script({ status: 500, body: '{"error":"boom"}' });
    await expect(provider().complete(messages)).rejects.toEqual(expect.objectContaining({ kind: 'http', status: 500 }));
    expect(server.requests).toHaveLength(2);
  });

  it('does not retry a 4xx', async () => {
    server.script({ status: 401, body: '{"error":"bad key"}' });
    await expect(provider().complete(messages)).rejects.toEqual(expect.objectContaining({ kind: 'http', status: 401 }));
    expect(server.requests).toHaveLength(1);
  });

  it('times out through its AbortSignal and does not retry a timeout', async () => {
    server.script('hang');
    const started = process.hrtime.bigint();
    await expect(provider(150).complete(messages)).rejects.toEqual(expect.objectContaining({ kind: 'timeout' }));
    expect(Number(process.hrtime.bigint() - started) / 1e6).toBeLessThan(1500);
    expect(server.requests).toHaveLength(1);
  });

  it('reports a body that is not JSON, or JSON without a text answer, as malformed', async () => {
    server.script({ status: 200, body: '<html>oops</html>' });
    await expect(provider().complete(messages)).rejects.toEqual(expect.objectContaining({ kind: 'malformed' }));
    server.script({ status: 200, body: '{"choices":[{"message":{"content":null}}]}' });
    await expect(provider().complete(messages)).rejects.toBeInstanceOf(LlmError);
  });

  it('reports an unreachable endpoint as a network error, after one retry', async () => {
    const closed = new FakeLlmServer();
    const url = await closed.start();
    await closed.stop();
    const unreachable = chatCompletionsProvider({ baseUrl: url, model: 'm', timeoutMs: 2000 }, fetch, { retryDelayMs: 0 });
    await expect(unreachable.complete(messages)).rejects.toEqual(expect.objectContaining({ kind: 'network' }));
  });
});
