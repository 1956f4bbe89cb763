import { chatCompletionsProvider } from './chat-completions';
import { completion, FakeLlmServer, type FakeReply } from './fake-llm-server.spec-helper';
import { rewriteThemes, type ThemeText } from './rewrite-themes';

const themes: ThemeText[] = [
  {
    id: 't1',
    title: 'export slow',
    summary: 'Customers say export slow.',
    quotes: ['The CSV export takes ten minutes', 'export times out'],
  },
  { id: 't2', title: 'pricing unclear', summary: 'Pricing page confusing.', quotes: ['I could not tell what the team plan costs'] },
];
const offline = themes.map(({ id, title, summary }) => ({ id, title, summary, rewritten: false }));
const goodAnswer = JSON.stringify({
  themes: [
    {
      id: 't1',
      title: 'CSV exports are too slow for large accounts',
      summary: 'Several customers report exports taking minutes or timing out.',
    },
    { id: 't2', title: 'Team plan pricing is hard to understand', summary: 'Prospects cannot tell what the team plan costs.' },
  ],
});

describe('rewriteThemes', () => {
  const server = new FakeLlmServer();
  let baseUrl: string;
  const provider = (timeoutMs = 2000) =>
    chatCompletionsProvider({ baseUrl, apiKey: 'sk-test', model: 'fake-model', timeoutMs }, fetch, { retryDelayMs: 0 });
  // A generous deadline for answers the fake server gives at once (a loaded machine can take a
  // few hundred milliseconds for a local round trip); the hanging case has its own short one.
  const rewriteWithin = async (timeoutMs: number, ...replies: FakeReply[]) => {
    server.script(...replies);
    return rewriteThemes(themes, provider(timeoutMs));
  };
  const rewriteWith = (...replies: FakeReply[]) => rewriteWithin(2000, ...replies);

  beforeAll(async () => {
    baseUrl = await server.start();
  });
  afterAll(() => server.stop());

  it('keeps the offline wording, and calls nothing, without a provider', async () => {
    server.script(completion(goodAnswer));
    await expect(rewriteThemes(themes, null)).resolves.toEqual({ themes: offline, problems: [] });
    expect(server.requests).toHaveLength(0);
  });

  it('takes the rewritten titles and summaries from a good answer', async () => {
    const outcome = await rewriteWith(completion(goodAnswer));
    expect(outcome).toEqual({
      themes: [
        {
          id: 't1',
          title: 'CSV exports are too slow for large accounts',
          summary: 'Several customers report exports taking minutes or timing out.',
          rewritten: true,
        },
        {
          id: 't2',
          title: 'Team plan pricing is hard to understand',
          summary: 'Prospects cannot tell what the team plan costs.',
          rewritten: true,
        },
      ],
      problems: [],
    });
    const request = server.requests[0].body as { messages: Array<{ role: string; content: string }> };
    expect(JSON.parse(request.messages[1].content)).toEqual({
      themes: themes.map(({ id, title, summary, quotes }) => ({ id, title, summary, quotes })),
    });
  });

  it('accepts an answer inside a ```json fence', async () => {
    const outcome = await rewriteWith(completion('```json\n' + goodAnswer + '\n```'));
    expect(outcome.themes.every((theme) => theme.rewritten)).toBe(true);
  });

  it('keeps the offline result when the provider answers 500 (after one retry)', async () => {
    const outcome = await rewriteWith({ status: 500, body: 'internal error' });
    expect(outcome.themes).toEqual(offline);
    expect(outcome.problems).toEqual([expect.stringContaining('500')]);
    expect(server.requests).toHaveLength(2);
  });

  it('keeps the offline result when the provider times out', async () => {
    const outcome = await rewriteWithin(300, 'hang');
    expect(outcome.themes).toEqual(offline);
    expect(outcome.problems).toEqual([expect.stringContaining('no answer within 300 ms')]);
  });

  it('keeps the offline result when the answer is not JSON', async () => {
    const outcome = await rewriteWith(completion('Sure! Here are better titles: 1. Exports are slow'));
    expect(outcome.themes).toEqual(offline);
    expect(outcome.problems).toEqual([expect.stringContaining('not JSON')]);
  });

  it('keeps the offline result when the HTTP body itself is malformed', async () => {
    const outcome = await rewriteWith({ status: 200, body: '{"choices": [' });
    expect(outcome.themes).toEqual(offline);
  });

  it.each([
    ['no themes array', { result: [] }],
    ['themes is not an array', { themes: 't1: better title' }],
    [
      'entries of the wrong types',
      {
        themes: [
          { id: 't1', title: 42, summary: null },
          { id: 't2', title: ['x'], summary: 'ok' },
        ],
      },
    ],
    ['unknown ids', { themes: [{ id: 'zzz', title: 'A title', summary: 'A summary.' }] }],
    [
      'empty strings',
      {
        themes: [
          { id: 't1', title: '   ', summary: 'x' },
          { id: 't2', title: 'x', summary: '' },
        ],
      },
    ],
    ['a title far too long', { themes: [{ id: 't1', title: 'x'.repeat(500), summary: 'fine' }] }],
    ['a bare array', [{ id: 't1', title: 'A', summary: 'B' }]],
  ])('keeps the offline result for an answer of the wrong shape: %s', async (_case, answer) => {
    const outcome = await rewriteWith(completion(JSON.stringify(answer)));
    expect(outcome.themes).toEqual(offline);
    expect(outcome.problems.length).toBeGreaterThan(0);
  });

  it('takes the valid entries of a partly valid answer and keeps the rest offline', async () => {
    const answer = {
      themes: [
        { id: 't2', title: 'Team plan pricing\n is unclear', summary: 'Prospects cannot tell the price.' },
        { id: 't1', title: 'Dup', summary: 'A' },
        { id: 't1', title: 'Dup', summary: 'B' },
      ],
    };
    const outcome = await rewriteWith(completion(JSON.stringify(answer)));
    expect(outcome.themes).toEqual([
      offline[0],
      { id: 't2', title: 'Team plan pricing is unclear', summary: 'Prospects cannot tell the price.', rewritten: true },
    ]);
    expect(outcome.problems).toEqual(['theme t1 appears twice']);
  });

  it('sends one request per batch and keeps a failed batch offline', async () => {
    server.script(completion(JSON.stringify({ themes: [{ id: 't1', title: 'Exports are slow', summary: 'They time out.' }] })), {
      status: 400,
      body: 'bad request',
    });
    const outcome = await rewriteThemes(themes, provider(), { batchSize: 1 });
    expect(server.requests).toHaveLength(2);
    expect(outcome.themes).toEqual([{ id: 't1', title: 'Exports are slow', summary: 'They time out.', rewritten: true }, offline[1]]);
  });

  it('reports each batch and sends no further batch once cancelled', async () => {
    const controller = new AbortController();
    const progress: Array<[number, number]> = [];
    server.script(completion(JSON.stringify({ themes: [{ id: 't1', title: 'Exports are slow', summary: 'They time out.' }] })));
    const outcome = await rewriteThemes(themes, provider(), {
      batchSize: 1,
      signal: controller.signal,
      onProgress: (done, total) => {
        progress.push([done, total]);
        controller.abort();
      },
    });
    expect(server.requests).toHaveLength(1);
    expect(progress).toEqual([[1, 2]]);
    expect(outcome).toEqual({
      themes: [{ id: 't1', title: 'Exports are slow', summary: 'They time out.', rewritten: true }, offline[1]],
      problems: ['themes t2..t2 kept offline: cancelled'],
    });
  });

  it('keeps the offline result when the provider itself throws', async () => {
    const broken = { complete: () => Promise.reject(new Error('socket hang up')) };
    await expect(rewriteThemes(themes, broken)).resolves.toEqual({
      themes: offline,
      problems: [expect.stringContaining('socket hang up')],
    });
  });
});
