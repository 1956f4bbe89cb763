import { act, screen, waitFor, within } from '@testing-library/react';
import { label, renderApp, signedIn } from '../../../../test/render-app';
import { errorBody, installFakeApi, type Reply } from '../../../../test/fake-api';
import { aCustomer, aUser } from '../../../../test/fixtures';
import { seriousAxeViolations } from '../../../../test/axe';
import { startFakeLiveUpdates } from '../../../../test/fake-socket';
import type { CollectionDetail, CollectionRecommendation, CollectionSummary } from '../../../lib/collections-api';

const aSummary = (overrides: Partial<CollectionSummary> = {}): CollectionSummary => ({
  collection_id: 'c-1',
  name: 'Pricing pains',
  created_by: 'u-1',
  created_at: '2025-03-01T10:00:00.000Z',
  updated_at: '2025-03-02T10:00:00.000Z',
  recommendation_count: 2,
  recommendation_ids: ['r-2', 'r-1'],
  ...overrides,
});

const anInsight = (overrides: Partial<CollectionRecommendation> = {}): CollectionRecommendation => ({
  recommendation_id: 'r-1',
  product_id: 'p-1',
  product_name: 'Checkout research',
  title: 'Checkout fails on large carts',
  summary: 'Customers abandon carts when checkout times out.',
  status: 'current',
  snippet_count: 12,
  impact_score: 61.4,
  priority_score: 40,
  is_dismissed: false,
  dismissal_reason: null,
  added_by: 'u-1',
  added_at: '2025-03-02T10:00:00.000Z',
  ...overrides,
});

const detail = (overrides: Partial<CollectionDetail> = {}): Reply => ({
  body: {
    collection: aSummary(),
    recommendations: [
      anInsight({ recommendation_id: 'r-2', title: 'Invoices are confusing', is_dismissed: true, dismissal_reason: 'Not now' }),
      anInsight(),
    ],
    ...overrides,
  } satisfies CollectionDetail,
});

const commandAnswer = (overrides: Record<string, unknown> = {}): Reply => ({
  body: { collection_id: 'c-1', name: 'Pricing pains', recommendation_count: 2, is_deleted: false, ...overrides },
  headers: { 'X-Consistency-Position': '42' },
});

function open(path: string, routes: Parameters<typeof installFakeApi>[0] = {}) {
  const server = installFakeApi({
    'GET /api/user/api': { body: aUser() },
    'GET /api/customers/api': { body: [aCustomer()] },
    'GET /api/collections': { body: { collections: [aSummary()] } },
    'GET /api/collections/c-1': detail(),
    ...routes,
  });
  return { server, app: renderApp(path, { auth: signedIn }) };
}

