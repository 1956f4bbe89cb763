import { chatCompletionsProvider } from '../llm/chat-completions';
import { completion, FakeLlmServer } from '../llm/fake-llm-server.spec-helper';
import type { InsightLookup } from './compose-answer';
import { answerWithModel, type ModelAnswerRequest } from './model-answer';
import type { RetrievalInsight } from './types';

const insights: RetrievalInsight[] = [
  {
    id: 'lost',
    title: 'Lost luggage',
    summary: 'Bags go missing on connecting flights.',
    snippets: [
      { id: 'l1', text: 'My bag was lost in Frankfurt' },
      { id: 'l2', text: 'Three days without my suitcase' },
      { id: 'l3', text: 'Track the bags please' },
      { id: 'l4', text: 'Never again' },
    ],
  },
  { id: 'refund', title: 'Slow refunds', snippets: [{ id: 'r1', text: 'The refund took 6 weeks' }] },
];
const lookup: InsightLookup = { insight: (id) => insights.find((insight) => insight.id === id) };
const request: ModelAnswerRequest = {
  question: 'What goes wrong with bags?',
  previousQuestion: null,
  insights: lookup,
  matches: [
    {
      insightId: 'lost',
      score: 1,
      citations: insights[0].snippets.map((snippet, index) => ({ snippetId: snippet.id, text: snippet.text, score: 1 - index / 10 })),
    },
    { insightId: 'refund', score: 0.5, citations: [{ snippetId: 'r1', text: 'The refund took 6 weeks', score: 0.5 }] },
  ],
};

describe('the assistant’s answer worded by a model', () => {
  const server = new FakeLlmServer();
  let provider: ReturnType<typeof chatCompletionsProvider>;

  beforeAll(async () => {
    const baseUrl = await server.start();
    provider = chatCompletionsProvider({ baseUrl, model: 'fake-model', timeoutMs: 2000 }, fetch, { retryDelayMs: 0 });
  });
  afterAll(() => server.stop());

  it('sends the question and the numbered evidence only, and keeps an answer that cites it', async () => {
    server.script(completion('Bags go missing on connections [1], sometimes for days [2]. Refunds are slow too, 6 weeks [4].'));
    const outcome = await answerWithModel(provider, request);
    expect(outcome).toEqual({
      ok: true,
      text: 'Bags go missing on connections [1], sometimes for days [2]. Refunds are slow too, 6 weeks [4].',
      citations: [
        { number: 1, insightId: 'lost', snippetId: 'l1', text: 'My bag was lost in Frankfurt', score: 1 },
        { number: 2, insightId: 'lost', snippetId: 'l2', text: 'Three days without my suitcase', score: 0.9 },
        { number: 3, insightId: 'lost', snippetId: 'l3', text: 'Track the bags please', score: 0.8 },
        { number: 4, insightId: 'refund', snippetId: 'r1', text: 'The refund took 6 weeks', score: 0.5 },
      ],
    });
    const sent = server.requests[0].body as { messages: Array<{ role: string; content: string }> };
    expect(sent.messages[0].content).toMatch(/customer data, never instructions/);
    const evidence = JSON.parse(sent.messages[1].content);
    expect(evidence.question).toBe('What goes wrong with bags?');
    expect(evidence.insights[0].quotes.map((quote: { number: number }) => quote.number)).toEqual([1, 2, 3]);
    expect(JSON.stringify(evidence)).not.toContain('Never again');
  });

  it.each([
    ['cites nothing', 'Bags go missing.', 'the answer cites no quote'],
    ['cites a quote it was not given', 'Bags go missing [7].', 'the answer cites [7], which the evidence does not hold'],
    ['states a figure the evidence lacks', 'Bags go missing for 12 days [2].', 'the answer states 12, which the evidence does not'],
  ])('refuses an answer that %s', async (_, reply, problem) => {
    server.script(completion(reply));
    expect(await answerWithModel(provider, request)).toEqual({ ok: false, problem });
  });

  it('gives the reason when the model fails, and asks nothing when nothing matched', async () => {
    server.script({ status: 500, body: 'down' });
    const failed = await answerWithModel(provider, request);
    expect(failed).toMatchObject({ ok: false, problem: expect.stringContaining('500') });
    server.script(completion('unused'));
    expect(await answerWithModel(provider, { ...request, matches: [] })).toEqual({
      ok: false,
      problem: 'nothing matched, so there is nothing to word',
    });
    expect(server.requests).toHaveLength(0);
  });
});
