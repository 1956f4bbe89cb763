import { logHead } from '@app/infrastructure/event-store';
import { projectionProcessorId } from '@app/infrastructure/read-store';
import { insightChangelogEntriesProjection } from '@app/projectors/insights/changelog/insight-changelog-entries.projection';
import { insightChangelogProjection } from '@app/projectors/insights/changelog/insight-changelog.projection';
import { insightsProjection } from '@app/projectors/insights/insights/insights.projection';
import { rebuildProjections } from '@app/projectors/runtime/rebuild';
import { randomUUID } from 'node:crypto';
import type { ApiClient } from '../support/api-client';
import { csvCell, said } from '../support/customer-data';
import { adminWithOrganisation, analysisEnded, uploadedReady } from '../support/documents';
import { verifiedMember } from '../support/members';
import { type RunningApp, startApp } from '../support/start-app';

interface Recommendation {
  recommendation_id: string;
  is_saved: boolean;
  is_followed: boolean;
  dismissal: { reason: string; search_query: string | null; at: string } | null;
}

/**
 * The insight workflow through the HTTP API: save and follow for each person, dismiss with a
 * reason (from the list or from a search), delete; each answered with its consistency position,
 * repeated requests changing nothing, and another organisation's people finding nothing.
 */
describe('the insight workflow (HTTP end to end)', () => {
  let app: RunningApp;
  let alice: ApiClient;
  let bob: ApiClient;
  let productId: string;
  let ids: string[];

  const list = async (client: ApiClient): Promise<Recommendation[]> =>
    (await client.get(`/api/recommendations/v2?product=${productId}`)).body.recommendations;
  const one = async (client: ApiClient, id: string): Promise<Recommendation> =>
    (await client.get(`/api/recommendations/v2?recommendation=${id}`)).body.recommendation;

  beforeAll(async () => {
    app = await startApp();
    alice = await adminWithOrganisation(app, `alice-${randomUUID()}@workflow.test`);
    const bobEmail = `bob-${randomUUID()}@workflow.test`;
    expect((await alice.post('/api/customers/invitations', { email: bobEmail })).status).toBe(201);
    bob = await verifiedMember(app, bobEmail);
    const texts = said(['lost_luggage', 'pay_bill', 'credit_score', 'translate'], 0, 15);
    const survey = await uploadedReady(app, alice, 'survey.csv', Buffer.from(['Why', ...texts.map(csvCell)].join('\n')));
    const created = await alice.post('/api/products/api', { type: 'insights', name: 'Workflow', description: '', document_ids: [survey] });
    productId = created.body.product_id;
    expect((await analysisEnded(alice, productId, created.body.job_id)).status).toBe('succeeded');
    ids = (await list(alice)).map((insight) => insight.recommendation_id);
    expect(ids.length).toBeGreaterThanOrEqual(3);
  }, 180_000);

  afterAll(async () => {
    await app?.stop();
  });

  it('saves and follows for each person, once, with the consistency position', async () => {
    const saved = await alice.post(`/api/recommendations/${ids[0]}/save`);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ recommendation_id: ids[0], is_saved: true, is_followed: false, is_dismissed: false, is_deleted: false });
    expect(Number(saved.headers.get('x-consistency-position'))).toBeGreaterThan(0);
    // Saving again records nothing and answers the same.
    expect((await alice.post(`/api/recommendations/${ids[0]}/save`)).body.is_saved).toBe(true);
    expect((await alice.post(`/api/recommendations/${ids[0]}/follow`)).body).toMatchObject({ is_saved: true, is_followed: true });

    expect(await one(alice, ids[0])).toMatchObject({ is_saved: true, is_followed: true });
    // Bob's own marks are his: he has saved nothing.
    expect(await one(bob, ids[0])).toMatchObject({ is_saved: false, is_followed: false });

    expect((await alice.delete(`/api/recommendations/${ids[0]}/save`)).body).toMatchObject({ is_saved: false, is_followed: true });
    expect((await alice.delete(`/api/recommendations/${ids[0]}/follow`)).body).toMatchObject({ is_saved: false, is_followed: false });
    expect(await one(alice, ids[0])).toMatchObject({ is_saved: false, is_followed: false });
  });

  it('dismisses with a reason: out of the ranked list, kept with its reason; from a search it keeps the query', async () => {
    const noReason = await alice.post('/api/recommendations/remove', { recommendation_id: ids[1], reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body).toMatchObject({ code: 'DISMISS_REASON_REQUIRED', message: 'Please say why this insight is dismissed.' });
    const tooLong = await alice.post('/api/recommendations/remove', { recommendation_id: ids[1], reason: 'x'.repeat(501) });
    expect(tooLong.status).toBe(400);

    const dismissed = await alice.post('/api/recommendations/remove', { recommendation_id: ids[1], reason: 'Not relevant' });
    expect(dismissed.status).toBe(200);
    expect(dismissed.body.is_dismissed).toBe(true);
    const fromSearch = await bob.post('/api/recommendations/search/dismiss', {
      recommendation_id: ids[2],
      search_query: 'pricing',
      reason: 'Duplicate',
    });
    expect(fromSearch.status).toBe(200);
    // SPEC.md writes the path with a trailing slash: both spellings answer.
    const spelled = await bob.post('/api/recommendations/search/dismiss/', {
      recommendation_id: ids[2],
      search_query: 'pricing',
      reason: 'Again',
    });
    expect(spelled).toMatchObject({ status: 200, body: { is_dismissed: true } });

    // Alice reads what Bob did too: her reads wait for the log to reach his write.
    alice.position = Math.max(alice.position, bob.position);
    const ranked = (await list(alice)).map((insight) => insight.recommendation_id);
    expect(ranked).not.toContain(ids[1]);
    expect(ranked).not.toContain(ids[2]);
    expect((await one(alice, ids[1])).dismissal).toMatchObject({ reason: 'Not relevant', search_query: null });
    expect((await one(alice, ids[2])).dismissal).toMatchObject({ reason: 'Duplicate', search_query: 'pricing' });
    expect((await alice.get(`/api/recommendations/count?product=${productId}`)).body.count).toBe(ranked.length);
  });

  it('deletes an insight: gone from every list and not found, kept in the log', async () => {
    const deleted = await bob.delete(`/api/recommendations/${ids[3]}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.is_deleted).toBe(true);
    expect((await bob.delete(`/api/recommendations/${ids[3]}`)).status).toBe(404);
    expect((await alice.post(`/api/recommendations/${ids[3]}/save`)).status).toBe(404);
    alice.position = Math.max(alice.position, bob.position);
    expect((await alice.get(`/api/recommendations/v2?recommendation=${ids[3]}`)).status).toBe(404);
    expect((await list(alice)).map((insight) => insight.recommendation_id)).not.toContain(ids[3]);
    const events = await app.infrastructure.eventStore.readStream(`insight-${ids[3]}`);
    expect(events.map((event) => event.type)).toEqual(['InsightCreated', 'InsightDeleted']);
  });

  it('keeps a changelog auditors can read: per insight (deleted ones too) and per project, newest first, with who and why', async () => {
    alice.position = Math.max(alice.position, bob.position);
    const first = (await alice.get(`/api/changelog?recommendation=${ids[0]}`)).body;
    expect(first.entries.map((entry: { action: string }) => entry.action)).toEqual([
      'unfollowed',
      'unsaved',
      'followed',
      'saved',
      'created',
    ]);
    expect(first.entries[0]).toMatchObject({ recommendation_id: ids[0], actor: { name: 'Test User' }, reason: null });
    expect(first.entries.at(-1)).toMatchObject({ action: 'created', actor: null, version: 1 });

    const dismissed = (await alice.get(`/api/changelog?recommendation=${ids[2]}`)).body.entries[0];
    expect(dismissed).toMatchObject({ action: 'dismissed', reason: 'Duplicate', search_query: 'pricing' });
    const deleted = (await alice.get(`/api/changelog?recommendation=${ids[3]}`)).body.entries;
    expect(deleted.map((entry: { action: string }) => entry.action)).toEqual(['deleted', 'created']);

    const project = (await alice.get(`/api/changelog?product=${productId}&page_size=3`)).body;
    expect(project.has_next).toBe(true);
    expect(project.entries.map((entry: { action: string }) => entry.action)).toEqual(['deleted', 'dismissed', 'dismissed']);
    const all = (await alice.get(`/api/changelog?product=${productId}&page_size=100`)).body.entries as Array<{ at: string }>;
    expect(all.map((entry) => entry.at)).toEqual([...all.map((entry) => entry.at)].sort().reverse());
    expect((await alice.get('/api/changelog')).status).toBe(400);
  });

  it("lets another organisation's people find nothing", async () => {
    const eve = await adminWithOrganisation(app, `eve-${randomUUID()}@workflow.test`);
    expect((await eve.post(`/api/recommendations/${ids[0]}/save`)).status).toBe(404);
    expect((await eve.post(`/api/recommendations/${ids[0]}/follow`)).status).toBe(404);
    expect((await eve.post('/api/recommendations/remove', { recommendation_id: ids[0], reason: 'Mine now' })).status).toBe(404);
    expect((await eve.delete(`/api/recommendations/${ids[0]}`)).status).toBe(404);
    expect((await eve.get(`/api/changelog?recommendation=${ids[3]}`)).status).toBe(404);
    expect((await eve.get(`/api/changelog?product=${productId}`)).status).toBe(404);
    expect((await alice.get(`/api/recommendations/v2?recommendation=${ids[0]}`)).status).toBe(200);
    const events = await app.infrastructure.eventStore.readStream(`insight-${ids[0]}`);
    expect(events.every((event) => event.type !== 'InsightDeleted' && event.type !== 'InsightDismissed')).toBe(true);
  });

  it('rebuilds the recommendations and the changelog exactly from the log', async () => {
    const { eventStore, readStore, progress } = app.infrastructure;
    const projections = [insightsProjection, insightChangelogProjection, insightChangelogEntriesProjection];
    await progress.waitFor(
      await logHead(eventStore),
      10_000,
      projections.map((projection) => projectionProcessorId(projection.collection)),
    );
    const read = async () => ({
      insights: await readStore.find(insightsProjection.collection, {}, { sortBy: 'insight_id' }),
      changelog: await readStore.find(insightChangelogProjection.collection, {}, { sortBy: 'insight_id' }),
      entries: await readStore.find(insightChangelogEntriesProjection.collection, {}, { sortBy: 'last_position' }),
    });
    const live = await read();
    expect(live.changelog.length).toBe(live.insights.length + 1); // the deleted insight keeps its changelog
    await rebuildProjections(eventStore, readStore, projections);
    expect(await read()).toEqual(live);
  });
});