describe('a collection’s page', () => {
  it('lists its insights with their project, mentions and marks, each opened within the collection', async () => {
    open('/customer/acme/collection/c-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pricing pains' })).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Insights in this collection' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByText('Dismissed')).toBeInTheDocument();
    expect(within(items[0]).getByText('Dismissed: Not now')).toBeInTheDocument();
    expect(within(items[1]).getByText(/Checkout research · 12 mentions · impact 61/)).toBeInTheDocument();
    expect(within(items[1]).getByRole('link', { name: 'Checkout fails on large carts' })).toHaveAttribute(
      'href',
      '/customer/acme/collection/c-1/recommendation/r-1',
    );
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('says so when the collection is empty', async () => {
    open('/customer/acme/collection/c-1', { 'GET /api/collections/c-1': detail({ recommendations: [] }) });
    expect(await screen.findByText('No insights in this collection yet')).toBeInTheDocument();
  });

  it('answers a missing collection with its not-found state', async () => {
    open('/customer/acme/collection/c-9', {
      'GET /api/collections/c-9': { status: 404, body: errorBody(404, 'Collection not found.', 'COLLECTION_NOT_FOUND') },
    });
    expect(await screen.findByRole('heading', { name: 'Collection not found.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/customer/acme');
  });

  it('removes an insight from the collection and says so', async () => {
    const { server, app } = open('/customer/acme/collection/c-1', {
      'DELETE /api/collections/c-1/recommendations/r-1': {
        body: { collection_id: 'c-1', recommendation_id: 'r-1', in_collection: false, recommendation_count: 1 },
      },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Remove “Checkout fails on large carts” from this collection' }));
    expect(await screen.findByText('“Checkout fails on large carts” was removed from the collection.')).toBeInTheDocument();
    expect(server.callsTo('DELETE', '/api/collections/c-1/recommendations/r-1')).toHaveLength(1);
  });

  it('renames: a taken name is shown on the field, then a free one is saved', async () => {
    let attempts = 0;
    const { server, app } = open('/customer/acme/collection/c-1', {
      'PATCH /api/collections/c-1': () =>
        ++attempts === 1
          ? {
              status: 409,
              body: errorBody(409, 'Your organisation already has a collection with this name.', 'COLLECTION_NAME_TAKEN'),
            }
          : commandAnswer({ name: 'Billing' }),
    });
    await app.user.click(await screen.findByRole('button', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename collection' });
    const field = within(dialog).getByLabelText(label('Collection name'));
    expect(field).toHaveFocus();
    await app.user.clear(field);
    await app.user.click(within(dialog).getByRole('button', { name: 'Save name' }));
    expect(within(dialog).getByText('Please give the collection a name.')).toBeInTheDocument();
    expect(server.callsTo('PATCH', '/api/collections/c-1')).toHaveLength(0);

    await app.user.type(field, 'Onboarding');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save name' }));
    expect(await within(dialog).findByText('Your organisation already has a collection with this name.')).toBeInTheDocument();
    await app.user.clear(field);
    await app.user.type(field, '  Billing ');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('PATCH', '/api/collections/c-1').at(-1)?.body).toEqual({ name: 'Billing' });
    expect(await screen.findByText('Collection renamed.')).toBeInTheDocument();
  });

  it('refreshes live when someone changes the collection or one of its insights, and not for other streams', async () => {
    const { server, app } = open('/customer/acme/collection/c-1');
    const { sockets, stop } = startFakeLiveUpdates(app.store);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pricing pains' })).toBeInTheDocument();
    const reads = () => server.callsTo('GET', '/api/collections/c-1').length;
    const before = reads();
    act(() => sockets[0].emit('updates', [{ type: 'DocumentUploaded', position: 10, streamId: 'document-d-1' }]));
    act(() => sockets[0].emit('updates', [{ type: 'CollectionRenamed', position: 11, streamId: 'collection-c-9' }]));
    server.route({ 'GET /api/collections/c-1': detail({ collection: aSummary({ name: 'Billing' }) }) });
    act(() => sockets[0].emit('updates', [{ type: 'CollectionRenamed', position: 12, streamId: 'collection-c-1' }]));
    expect(await screen.findByRole('heading', { level: 1, name: 'Billing' })).toBeInTheDocument();
    expect(reads()).toBe(before + 1);
    server.route({ 'GET /api/collections/c-1': detail({ collection: aSummary({ name: 'Billing' }), recommendations: [anInsight()] }) });
    act(() => sockets[0].emit('updates', [{ type: 'InsightDeleted', position: 13, streamId: 'insight-r-2' }]));
    await waitFor(() => expect(screen.queryByText('Invoices are confusing')).not.toBeInTheDocument());
    stop();
  });

  it('deletes only after confirmation, then goes home', async () => {
    const { server, app } = open('/customer/acme/collection/c-1', {
      'DELETE /api/collections/c-1': commandAnswer({ is_deleted: true }),
      'GET /api/products/list': { body: { products: [], has_next: false } },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this collection?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.callsTo('DELETE', '/api/collections/c-1')).toHaveLength(0);
    await app.user.click(screen.getByRole('button', { name: 'Delete' }));
    await app.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete collection' }));
    await waitFor(() => expect(app.location().pathname).toBe('/customer/acme'));
    expect(server.callsTo('DELETE', '/api/collections/c-1')).toHaveLength(1);
  });
});

describe('the home page’s collections', () => {
  const home = (collections: Reply) =>
    open('/customer/acme', {
      'GET /api/collections': collections,
      'GET /api/products/list': { body: { products: [], has_next: false } },
    });

  it('lists the collections with their counts, linked to their pages', async () => {
    home({ body: { collections: [aSummary(), aSummary({ collection_id: 'c-2', name: 'Onboarding', recommendation_count: 1 })] } });
    const section = await screen.findByRole('region', { name: 'Collections' });
    expect(await within(section).findByRole('link', { name: 'Pricing pains' })).toHaveAttribute('href', '/customer/acme/collection/c-1');
    expect(within(section).getByText(/^1 insight ·/)).toBeInTheDocument();
  });

  it('shows the empty state, and creates a collection from it', async () => {
    const { server, app } = home({ body: { collections: [] } });
    expect(await screen.findByText('No collections yet')).toBeInTheDocument();
    server.route({
      'POST /api/collections': {
        status: 201,
        body: { collection_id: 'c-1', name: 'Pricing pains', recommendation_count: 0, is_deleted: false },
      },
    });
    await app.user.click(screen.getByRole('button', { name: 'New collection' }));
    const dialog = await screen.findByRole('dialog', { name: 'New collection' });
    await app.user.type(within(dialog).getByLabelText(label('Collection name')), 'Pricing pains{Enter}');
    await waitFor(() => expect(app.location().pathname).toBe('/customer/acme/collection/c-1'));
    expect(server.callsTo('POST', '/api/collections')[0].body).toEqual({ name: 'Pricing pains' });
  });

  it('offers to try again when the collections cannot be loaded', async () => {
    home({ status: 500, body: errorBody(500, 'boom') });
    expect(await screen.findByText('We could not load your collections. Please try again.')).toBeInTheDocument();
  });
});
