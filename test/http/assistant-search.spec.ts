import { randomUUID } from 'node:crypto';
import { ApiClient } from '../support/api-client';
import { csvCell, said } from '../support/customer-data';
import { adminWithOrganisation, analysisEnded, uploadedReady } from '../support/documents';
import { type RunningApp, startApp } from '../support/start-app';

interface Answer {
  recommendations: Array<{ recommendation_id: string; product_id: string; title: string; snippet_count: number; score: number }>;
  answer: string;
  citations: Array<{ number: number; recommendation_id: string; snippet_id: string; document_id: string; text: string }>;
  conversation_id: string;
  conversation_turn: number;
  mode: string;
}

/** Ask the assistant (SPEC.md section 7, "Chatbot"): the organisation's insights that answer a question, with cited quotes. */
describe('asking the assistant (HTTP end to end)', () => {
  let app: RunningApp;
  let alice: ApiClient;
  let carol: ApiClient;
  let surveyId: string;
  let productId: string;

  const ask = async (client: ApiClient, body: unknown) => {
    const answer = await client.post('/api/chatbot/search', body);
    expect(answer.status).toBe(200);
    return answer.body as Answer;
  };

  beforeAll(async () => {
    app = await startApp();
    alice = await adminWithOrganisation(app, `alice-${randomUUID()}@assistant-search.test`);
    carol = await adminWithOrganisation(app, `carol-${randomUUID()}@elsewhere-search.test`);
    const texts = said(['lost_luggage', 'pay_bill', 'credit_score', 'translate'], 0, 15);
    surveyId = await uploadedReady(app, alice, 'survey.csv', Buffer.from(['Why', ...texts.map(csvCell)].join('\n')));
    const created = await alice.post('/api/products/api', {
      type: 'insights',
      name: 'Assistant',
      description: '',
      document_ids: [surveyId],
    });
    productId = created.body.product_id;
    expect((await analysisEnded(alice, productId, created.body.job_id)).status).toBe('succeeded');
  }, 180_000);

  afterAll(async () => {
    await app?.stop();
  });

  it('answers with the insight that answers the question first, its quotes cited by number, from their document', async () => {
    const answer = await ask(alice, { query: 'Customers cannot find their bags after the flight' });
    expect(answer.recommendations.length).toBeGreaterThan(0);
    const [first] = answer.recommendations;
    expect(first.product_id).toBe(productId);
    const cited = answer.citations.filter((citation) => citation.recommendation_id === first.recommendation_id);
    expect(cited.length).toBeGreaterThan(0);
    expect(cited.map((citation) => citation.text).join(' ')).toMatch(/luggage|bag/i);
    for (const citation of answer.citations) {
      expect(citation.document_id).toBe(surveyId);
      expect(answer.answer).toContain(`[${citation.number}]`);
    }
    expect(answer.citations.map((citation) => citation.number)).toEqual(answer.citations.map((_, index) => index + 1));
    expect(answer).toMatchObject({ conversation_turn: 1, mode: 'pattern' });
    expect(answer.conversation_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('searches every snippet behind an insight, not only the few quotes it keeps', async () => {
    const listed = (await alice.get(`/api/recommendations/v2?product=${productId}`)).body.recommendations as Array<{
      recommendation_id: string;
      quotes: Array<{ snippet_id: string }>;
    }>;
    const insight = listed[0];
    const kept = new Set(insight.quotes.map((quote) => quote.snippet_id));
    const members = (await alice.get(`/api/snippets/v2?recommendation=${insight.recommendation_id}&page_size=100`)).body.snippets as Array<{
      snippet_id: string;
      text: string;
    }>;
    const unquoted = members.find((member) => !kept.has(member.snippet_id) && member.text.split(' ').length >= 4)!;
    expect(unquoted).toBeDefined();
    const answer = await ask(alice, { query: unquoted.text });
    expect(answer.recommendations[0].recommendation_id).toBe(insight.recommendation_id);
    expect(answer.citations).toContainEqual(
      expect.objectContaining({ recommendation_id: insight.recommendation_id, snippet_id: unquoted.snippet_id, document_id: surveyId }),
    );
    // The insight page opens that citation: the snippets list answers just the cited member.
    const opened = (await alice.get(`/api/snippets/v2?recommendation=${insight.recommendation_id}&snippet=${unquoted.snippet_id}`)).body;
    expect(opened).toMatchObject({ total: 1, snippets: [{ snippet_id: unquoted.snippet_id, text: unquoted.text }] });
    const elsewhere = (await alice.get(`/api/snippets/v2?recommendation=${listed[1].recommendation_id}&snippet=${unquoted.snippet_id}`))
      .body;
    expect(elsewhere).toMatchObject({ total: 0, snippets: [] });
  });

  it('carries a conversation across turns: a follow-up keeps its id and counts on', async () => {
    const first = await ask(alice, { query: 'What do people say about paying their bills?' });
    const followUp = await ask(alice, {
      query: 'and how soon?',
      context: {
        conversation_id: first.conversation_id,
        conversation_turn: first.conversation_turn,
        query: 'What do people say about paying their bills?',
      },
    });
    expect(followUp.conversation_id).toBe(first.conversation_id);
    expect(followUp.conversation_turn).toBe(2);
    // The follow-up alone names no subject (asked alone, nothing answers it first as the bills
    // did): the previous question keeps it on them.
    expect(followUp.recommendations[0].recommendation_id).toBe(first.recommendations[0].recommendation_id);
    const alone = await ask(alice, { query: 'and how soon?' });
    expect(alone.recommendations[0]?.recommendation_id).not.toBe(first.recommendations[0].recommendation_id);
  });

  it('never answers from a dismissed insight, nor from another organisation', async () => {
    const before = await ask(alice, { query: 'my credit score' });
    const dismissed = before.recommendations[0].recommendation_id;
    expect(
      (await alice.post('/api/recommendations/remove', { recommendation_id: dismissed, reason: 'Known already' })).status,
    ).toBeLessThan(300);
    const after = await ask(alice, { query: 'my credit score' });
    expect(after.recommendations.map((insight) => insight.recommendation_id)).not.toContain(dismissed);
    expect(after.citations.map((citation) => citation.recommendation_id)).not.toContain(dismissed);

    const elsewhere = await ask(carol, { query: 'my credit score' });
    expect(elsewhere).toMatchObject({ recommendations: [], citations: [], answer: 'No insight matches this question.' });
  });

  it('refuses an empty or overlong question and a context that is not a previous turn; and anyone signed out', async () => {
    for (const [body, message] of [
      [{}, 'query must be text of at most 1000 characters.'],
      [{ query: '  ' }, 'Ask a question first.'],
      [{ query: 'x'.repeat(1001) }, 'A question can be at most 1000 characters long.'],
      [{ query: 'and then?', context: { conversation_id: 'nope', conversation_turn: 1, query: 'Bills' } }, 'context.conversation_id'],
      [{ query: 'and then?', context: 'Bills' }, 'context must be the previous turn'],
      [{ query: 'Bills', mode: 'sql' }, 'mode must be one of pattern, database.'],
    ] as const) {
      const answer = await alice.post('/api/chatbot/search', body);
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.body)).toContain(message);
    }
    expect((await new ApiClient(app.baseUrl).post('/api/chatbot/search', { query: 'Bills' })).status).toBe(401);
  });

  it('searches by pattern when asked to, and refuses database search while no analytics configuration is set up', async () => {
    expect(await ask(alice, { query: 'my bill payment', mode: 'pattern' })).toMatchObject({ mode: 'pattern' });
    const database = await alice.post('/api/chatbot/search', { query: 'my bill payment', mode: 'database' });
    expect(database.status).toBe(409);
    expect(database.body).toMatchObject({
      code: 'DATABASE_SEARCH_UNAVAILABLE',
      message: 'Database search is unavailable until analytics configuration is set up for your account. Switch to pattern search.',
    });
  });
});
