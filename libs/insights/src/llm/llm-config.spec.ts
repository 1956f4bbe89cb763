import { llmConfigFrom } from './llm-config';

describe('llmConfigFrom', () => {
  it('is off (null) when LLM_BASE_URL is unset or blank, whatever else is set', () => {
    expect(llmConfigFrom({})).toBeNull();
    expect(llmConfigFrom({ LLM_BASE_URL: '  ', LLM_MODEL: 'm', LLM_API_KEY: 'k' })).toBeNull();
  });

  it('reads the base URL (without trailing slash), key, model and timeout', () => {
    expect(
      llmConfigFrom({ LLM_BASE_URL: 'https://llm.example.test/v1/', LLM_API_KEY: 'sk-1', LLM_MODEL: 'small', LLM_TIMEOUT_MS: '5000' }),
    ).toEqual({
      baseUrl: 'https://llm.example.test/v1',
      apiKey: 'sk-1',
      model: 'small',
      timeoutMs: 5000,
    });
  });

  it('needs no key and defaults the timeout to 30 s', () => {
    expect(llmConfigFrom({ LLM_BASE_URL: 'http://127.0.0.1:8080/v1', LLM_MODEL: 'local' })).toEqual({
      baseUrl: 'http://127.0.0.1:8080/v1',
      model: 'local',
      timeoutMs: 30000,
    });
  });

  it.each([
    [{ LLM_BASE_URL: 'http://127.0.0.1:8080/v1' }, /LLM_MODEL/],
    [{ LLM_BASE_URL: 'not a url', LLM_MODEL: 'm' }, /not a URL/],
    [{ LLM_BASE_URL: 'ftp://example.test', LLM_MODEL: 'm' }, /http\(s\)/],
    [{ LLM_BASE_URL: 'http://example.test', LLM_MODEL: 'm', LLM_TIMEOUT_MS: '-1' }, /LLM_TIMEOUT_MS/],
  ])('refuses a half-made configuration %j', (env, message) => {
    expect(() => llmConfigFrom(env)).toThrow(message);
  });
});
