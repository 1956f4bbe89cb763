import { randomUUID } from 'node:crypto';
import { ASSISTANT_QUERY_MAX_CHARS } from '@app/domain';
import { ApiClient } from '../support/api-client';
import { adminWithOrganisation } from '../support/documents';
import { verifiedMember } from '../support/members';
import { type RunningApp, startApp } from '../support/start-app';

interface PastSearch {
  query: string;
  mode: string;
  searched_at: string;
}

/** The assistant's search history (SPEC.md section 7, "Chatbot"): what /memory lists, each person's own. */
describe('assistant search history (HTTP end to end)', () => {
  let app: RunningApp;
  let alice: ApiClient;
  let bob: ApiClient;
  let carol: ApiClient;

  const history = async (client: ApiClient, query = '') => {
    const answer = await client.get(`/api/chatbot/search-history${query}`);
    expect(answer.status).toBe(200);
    return (answer.body as { searches: PastSearch[] }).searches.map((search) => [search.query, search.mode]);
  };

  beforeAll(async () => {
    app = await startApp();
    alice = await adminWithOrganisation(app, `alice-${randomUUID()}@assistant.test`);
    const bobEmail = `bob-${randomUUID()}@assistant.test`;
    expect((await alice.post('/api/customers/invitations', { email: bobEmail })).status).toBe(201);
    bob = await verifiedMember(app, bobEmail);
    carol = await adminWithOrganisation(app, `carol-${randomUUID()}@elsewhere.test`);
  }, 120_000);

  afterAll(async () => {
    await app?.stop();
  });

  it('starts empty, then lists the questions asked, newest first, each once, in pattern mode unless asked for another', async () => {
    expect(await history(alice)).toEqual([]);
    const first = await alice.post('/api/chatbot/search-history', { query: '  Why do customers   ask for refunds? ' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ query: 'Why do customers ask for refunds?', mode: 'pattern' });
    expect(Number(first.headers.get('x-consistency-position'))).toBeGreaterThan(0);
    expect((await alice.post('/api/chatbot/search-history', { query: 'Exports in the past month', mode: 'pattern' })).status).toBe(201);
    expect((await alice.post('/api/chatbot/search-history', { query: 'Exports in the past month', mode: 'database' })).status).toBe(201);
    // Rerun from /memory: the question moves to the front rather than being listed twice.
    expect((await alice.post('/api/chatbot/search-history', { query: 'Why do customers ask for refunds?' })).status).toBe(201);

    expect(await history(alice)).toEqual([
      ['Why do customers ask for refunds?', 'pattern'],
      ['Exports in the past month', 'pattern'],
    ]);
    expect(await history(alice, '?mode=database')).toEqual([['Exports in the past month', 'database']]);
    expect(await history(alice, '?query=REFUND')).toEqual([['Why do customers ask for refunds?', 'pattern']]);
  });

  it('is private: another member of the organisation and another organisation see none of it', async () => {
    expect((await bob.post('/api/chatbot/search-history', { query: 'Churn reasons' })).status).toBe(201);
    expect(await history(bob)).toEqual([['Churn reasons', 'pattern']]);
    expect(await history(carol)).toEqual([]);
    expect((await history(alice)).map(([query]) => query)).not.toContain('Churn reasons');
  });

  it('refuses a missing, empty or overlong question and an unknown mode, recording nothing; and anyone signed out', async () => {
    const before = await history(alice);
    for (const [body, message] of [
      [{}, `query must be text of at most ${ASSISTANT_QUERY_MAX_CHARS} characters.`],
      [{ query: '   ' }, 'Ask a question first.'],
      [{ query: 'x'.repeat(ASSISTANT_QUERY_MAX_CHARS + 1) }, `A question can be at most ${ASSISTANT_QUERY_MAX_CHARS} characters long.`],
      [{ query: 'Refunds', mode: 'telepathy' }, 'mode must be one of pattern, database.'],
    ] as const) {
      const answer = await alice.post('/api/chatbot/search-history', body);
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.body)).toContain(message);
    }
    expect((await alice.get('/api/chatbot/search-history?mode=telepathy')).status).toBe(400);
    expect(await history(alice)).toEqual(before);

    const anonymous = new ApiClient(app.baseUrl);
    expect((await anonymous.post('/api/chatbot/search-history', { query: 'Refunds' })).status).toBe(401);
    expect((await anonymous.get('/api/chatbot/search-history')).status).toBe(401);
  });
});
