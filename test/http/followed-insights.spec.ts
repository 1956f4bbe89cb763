import { randomUUID } from 'node:crypto';
import type { ApiClient } from '../support/api-client';
import { csvCell, said } from '../support/customer-data';
import { adminWithOrganisation, analysisEnded, uploadedReady } from '../support/documents';
import { verifiedMember } from '../support/members';
import { type RunningApp, startApp } from '../support/start-app';

interface FollowedInsight {
  recommendation_id: string;
  product_name: string;
  snippet_count: number;
  is_saved: boolean;
  is_followed: boolean;
  is_dismissed: boolean;
  last_activity: string | null;
  last_activity_at: string;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Followed Insights: each person's saved and followed insights across projects, under the three filters. */
describe('Followed Insights (HTTP end to end)', () => {
  let app: RunningApp;
  let alice: ApiClient;
  let bob: ApiClient;
  let ids: string[];

  const followed = async (client: ApiClient, query = '') => {
    const answer = await client.get(`/api/recommendations/followed${query}`);
    expect(answer.status).toBe(200);
    return answer.body as { insights: FollowedInsight[]; total: number; has_next: boolean };
  };
  const idsOf = (page: { insights: FollowedInsight[] }) => page.insights.map((insight) => insight.recommendation_id);

  beforeAll(async () => {
    app = await startApp();
    alice = await adminWithOrganisation(app, `alice-${randomUUID()}@followed.test`);
    const bobEmail = `bob-${randomUUID()}@followed.test`;
    expect((await alice.post('/api/customers/invitations', { email: bobEmail })).status).toBe(201);
    bob = await verifiedMember(app, bobEmail);
    const texts = said(['lost_luggage', 'pay_bill', 'credit_score', 'translate'], 0, 15);
    const survey = await uploadedReady(app, alice, 'survey.csv', Buffer.from(['Why', ...texts.map(csvCell)].join('\n')));
    const created = await alice.post('/api/products/api', { type: 'insights', name: 'Followed', description: '', document_ids: [survey] });
    expect((await analysisEnded(alice, created.body.product_id, created.body.job_id)).status).toBe('succeeded');
    ids = (await alice.get(`/api/recommendations/v2?product=${created.body.product_id}`)).body.recommendations.map(
      (insight: { recommendation_id: string }) => insight.recommendation_id,
    );
    expect(ids.length).toBeGreaterThanOrEqual(4);
  }, 180_000);

  afterAll(async () => {
    await app?.stop();
  });

  it('starts empty', async () => {
    expect(await followed(alice)).toEqual({ insights: [], total: 0, has_next: false });
  });

  it("lists each person's own saved and followed insights, with project, mentions and latest activity", async () => {
    for (const command of [
      () => alice.post(`/api/recommendations/${ids[3]}/save`),
      () => alice.post(`/api/recommendations/${ids[1]}/follow`),
      () => alice.post(`/api/recommendations/${ids[0]}/save`),
      () => alice.post(`/api/recommendations/${ids[0]}/follow`),
      () => bob.post(`/api/recommendations/${ids[2]}/save`),
    ]) {
      expect((await command()).status).toBe(200);
      await pause(5);
    }
    alice.position = Math.max(alice.position, bob.position);

    const byMentions = await followed(alice);
    expect(new Set(idsOf(byMentions))).toEqual(new Set([ids[0], ids[1], ids[3]]));
    const counts = byMentions.insights.map((insight) => insight.snippet_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(byMentions.insights.find((insight) => insight.recommendation_id === ids[0])).toMatchObject({
      product_name: 'Followed',
      is_saved: true,
      is_followed: true,
      is_dismissed: false,
      last_activity: 'followed',
    });
    expect(byMentions.insights.find((insight) => insight.recommendation_id === ids[1])).toMatchObject({
      is_saved: false,
      is_followed: true,
    });

    // Latest activity first: ids[0] was followed last, ids[3] saved first.
    expect(idsOf(await followed(alice, '?filter=recent'))).toEqual([ids[0], ids[1], ids[3]]);
    expect(idsOf(await followed(bob))).toEqual([ids[2]]);
  });

  it('names the collaborators of an insight: who saved it and who follows it', async () => {
    alice.position = Math.max(alice.position, bob.position);
    const collaborators = await alice.get(`/api/recommendations/${ids[0]}/collaborators`);
    expect(collaborators.status).toBe(200);
    expect(collaborators.body.saved_by).toHaveLength(1);
    expect(collaborators.body.followers).toEqual(collaborators.body.saved_by);
    expect(collaborators.body.commenters).toEqual([]);
    const bobs = (await alice.get(`/api/recommendations/${ids[2]}/collaborators`)).body;
    expect(bobs.saved_by).toEqual([{ user_id: expect.any(String), name: 'Test User' }]);
    const eve = await adminWithOrganisation(app, `eve-${randomUUID()}@followed.test`);
    expect((await eve.get(`/api/recommendations/${ids[0]}/collaborators`)).status).toBe(404);
  });

  it('leaves dismissed insights to All Insights, where they come first when dismissed last', async () => {
    expect((await bob.post('/api/recommendations/remove', { recommendation_id: ids[3], reason: 'Not relevant' })).status).toBe(200);
    alice.position = Math.max(alice.position, bob.position);
    expect(idsOf(await followed(alice, '?filter=frequency'))).not.toContain(ids[3]);
    expect(idsOf(await followed(alice, '?filter=recent'))).toEqual([ids[0], ids[1]]);
    const all = await followed(alice, '?filter=all');
    expect(idsOf(all)).toEqual([ids[3], ids[0], ids[1]]);
    expect(all.insights[0]).toMatchObject({ is_dismissed: true, last_activity: 'dismissed' });
  });

  it('pages, and refuses an unknown filter', async () => {
    const first = await followed(alice, '?filter=all&page_size=2');
    expect(first).toMatchObject({ total: 3, has_next: true });
    expect(first.insights).toHaveLength(2);
    const second = await followed(alice, '?filter=all&page_size=2&page=2');
    expect(idsOf(second)).toEqual([ids[1]]);
    const wrong = await alice.get('/api/recommendations/followed?filter=popular');
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toContain('filter must be one of frequency, recent, all.');
  });

  it("counts a comment as the insight's latest activity", async () => {
    const posted = await bob.post(`/api/recommendations/api/recommendations/${ids[1]}/comments`, { text: 'Seen this again' });
    expect(posted.status).toBe(201);
    alice.position = Math.max(alice.position, bob.position);
    const recent = await followed(alice, '?filter=recent');
    expect(idsOf(recent)).toEqual([ids[1], ids[0]]);
    expect(recent.insights[0]).toMatchObject({ last_activity: 'commented' });
  });

  it('keeps the latest activity across many changes of one insight (its changelog in several runs)', async () => {
    // Enough follows and unfollows to fill a run of the changelog and start the next.
    for (let change = 0; change < 24; change += 1) {
      const path = `/api/recommendations/${ids[0]}/follow`;
      expect((await (change % 2 === 0 ? alice.delete(path) : alice.post(path))).status).toBe(200);
    }
    const recent = await followed(alice, '?filter=recent');
    expect(recent.insights[0]).toMatchObject({ recommendation_id: ids[0], last_activity: 'followed', is_followed: true });
  });

  it('shows a deleted insight nowhere, and another organisation nothing', async () => {
    expect((await alice.delete(`/api/recommendations/${ids[1]}`)).status).toBe(200);
    expect(idsOf(await followed(alice, '?filter=all'))).not.toContain(ids[1]);
    const eve = await adminWithOrganisation(app, `eve-${randomUUID()}@followed.test`);
    expect(await followed(eve, '?filter=all')).toEqual({ insights: [], total: 0, has_next: false });
  });
});
