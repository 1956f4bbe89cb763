import { logHead } from '@app/infrastructure/event-store';
import { projectionProcessorId } from '@app/infrastructure/read-store';
import { insightChangelogEntriesProjection } from '@app/projectors/insights/changelog/insight-changelog-entries.projection';
import { insightChangelogProjection } from '@app/projectors/insights/changelog/insight-changelog.projection';
import { insightsProjection } from '@app/projectors/insights/insights/insights.projection';
import { insightNotesProjection } from '@app/projectors/insights/notes/insight-notes.projection';
import { rebuildProjections } from '@app/projectors/runtime/rebuild';
import { randomUUID } from 'node:crypto';
import type { ApiClient } from '../support/api-client';
import { csvCell, said } from '../support/customer-data';
import { adminWithOrganisation, analysisEnded, uploadedReady } from '../support/documents';
import { verifiedMember } from '../support/members';
import { type RunningApp, startApp } from '../support/start-app';

interface Recommendation {
  recommendation_id: string;
  snippet_count: number;
  revision: number;
  teamPriority: string;
  sentiment: { positive: number; neutral: number; negative: number };
  source_breakdown: { by_document: Array<{ count: number }> };
  quotes: Array<{ snippet_id: string }>;
  score_breakdown: { impact: { score: number; factors: Array<{ name: string; explanation: string }> } };
}

/**
 * People's edits of an insight through the HTTP API: a snippet taken out with a reason (the
 * counts and scores recomputed, and kept out by the next analysis), the team's priority, personal
 * notes private to their author, and If-Match revisions guarding the commands that depend on what
 * they replace.
 */
