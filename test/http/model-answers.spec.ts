import { randomUUID } from 'node:crypto';
import type { ApiClient } from '../support/api-client';
import { csvCell, said } from '../support/customer-data';
import { adminWithOrganisation, analysisEnded, uploadedReady } from '../support/documents';
import { completion, FakeLlmServer, type FakeReply } from '../support/fake-llm-server';
import { type RunningApp, startApp } from '../support/start-app';

const MODEL_ENV = ['LLM_BASE_URL', 'LLM_MODEL'] as const;
const MODEL_WORDING = 'In the words of the model.';

/**
 * With a model configured (LLM_BASE_URL, here a local OpenAI-compatible fake), the assistant's
 * answers and the generated documents are worded by it from the same cited evidence, and the
 * offline text stands whenever it fails. Analyses ask it too; the fake refuses those, so their
 * offline wording stands (as the engine's own tests show).
 */
describe('answers and documents worded by a configured model (HTTP end to end)', () => {
  const model = new FakeLlmServer();
  let modelDown = false;
  let app: RunningApp;
  let alice: ApiClient;
  let productId: string;

  /** What the fake model says, by what it is asked (the system prompt names the task). */
  function reply(body: unknown): FakeReply {
    const { messages } = body as { messages: Array<{ content: string }> };
    const task = messages[0].content;
    if (modelDown || task.startsWith('You edit the titles and summaries')) return { status: 503, body: 'unavailable' };
    if (task.startsWith('You answer questions')) return completion('Travellers lose their bags on connections [1], and wait for them [2].');
    const blocks = (JSON.parse(messages[1].content) as { blocks: Array<{ id: string }> }).blocks;
    return completion(JSON.stringify({ blocks: blocks.map((block) => ({ id: block.id, text: MODEL_WORDING })) }));
  }

  beforeAll(async () => {
    process.env.LLM_BASE_URL = await model.start();
    process.env.LLM_MODEL = 'fake-model';
    model.script(reply);
    app = await startApp();
    alice = await adminWithOrganisation(app, `alice-${randomUUID()}@model-answers.test`);
    const texts = said(['lost_luggage', 'pay_bill', 'credit_score'], 0, 15);
    const surveyId = await uploadedReady(app, alice, 'survey.csv', Buffer.from(['Why', ...texts.map(csvCell)].join('\n')));
    const created = await alice.post('/api/products/api', { type: 'insights', name: 'Travel', description: '', document_ids: [surveyId] });
    productId = created.body.product_id;
    expect((await analysisEnded(alice, productId, created.body.job_id)).status).toBe('succeeded');
  }, 240_000);

  afterAll(async () => {
    for (const name of MODEL_ENV) delete process.env[name];
    await app?.stop();
    await model.stop();
  });

  it('has the model word the assistant’s answer from the retrieved quotes, citing them by number', async () => {
    const answer = await alice.post('/api/chatbot/search', { query: 'Customers cannot find their bags after the flight' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      answer: 'Travellers lose their bags on connections [1], and wait for them [2].',
      answered_by: 'model',
      model_failed: false,
    });
    expect(answer.body.citations.slice(0, 2).map((citation: { number: number }) => citation.number)).toEqual([1, 2]);
    const asked = model.requests.find((request) => JSON.stringify(request.body).includes('You answer questions'));
    expect(JSON.stringify(asked?.body)).toContain('Customers cannot find their bags after the flight');
  });

  it('keeps the offline answer, and says the model failed, when the model is down', async () => {
    modelDown = true;
    try {
      const answer = await alice.post('/api/chatbot/search', { query: 'Customers cannot find their bags after the flight' });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ answered_by: 'offline', model_failed: true });
      expect(answer.body.answer).toMatch(/insights? match/);
    } finally {
      modelDown = false;
    }
  });

  it('has the model word a generated document, its citations kept', async () => {
    expect((await alice.post(`/api/products/${productId}/writeups/value_prop`, {})).status).toBe(202);
    const deadline = Date.now() + 60_000;
    let document = (await alice.get(`/api/products/${productId}/writeups/value_prop`)).body;
    while (document.status !== 'ready' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      document = (await alice.get(`/api/products/${productId}/writeups/value_prop`)).body;
    }
    expect(document).toMatchObject({ status: 'ready', mode: 'model', problems: [] });
    const blocks = document.sections.flatMap((section: { blocks: Array<{ text: string; citations: unknown[] }> }) => section.blocks);
    expect(blocks.every((block: { text: string }) => block.text === MODEL_WORDING)).toBe(true);
    expect(blocks.some((block: { citations: unknown[] }) => block.citations.length > 0)).toBe(true);
  });
});
