import { randomUUID } from 'node:crypto';
import type { ApiClient } from '../support/api-client';
import { csvCell, said } from '../support/customer-data';
import { adminWithOrganisation, analysisEnded, uploadedReady } from '../support/documents';
import { verifiedMember } from '../support/members';
import { type RunningApp, startApp } from '../support/start-app';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A body the client could not parse as one JSON value (JSON lines, CSV) is its text. */
const textOf = (body: unknown) => (typeof body === 'string' ? body : `${JSON.stringify(body)}\n`);

/**
 * What auditors get: an insight as it stood at any moment (folded from its events, equal to what
 * the read model answered then), its raw events as JSON lines for Admins, and a project's
 * changelog as CSV with spreadsheet formulas neutralised; another organisation finds nothing.
 */
describe('auditing an insight (HTTP end to end)', () => {
  let app: RunningApp;
  let alice: ApiClient;
  let bob: ApiClient;
  let eve: ApiClient;
  let productId: string;
  let ids: string[];
  /** The read model's answer for Alice, and the moment right after it was read. */
  const moments: Array<{ at: string; answer: unknown }> = [];

  const oneAnswer = async (client: ApiClient, id: string) => (await client.get(`/api/recommendations/v2?recommendation=${id}`)).body;
  const asOf = (client: ApiClient, id: string, at: string) =>
    client.get(`/api/recommendations/v2?recommendation=${id}&as_of=${encodeURIComponent(at)}`);

  /** Runs a command, then keeps what the read model answers and when. */
  const step = async (command: () => Promise<{ status: number }>) => {
    expect((await command()).status).toBe(200);
    const answer = await oneAnswer(alice, ids[0]);
    moments.push({ at: new Date().toISOString(), answer });
    await pause(5); // the next command's events happen strictly later
  };

  beforeAll(async () => {
    app = await startApp();
    alice = await adminWithOrganisation(app, `alice-${randomUUID()}@audit.test`);
    const bobEmail = `bob-${randomUUID()}@audit.test`;
    expect((await alice.post('/api/customers/invitations', { email: bobEmail })).status).toBe(201);
    bob = await verifiedMember(app, bobEmail);
    eve = await adminWithOrganisation(app, `eve-${randomUUID()}@audit.test`);
    const texts = said(['lost_luggage', 'pay_bill', 'credit_score'], 0, 15);
    const survey = await uploadedReady(app, alice, 'survey.csv', Buffer.from(['Why', ...texts.map(csvCell)].join('\n')));
    const created = await alice.post('/api/products/api', { type: 'insights', name: 'Audit', description: '', document_ids: [survey] });
    productId = created.body.product_id;
    expect((await analysisEnded(alice, productId, created.body.job_id)).status).toBe('succeeded');
    ids = (await alice.get(`/api/recommendations/v2?product=${productId}`)).body.recommendations.map(
      (insight: { recommendation_id: string }) => insight.recommendation_id,
    );
    expect(ids.length).toBeGreaterThanOrEqual(2);
    moments.push({ at: new Date().toISOString(), answer: await oneAnswer(alice, ids[0]) });
    await pause(5);
  }, 180_000);

  afterAll(async () => {
    await app?.stop();
  });

  it('answers an insight as of each moment exactly as the read model answered then', async () => {
    await step(() => alice.post(`/api/recommendations/${ids[0]}/save`));
    await step(() => alice.post(`/api/recommendations/${ids[0]}/follow`));
    await step(() => alice.post('/api/recommendations/impact', { recommendation_id: ids[0], score: 77 }));
    await step(() => alice.post(`/api/recommendations/${ids[0]}/team-priority`, { priority: 'high' }));
    // Evidence taken out: the counts and scores recomputed, as the read model showed them then.
    const snippet = (await alice.get(`/api/snippets/v2?recommendation=${ids[0]}&page_size=1`)).body.snippets[0].snippet_id;
    await step(() => alice.post(`/api/recommendations/${ids[0]}/delete-snippet/${encodeURIComponent(snippet)}`, { reason: 'Off topic' }));
    await step(() => alice.delete(`/api/recommendations/${ids[0]}/save`));
    await step(() => alice.post('/api/recommendations/remove', { recommendation_id: ids[0], reason: '=HYPERLINK("http://x.test","y")' }));

    for (const moment of moments) {
      const replayed = await asOf(alice, ids[0], moment.at);
      expect(replayed.status).toBe(200);
      expect(replayed.body).toEqual(moment.answer);
    }
    // The states really differ: saved, then followed, then a person's score, then dismissed.
    const at = (index: number) => moments[index].answer as { recommendation: Record<string, unknown> };
    expect(at(0).recommendation).toMatchObject({ is_saved: false, is_followed: false, dismissal: null });
    expect(at(2).recommendation).toMatchObject({ is_saved: true, is_followed: true });
    expect(at(3).recommendation).toMatchObject({ user_updated_customer_impact_score: 77 });
    expect(at(4).recommendation.teamPriority).toBe('high');
    expect(at(5).recommendation.snippet_count).toBe((at(4).recommendation.snippet_count as number) - 1);
    expect(at(7).recommendation.dismissal).toMatchObject({ reason: '=HYPERLINK("http://x.test","y")' });
    // Bob's own marks as they were: he saved nothing.
    expect((await asOf(bob, ids[0], moments[2].at)).body.recommendation).toMatchObject({ is_saved: false, is_followed: false });
  });

  it('refuses a malformed moment, finds nothing before the insight existed, and takes a future moment for now', async () => {
    const malformed = await asOf(alice, ids[0], 'last tuesday');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toContain('as_of must be an ISO 8601 date and time');
    expect((await asOf(alice, ids[0], '2000-01-01T00:00:00Z')).status).toBe(404);
    const future = await asOf(alice, ids[0], '2999-01-01T00:00:00Z');
    expect(future.body).toEqual(await oneAnswer(alice, ids[0]));
    expect((await alice.get(`/api/recommendations/v2?product=${productId}&as_of=${encodeURIComponent(moments[0].at)}`)).status).toBe(400);
  });

  it('still shows a deleted insight as it stood before its deletion', async () => {
    const before = await oneAnswer(alice, ids[1]);
    const at = new Date().toISOString();
    await pause(5);
    expect((await alice.delete(`/api/recommendations/${ids[1]}`)).status).toBe(200);
    expect((await alice.get(`/api/recommendations/v2?recommendation=${ids[1]}`)).status).toBe(404);
    expect((await asOf(alice, ids[1], at)).body).toEqual(before);
    expect((await asOf(alice, ids[1], new Date().toISOString())).status).toBe(404);
  });

  it("gives an Admin the insight's raw events as JSON lines, and nobody else", async () => {
    const raw = await alice.get(`/api/recommendations/${ids[0]}/events`);
    expect(raw.status).toBe(200);
    expect(raw.headers.get('content-type')).toContain('application/x-ndjson');
    const lines = textOf(raw.body)
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines.map((line) => line.type)).toEqual([
      'InsightCreated',
      'InsightSaved',
      'InsightFollowed',
      'InsightImpactScoreSet',
      'InsightTeamPrioritySet',
      'InsightSnippetRemoved',
      'InsightUnsaved',
      'InsightDismissed',
    ]);
    expect(lines[1]).toMatchObject({ stream_id: `insight-${ids[0]}`, revision: 1, metadata: { organisationId: expect.any(String) } });
    expect(lines.map((line) => line.position)).toEqual([...lines.map((line) => line.position)].sort((a, b) => a - b));
    // A deleted insight's events stay readable to auditors.
    expect((await alice.get(`/api/recommendations/${ids[1]}/events`)).status).toBe(200);

    const member = await bob.get(`/api/recommendations/${ids[0]}/events`);
    expect(member.status).toBe(403);
    expect(member.body.code).toBe('ADMIN_ONLY');
    expect((await eve.get(`/api/recommendations/${ids[0]}/events`)).status).toBe(404);
    expect((await alice.get(`/api/recommendations/${randomUUID()}/events`)).status).toBe(404);
  });

  it("exports a project's changelog as CSV with formula-looking reasons neutralised", async () => {
    const csv = await alice.get(`/api/changelog?product=${productId}&format=csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toContain('attachment');
    const text = textOf(csv.body).replace(/^\uFEFF/, '');
    const [header, ...rows] = text.trimEnd().split('\n');
    expect(header).toBe(
      'at,action,recommendation_id,recommendation_title,actor_id,actor_name,reason,search_query,from,to,new_mentions,version',
    );
    expect(rows[0]).toMatch(/^[^,]+,deleted,/);
    const dismissal = rows.find((row) => row.includes(',dismissed,'));
    expect(dismissal).toContain(`"'=HYPERLINK(""http://x.test"",""y"")"`);
    expect(text).not.toMatch(/,=HYPERLINK/);
    const json = (await alice.get(`/api/changelog?product=${productId}&page_size=100`)).body.entries;
    expect(rows).toHaveLength(json.length);

    expect((await alice.get(`/api/changelog?product=${productId}&format=xml`)).status).toBe(400);
    expect((await eve.get(`/api/changelog?product=${productId}&format=csv`)).status).toBe(404);
    expect((await bob.get(`/api/changelog?recommendation=${ids[0]}&format=csv`)).status).toBe(200);
  });

  it("lets another organisation's Admin see nothing as of any moment", async () => {
    expect((await asOf(eve, ids[0], moments[1].at)).status).toBe(404);
    expect((await asOf(eve, randomUUID(), moments[1].at)).status).toBe(404);
  });
});