describe('insight edits (HTTP end to end)', () => {
  let app: RunningApp;
  let alice: ApiClient;
  let bob: ApiClient;
  let productId: string;
  let ids: string[];

  const one = async (client: ApiClient, id: string): Promise<Recommendation> =>
    (await client.get(`/api/recommendations/v2?recommendation=${id}`)).body.recommendation;
  const snippetIds = async (client: ApiClient, id: string): Promise<string[]> =>
    (await client.get(`/api/snippets/v2?recommendation=${id}&page_size=100`)).body.snippets.map(
      (s: { snippet_id: string }) => s.snippet_id,
    );
  const changelog = async (client: ApiClient, id: string) => (await client.get(`/api/changelog?recommendation=${id}`)).body.entries;
  const sees = (reader: ApiClient, writer: ApiClient) => {
    reader.position = Math.max(reader.position, writer.position);
  };

  beforeAll(async () => {
    app = await startApp();
    alice = await adminWithOrganisation(app, `alice-${randomUUID()}@edits.test`);
    const bobEmail = `bob-${randomUUID()}@edits.test`;
    expect((await alice.post('/api/customers/invitations', { email: bobEmail })).status).toBe(201);
    bob = await verifiedMember(app, bobEmail);
    const texts = said(['lost_luggage', 'pay_bill', 'credit_score', 'translate'], 0, 15);
    const survey = await uploadedReady(app, alice, 'survey.csv', Buffer.from(['Why', ...texts.map(csvCell)].join('\n')));
    const created = await alice.post('/api/products/api', { type: 'insights', name: 'Edits', description: '', document_ids: [survey] });
    productId = created.body.product_id;
    expect((await analysisEnded(alice, productId, created.body.job_id)).status).toBe('succeeded');
    ids = ((await alice.get(`/api/recommendations/v2?product=${productId}`)).body.recommendations as Recommendation[]).map(
      (insight) => insight.recommendation_id,
    );
    expect(ids.length).toBeGreaterThanOrEqual(3);
  }, 180_000);

  afterAll(async () => {
    await app?.stop();
  });

  it('takes a snippet out with a reason, recomputes the counts and scores, and the next analysis does not put it back', async () => {
    const before = await one(alice, ids[0]);
    const members = await snippetIds(alice, ids[0]);
    expect(members).toHaveLength(before.snippet_count);
    const target = before.quotes[0]?.snippet_id ?? members[0];

    const noReason = await alice.post(`/api/recommendations/${ids[0]}/delete-snippet/${target}`, { reason: ' ' });
    expect({ status: noReason.status, code: noReason.body.code, message: noReason.body.message }).toEqual({
      status: 400,
      code: 'SNIPPET_REMOVAL_REASON_REQUIRED',
      message: 'Please say why this snippet is removed.',
    });
    expect((await alice.post(`/api/recommendations/${ids[0]}/delete-snippet/${target}`, { reason: 'x'.repeat(501) })).status).toBe(400);
    // A snippet of another insight, and an id that names no snippet: not part of this insight.
    const elsewhere = (await snippetIds(alice, ids[1])).find((id) => !members.includes(id))!;
    const notMember = await alice.post(`/api/recommendations/${ids[0]}/delete-snippet/${elsewhere}`, { reason: 'Off topic' });
    expect({ status: notMember.status, code: notMember.body.code }).toEqual({ status: 404, code: 'INSIGHT_SNIPPET_NOT_FOUND' });
    expect((await alice.post(`/api/recommendations/${ids[0]}/delete-snippet/nonsense`, { reason: 'Off topic' })).status).toBe(404);
    expect((await app.infrastructure.eventStore.readStream(`insight-${ids[0]}`)).map((event) => event.type)).toEqual(['InsightCreated']);

    const removed = await alice.post(`/api/recommendations/${ids[0]}/delete-snippet/${target}`, { reason: 'Said by our own support team' });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ recommendation_id: ids[0], snippet_id: target, snippet_count: before.snippet_count - 1 });
    expect(Number(removed.headers.get('x-consistency-position'))).toBeGreaterThan(0);
    // Again: the first removal stands, nothing more is recorded.
    expect((await alice.post(`/api/recommendations/${ids[0]}/delete-snippet/${target}`, { reason: 'Again' })).status).toBe(200);

    sees(bob, alice);
    const after = await one(bob, ids[0]);
    expect(after.snippet_count).toBe(before.snippet_count - 1);
    expect(after.sentiment.positive + after.sentiment.neutral + after.sentiment.negative).toBe(before.snippet_count - 1);
    expect(after.source_breakdown.by_document.reduce((sum, entry) => sum + entry.count, 0)).toBe(before.snippet_count - 1);
    expect(after.quotes.map((quote) => quote.snippet_id)).not.toContain(target);
    const frequency = after.score_breakdown.impact.factors.find((factor) => factor.name === 'frequency')!;
    expect(frequency.explanation).toMatch(new RegExp(`^Mentioned in ${before.snippet_count - 1} of 60 snippets`));
    expect(after.revision).toBe(before.revision + 1);
    const left = await snippetIds(bob, ids[0]);
    expect(left).toHaveLength(before.snippet_count - 1);
    expect(left).not.toContain(target);

    const entry = (await changelog(bob, ids[0]))[0];
    expect(entry).toMatchObject({ action: 'snippet_removed', reason: 'Said by our own support team', actor: { name: 'Test User' } });

    // A new analysis of the same data finds the same theme, snippet included: it stays out.
    const requested = await alice.post('/api/recommendations/v2', { product_id: productId });
    expect(requested.status).toBe(202);
    expect((await analysisEnded(alice, productId, requested.body.job_id)).status).toBe('succeeded');
    const revised = await one(alice, ids[0]);
    expect(await snippetIds(alice, ids[0])).not.toContain(target);
    expect(revised.snippet_count).toBe(before.snippet_count - 1);
    const lastRevision = (await app.infrastructure.eventStore.readStream(`insight-${ids[0]}`)).at(-1)!;
    expect(lastRevision).toMatchObject({ type: 'InsightRevised', data: { snippetCount: before.snippet_count - 1 } });
  }, 180_000);

  it('keeps one team priority for the organisation, set by any member, with its change in the changelog', async () => {
    expect((await one(alice, ids[1])).teamPriority).toBe('none');
    const high = await alice.post(`/api/recommendations/${ids[1]}/team-priority`, { priority: 'high' });
    expect(high).toMatchObject({ status: 200, body: { recommendation_id: ids[1], teamPriority: 'high' } });
    const urgent = await bob.post(`/api/recommendations/${ids[1]}/team-priority`, { priority: 'urgent' });
    expect(urgent.body.teamPriority).toBe('urgent');
    const invalid = await bob.post(`/api/recommendations/${ids[1]}/team-priority`, { priority: 'critical' });
    expect({ status: invalid.status, code: invalid.body.code }).toEqual({ status: 400, code: 'TEAM_PRIORITY_INVALID' });

    sees(alice, bob);
    expect((await one(alice, ids[1])).teamPriority).toBe('urgent');
    const listed = (await alice.get(`/api/recommendations/v2?product=${productId}`)).body.recommendations as Recommendation[];
    expect(listed.find((insight) => insight.recommendation_id === ids[1])?.teamPriority).toBe('urgent');
    const entries = await changelog(alice, ids[1]);
    expect(entries.slice(0, 2).map((e: { action: string; from: number; to: number }) => [e.action, e.from, e.to])).toEqual([
      ['team_priority_changed', 3, 4],
      ['team_priority_changed', 0, 3],
    ]);
  });

  it("keeps each member's note private to them, with its saved-on date, and out of the insight's revisions and changelog", async () => {
    const revisionBefore = (await one(alice, ids[2])).revision;
    expect((await alice.get(`/api/recommendations/${ids[2]}/note`)).body).toEqual({
      recommendation_id: ids[2],
      text: null,
      saved_at: null,
    });
    const written = await alice.put(`/api/recommendations/${ids[2]}/note`, { text: '  Ask sales which accounts said this  ' });
    expect(written.status).toBe(200);
    expect(written.body).toMatchObject({ recommendation_id: ids[2], text: 'Ask sales which accounts said this' });
    expect(Date.parse(written.body.saved_at)).toBeGreaterThan(Date.now() - 60_000);
    const read = (await alice.get(`/api/recommendations/${ids[2]}/note`)).body;
    expect(read).toEqual({ recommendation_id: ids[2], text: 'Ask sales which accounts said this', saved_at: written.body.saved_at });

    // Bob sees none of it, and writes his own.
    sees(bob, alice);
    expect((await bob.get(`/api/recommendations/${ids[2]}/note`)).body.text).toBeNull();
    expect((await bob.put(`/api/recommendations/${ids[2]}/note`, { text: 'Mine' })).body.text).toBe('Mine');
    sees(alice, bob);
    expect((await alice.get(`/api/recommendations/${ids[2]}/note`)).body.text).toBe('Ask sales which accounts said this');
    expect((await one(alice, ids[2])).revision).toBe(revisionBefore);
    const actions = (await changelog(alice, ids[2])).map((entry: { action: string }) => entry.action);
    // What analyses did, and nothing of anyone's note.
    expect(actions.every((action: string) => action === 'created' || action === 'revised')).toBe(true);
    const project = JSON.stringify((await alice.get(`/api/changelog?product=${productId}&page_size=100`)).body);
    expect(project).not.toContain('Ask sales');
    // Not announced to the organisation: its events carry no organisation.
    const aliceId = (await alice.get('/api/user/api')).body.user_id;
    const noteEvents = await app.infrastructure.eventStore.readStream(`insightnote-${ids[2]}.${aliceId}`);
    expect(noteEvents.map((event) => [event.type, event.metadata.organisationId])).toEqual([['InsightNoteWritten', null]]);

    const tooLong = await alice.put(`/api/recommendations/${ids[2]}/note`, { text: 'x'.repeat(5001) });
    expect({ status: tooLong.status, code: tooLong.body.code }).toEqual({ status: 400, code: 'NOTE_TOO_LONG' });
    const cleared = await alice.put(`/api/recommendations/${ids[2]}/note`, { text: '' });
    expect(cleared.body).toEqual({ recommendation_id: ids[2], text: null, saved_at: null });
    expect((await alice.get(`/api/recommendations/${ids[2]}/note`)).body.text).toBeNull();
  });

  it('refuses a command whose If-Match names an older revision (409, nothing stored) and a malformed one (400)', async () => {
    const seen = await one(alice, ids[1]);
    const stream = `insight-${ids[1]}`;
    const count = async () => (await app.infrastructure.eventStore.readStream(stream)).length;
    // Bob changes it after Alice read it.
    expect((await bob.post(`/api/recommendations/${ids[1]}/team-priority`, { priority: 'low' })).status).toBe(200);
    const events = await count();

    const stale = await alice.request(
      'POST',
      `/api/recommendations/${ids[1]}/team-priority`,
      { priority: 'medium' },
      { 'if-match': `"${seen.revision}"` },
    );
    expect({ status: stale.status, code: stale.body.code, message: stale.body.message }).toEqual({
      status: 409,
      code: 'INSIGHT_CHANGED',
      message: 'This insight changed since you opened it.',
    });
    for (const [method, path, body] of [
      ['POST', '/api/recommendations/remove', { recommendation_id: ids[1], reason: 'Old news' }],
      ['POST', '/api/recommendations/impact', { recommendation_id: ids[1], score: 12 }],
      ['DELETE', `/api/recommendations/${ids[1]}`, undefined],
    ] as const) {
      const answer = await alice.request(method, path, body, { 'if-match': String(seen.revision) });
      expect({ path, status: answer.status, code: answer.body?.code }).toEqual({ path, status: 409, code: 'INSIGHT_CHANGED' });
    }
    expect(await count()).toBe(events);

    const malformed = await alice.request(
      'POST',
      `/api/recommendations/${ids[1]}/team-priority`,
      { priority: 'medium' },
      { 'if-match': 'yesterday' },
    );
    expect({ status: malformed.status, code: malformed.body.code }).toEqual({ status: 400, code: 'IF_MATCH_INVALID' });
    expect(await count()).toBe(events);

    // Saving does not depend on what it replaces: If-Match is not asked of it.
    sees(alice, bob);
    const fresh = await one(alice, ids[1]);
    expect(fresh.revision).toBe(seen.revision + 1);
    const applied = await alice.request(
      'POST',
      '/api/recommendations/impact',
      { recommendation_id: ids[1], score: 12 },
      { 'if-match': `"${fresh.revision}"` },
    );
    expect(applied.status).toBe(200);
    const changed = (await changelog(alice, ids[1]))[0];
    expect(changed).toMatchObject({ action: 'impact_changed', to: 12 });
  });

  it("lets another organisation's people find nothing", async () => {
    const eve = await adminWithOrganisation(app, `eve-${randomUUID()}@edits.test`);
    const target = (await snippetIds(alice, ids[0]))[0];
    for (const [method, path, body] of [
      ['POST', `/api/recommendations/${ids[0]}/delete-snippet/${target}`, { reason: 'Mine now' }],
      ['POST', `/api/recommendations/${ids[0]}/team-priority`, { priority: 'low' }],
      ['PUT', `/api/recommendations/${ids[0]}/note`, { text: 'Peeking' }],
      ['GET', `/api/recommendations/${ids[2]}/note`, undefined],
    ] as const) {
      const answer = await eve.request(method, path, body);
      expect({ path, status: answer.status }).toEqual({ path, status: 404 });
    }
    const eveId = (await eve.get('/api/user/api')).body.user_id;
    const events = await app.infrastructure.eventStore.readStream(`insight-${ids[0]}`);
    expect(events.some((event) => event.metadata.actorId === eveId)).toBe(false);
  });

  it('rebuilds the recommendations, the changelog and the notes exactly from the log', async () => {
    const { eventStore, readStore, progress } = app.infrastructure;
    const projections = [insightsProjection, insightChangelogProjection, insightChangelogEntriesProjection, insightNotesProjection];
    await progress.waitFor(
      await logHead(eventStore),
      10_000,
      projections.map((projection) => projectionProcessorId(projection.collection)),
    );
    const read = async () =>
      Object.fromEntries(
        await Promise.all(projections.map(async (p) => [p.collection, await readStore.find(p.collection, {}, { sortBy: 'insight_id' })])),
      );
    const live = await read();
    // Bob's note; Alice deleted hers.
    expect(live.insight_notes).toMatchObject([{ text: 'Mine' }]);
    await rebuildProjections(eventStore, readStore, projections);
    expect(await read()).toEqual(live);
  });
});
