import { logHead } from '@app/infrastructure/event-store';
import { projectionProcessorId } from '@app/infrastructure/read-store';
import { collectionsProjection } from '@app/projectors/collections/collections/collections.projection';
import { rebuildProjections } from '@app/projectors/runtime/rebuild';
import { CLAIM_GRACE_MS, collectionNameClaimStream } from '@app/command-api/collections/collection-names';
import { randomUUID } from 'node:crypto';
import type { ApiClient } from '../support/api-client';
import { csvCell, said } from '../support/customer-data';
import { adminWithOrganisation, analysisEnded, uploadedReady } from '../support/documents';
import { verifiedMember } from '../support/members';
import { type RunningApp, startApp } from '../support/start-app';

interface CollectionSummary {
  collection_id: string;
  name: string;
  recommendation_count: number;
  recommendation_ids: string[];
}

/**
 * Collections through the HTTP API: create, rename, delete, insights added and removed (each
 * again changing nothing), names unique in an organisation whatever their case, refusals that
 * store nothing, another organisation finding nothing, deleted insights leaving every collection,
 * and the read model rebuilt exactly from the log.
 */
describe('collections (HTTP end to end)', () => {
  let app: RunningApp;
  let alice: ApiClient;
  let bob: ApiClient;
  let eve: ApiClient;
  let ids: string[];

  const collections = async (client: ApiClient): Promise<CollectionSummary[]> => (await client.get('/api/collections')).body.collections;
  const patch = (client: ApiClient, path: string, body: unknown) => client.request('PATCH', path, body);
  /** The log's last position: unchanged when a request stored nothing. */
  const eventCount = () => logHead(app.infrastructure.eventStore);

  beforeAll(async () => {
    app = await startApp();
    alice = await adminWithOrganisation(app, `alice-${randomUUID()}@collections.test`);
    const bobEmail = `bob-${randomUUID()}@collections.test`;
    expect((await alice.post('/api/customers/invitations', { email: bobEmail })).status).toBe(201);
    bob = await verifiedMember(app, bobEmail);
    eve = await adminWithOrganisation(app, `eve-${randomUUID()}@collections.test`);
    const texts = said(['lost_luggage', 'pay_bill', 'credit_score', 'translate'], 0, 15);
    const survey = await uploadedReady(app, alice, 'survey.csv', Buffer.from(['Why', ...texts.map(csvCell)].join('\n')));
    const created = await alice.post('/api/products/api', { type: 'insights', name: 'Collected', description: '', document_ids: [survey] });
    expect((await analysisEnded(alice, created.body.product_id, created.body.job_id)).status).toBe('succeeded');
    ids = (await alice.get(`/api/recommendations/v2?product=${created.body.product_id}`)).body.recommendations.map(
      (insight: { recommendation_id: string }) => insight.recommendation_id,
    );
    expect(ids.length).toBeGreaterThanOrEqual(3);
  }, 180_000);

  afterAll(async () => {
    await app?.stop();
  });

  it('creates, renames and lists collections newest first, answering with the consistency position', async () => {
    const created = await alice.post('/api/collections', { name: '  Pricing pains  ' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Pricing pains', recommendation_count: 0, is_deleted: false });
    expect(Number(created.headers.get('x-consistency-position'))).toBeGreaterThan(0);
    const second = await bob.post('/api/collections', { name: 'Onboarding' });
    expect(second.status).toBe(201);
    alice.position = Math.max(alice.position, bob.position);
    expect((await collections(alice)).map((collection) => collection.name)).toEqual(['Onboarding', 'Pricing pains']);

    // Any member may rename; the same name again changes nothing.
    const renamed = await patch(bob, `/api/collections/${created.body.collection_id}`, { name: 'Billing pains' });
    expect(renamed).toMatchObject({ status: 200, body: { name: 'Billing pains' } });
    const before = await eventCount();
    expect((await patch(bob, `/api/collections/${created.body.collection_id}`, { name: 'Billing pains' })).status).toBe(200);
    expect(await eventCount()).toBe(before);
    alice.position = Math.max(alice.position, bob.position);
    expect((await alice.get(`/api/collections/${created.body.collection_id}`)).body.collection.name).toBe('Billing pains');
  });

  it('keeps names unique in the organisation whatever their case, frees them on rename and deletion, and stores nothing it refuses', async () => {
    const first = await alice.post('/api/collections', { name: 'Churn risks' });
    expect(first.status).toBe(201);
    const before = await eventCount();
    const taken = await bob.post('/api/collections', { name: 'CHURN RISKS ' });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      code: 'COLLECTION_NAME_TAKEN',
      message: 'Your organisation already has a collection with this name.',
    });
    const empty = await alice.post('/api/collections', { name: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ code: 'COLLECTION_NAME_REQUIRED', message: 'Please give the collection a name.' });
    const long = await alice.post('/api/collections', { name: 'x'.repeat(81) });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ code: 'COLLECTION_NAME_TOO_LONG', message: 'A collection name can be at most 80 characters.' });
    expect((await alice.post('/api/collections', {})).status).toBe(400);
    expect((await alice.post('/api/collections', { name: 'Extra', extra: true })).status).toBe(400);
    expect((await patch(alice, `/api/collections/${first.body.collection_id}`, { name: '' })).status).toBe(400);
    // Another organisation has names of its own.
    expect((await eve.post('/api/collections', { name: 'Churn risks' })).status).toBe(201);
    const afterEve = await eventCount();
    expect(afterEve).toBeGreaterThan(before);

    // A rename to a taken name is refused; a case-only rename is fine and keeps the name.
    const other = await alice.post('/api/collections', { name: 'Retention' });
    expect((await patch(alice, `/api/collections/${other.body.collection_id}`, { name: 'churn Risks' })).status).toBe(409);
    expect((await patch(alice, `/api/collections/${first.body.collection_id}`, { name: 'Churn Risks' })).status).toBe(200);
    // Renamed away, then deleted: each name is free again.
    expect((await patch(alice, `/api/collections/${other.body.collection_id}`, { name: 'Loyalty' })).status).toBe(200);
    expect((await bob.post('/api/collections', { name: 'retention' })).status).toBe(201);
    expect((await bob.delete(`/api/collections/${first.body.collection_id}`)).status).toBe(200);
    expect((await bob.delete(`/api/collections/${first.body.collection_id}`)).status).toBe(404);
    expect((await alice.post('/api/collections', { name: 'Churn risks' })).status).toBe(201);
  });

  it('lets only one of two concurrent requests take a name', async () => {
    const answers = await Promise.all([
      alice.post('/api/collections', { name: 'Race' }),
      bob.post('/api/collections', { name: 'race' }),
      alice.post('/api/collections', { name: 'RACE ' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    alice.position = Math.max(alice.position, bob.position);
    expect((await collections(alice)).filter((collection) => collection.name.toLowerCase() === 'race')).toHaveLength(1);
  });

  it('takes over a name whose claim no collection came to hold (a request cut off between its two appends), once the claim is old', async () => {
    const organisationId = (await alice.get('/api/user/api')).body.customer.customer_id as string;
    // A claim from two minutes ago whose collection was never recorded; a fresh one is left alone.
    const occurredAt = new Date(Date.now() - 2 * CLAIM_GRACE_MS).toISOString();
    const fresh = new Date().toISOString();
    await app.infrastructure.eventStore.append(
      collectionNameClaimStream(organisationId, 'In flight'),
      [
        {
          id: randomUUID(),
          type: 'ValueClaimed',
          data: { ownerId: randomUUID(), claimedAt: fresh, claimantId: null },
          metadata: { organisationId, actorId: null, correlationId: randomUUID(), causationId: null, occurredAt: fresh, schemaVersion: 1 },
        },
      ],
      'no_stream',
    );
    expect((await alice.post('/api/collections', { name: 'In flight' })).status).toBe(409);
    await app.infrastructure.eventStore.append(
      collectionNameClaimStream(organisationId, 'Orphaned'),
      [
        {
          id: randomUUID(),
          type: 'ValueClaimed',
          data: { ownerId: randomUUID(), claimedAt: occurredAt, claimantId: null },
          metadata: { organisationId, actorId: null, correlationId: randomUUID(), causationId: null, occurredAt, schemaVersion: 1 },
        },
      ],
      'no_stream',
    );
    const created = await alice.post('/api/collections', { name: 'orphaned' });
    expect(created).toMatchObject({ status: 201, body: { name: 'orphaned' } });
    // Held now: the next request for the name is refused.
    expect((await bob.post('/api/collections', { name: 'Orphaned' })).status).toBe(409);
  });

  it('adds and removes insights, each again changing nothing; dismissed insights stay marked, deleted ones leave', async () => {
    const { collection_id: id } = (await alice.post('/api/collections', { name: 'Evidence' })).body;
    const added = await alice.post(`/api/collections/${id}/recommendations`, { recommendation_id: ids[0] });
    expect(added).toMatchObject({
      status: 200,
      body: { collection_id: id, recommendation_id: ids[0], in_collection: true, recommendation_count: 1 },
    });
    const before = await eventCount();
    expect((await bob.post(`/api/collections/${id}/recommendations`, { recommendation_id: ids[0] })).body.recommendation_count).toBe(1);
    expect(await eventCount()).toBe(before);
    for (const insightId of [ids[1], ids[2]]) {
      expect((await bob.post(`/api/collections/${id}/recommendations`, { recommendation_id: insightId })).status).toBe(200);
    }
    expect((await bob.post('/api/recommendations/remove', { recommendation_id: ids[1], reason: 'Not now' })).status).toBe(200);
    alice.position = Math.max(alice.position, bob.position);
    const detail = (await alice.get(`/api/collections/${id}`)).body;
    expect(detail.recommendations.map((insight: { recommendation_id: string }) => insight.recommendation_id)).toEqual([
      ids[2],
      ids[1],
      ids[0],
    ]);
    expect(detail.recommendations[1]).toMatchObject({ is_dismissed: true, dismissal_reason: 'Not now', product_name: 'Collected' });
    expect(detail.recommendations[0].title.length).toBeGreaterThan(0);

    const removed = await alice.delete(`/api/collections/${id}/recommendations/${ids[0]}`);
    expect(removed).toMatchObject({ status: 200, body: { in_collection: false, recommendation_count: 2 } });
    expect((await alice.delete(`/api/collections/${id}/recommendations/${ids[0]}`)).body.in_collection).toBe(false);

    // A deleted insight leaves every collection it was in, and cannot be added again.
    const { collection_id: also } = (await alice.post('/api/collections', { name: 'Also' })).body;
    expect((await alice.post(`/api/collections/${also}/recommendations`, { recommendation_id: ids[2] })).status).toBe(200);
    expect((await bob.delete(`/api/recommendations/${ids[2]}`)).status).toBe(200);
    alice.position = Math.max(alice.position, bob.position);
    const listed = await collections(alice);
    for (const collection of listed) expect(collection.recommendation_ids).not.toContain(ids[2]);
    expect(listed.find((collection) => collection.collection_id === id)).toMatchObject({
      recommendation_count: 1,
      recommendation_ids: [ids[1]],
    });
    expect(listed.find((collection) => collection.collection_id === also)?.recommendation_count).toBe(0);
    expect((await alice.get(`/api/collections/${also}`)).body.recommendations).toEqual([]);
    const gone = await alice.post(`/api/collections/${also}/recommendations`, { recommendation_id: ids[2] });
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ code: 'INSIGHT_NOT_FOUND', message: 'Insight not found.' });
    expect((await alice.post(`/api/collections/${also}/recommendations`, { recommendation_id: 'nope' })).status).toBe(400);
    expect((await alice.post(`/api/collections/${also}/recommendations`, { recommendation_id: randomUUID() })).status).toBe(404);
  });

  it('lets another organisation find nothing: neither the collections nor the insights', async () => {
    const { collection_id: id } = (await alice.post('/api/collections', { name: 'Private' })).body;
    const { collection_id: eves } = (await eve.post('/api/collections', { name: 'Eve’s own' })).body;
    const before = await eventCount();
    for (const response of [
      await eve.get(`/api/collections/${id}`),
      await patch(eve, `/api/collections/${id}`, { name: 'Mine' }),
      await eve.delete(`/api/collections/${id}`),
      await eve.post(`/api/collections/${id}/recommendations`, { recommendation_id: ids[0] }),
      await eve.delete(`/api/collections/${id}/recommendations/${ids[0]}`),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body.code).toBe('COLLECTION_NOT_FOUND');
    }
    // Alice's insight into Eve's own collection: the insight is not found.
    const foreignInsight = await eve.post(`/api/collections/${eves}/recommendations`, { recommendation_id: ids[0] });
    expect(foreignInsight.status).toBe(404);
    expect(foreignInsight.body.code).toBe('INSIGHT_NOT_FOUND');
    expect(await eventCount()).toBe(before);
    expect((await collections(eve)).map((collection) => collection.name)).not.toContain('Private');
    expect((await alice.get(`/api/collections/${id}`)).status).toBe(200);
    expect((await alice.get('/api/collections/not-an-id')).status).toBe(404);
  });

  it('rebuilds the collections exactly from the log', async () => {
    const { eventStore, readStore, progress } = app.infrastructure;
    await progress.waitFor(await logHead(eventStore), 10_000, [projectionProcessorId(collectionsProjection.collection)]);
    const read = () => readStore.find(collectionsProjection.collection, {}, { sortBy: 'collection_id' });
    const live = await read();
    expect(live.length).toBeGreaterThan(5);
    await rebuildProjections(eventStore, readStore, [collectionsProjection]);
    expect(await read()).toEqual(live);
  });
});
