import { screen, waitFor, within } from '@testing-library/react';
import { label, renderApp, signedIn } from '../../../test/render-app';
import { installFakeApi, type Reply, type Route } from '../../../test/fake-api';
import { aCustomer, aUser } from '../../../test/fixtures';
import { seriousAxeViolations } from '../../../test/axe';
import { aRecommendation } from '../../../test/product-fixtures';
import type { CollectionSummary } from '../../lib/collections-api';

const aSummary = (overrides: Partial<CollectionSummary> = {}): CollectionSummary => ({
  collection_id: 'c-1',
  name: 'Pricing pains',
  created_by: 'u-1',
  created_at: '2025-03-01T10:00:00.000Z',
  updated_at: '2025-03-02T10:00:00.000Z',
  recommendation_count: 0,
  recommendation_ids: [],
  ...overrides,
});

const inCollection = (collection_id: string, in_collection: boolean): Reply => ({
  body: { collection_id, recommendation_id: 'r-1', in_collection, recommendation_count: in_collection ? 1 : 0 },
  headers: { 'X-Consistency-Position': '42' },
});

/** The insight page, opened within a collection: the breadcrumb leads back to it. */
function openInsight(collections: Route) {
  const server = installFakeApi({
    'GET /api/user/api': { body: aUser() },
    'GET /api/customers/api': { body: [aCustomer()] },
    'GET /api/recommendations/v2': { body: { recommendation: aRecommendation(), half_life_days: 30 } },
    'GET /api/snippets/v2': { body: { snippets: [], has_next: false, total: 0 } },
    'GET /api/recommendations/arr': { body: { recommendation_id: 'r-1', total_arr: null, accounts: 0, top_accounts: [] } },
    'GET /api/changelog': { body: { entries: [], has_next: false } },
    'GET /api/recommendations/r-1/collaborators': { body: { saved_by: [], followers: [], commenters: [] } },
    'GET /api/collections': collections,
    'GET /api/collections/c-1': { body: { collection: aSummary(), recommendations: [] } },
  });
  return { server, app: renderApp('/customer/acme/collection/c-1/recommendation/r-1', { auth: signedIn }) };
}

describe('Add to collection on an insight’s page', () => {
  it('shows the way back to the collection it was opened from', async () => {
    openInsight({ body: { collections: [aSummary()] } });
    const breadcrumb = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(await within(breadcrumb).findByRole('link', { name: 'Pricing pains' })).toHaveAttribute('href', '/customer/acme/collection/c-1');
  });

  it('adds the insight to a collection by ticking it, and takes it out by unticking, by keyboard', async () => {
    let holds = false;
    const { server, app } = openInsight(() => ({
      body: { collections: [aSummary({ recommendation_ids: holds ? ['r-1'] : [], recommendation_count: holds ? 1 : 0 })] },
    }));
    server.route({
      'POST /api/collections/c-1/recommendations': () => ((holds = true), inCollection('c-1', true)),
      'DELETE /api/collections/c-1/recommendations/r-1': () => ((holds = false), inCollection('c-1', false)),
    });
    await app.user.click(await screen.findByRole('button', { name: 'Add to collection' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to collection' });
    const box = await within(dialog).findByRole('checkbox', { name: /Pricing pains/ });
    expect(box).not.toBeChecked();
    box.focus();
    await app.user.keyboard(' ');
    await waitFor(() => expect(within(dialog).getByRole('checkbox', { name: /Pricing pains/ })).toBeChecked());
    expect(server.callsTo('POST', '/api/collections/c-1/recommendations')[0].body).toEqual({ recommendation_id: 'r-1' });
    expect(within(dialog).getByText('Added to “Pricing pains”.')).toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);

    await app.user.click(within(dialog).getByRole('checkbox', { name: /Pricing pains/ }));
    await waitFor(() => expect(within(dialog).getByRole('checkbox', { name: /Pricing pains/ })).not.toBeChecked());
    await app.user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('creates a new collection with the insight in it', async () => {
    const created: CollectionSummary[] = [];
    const { server, app } = openInsight(() => ({ body: { collections: created } }));
    server.route({
      'POST /api/collections': () => {
        created.push(aSummary({ collection_id: 'c-2', name: 'Onboarding', recommendation_ids: ['r-1'], recommendation_count: 1 }));
        return { status: 201, body: { collection_id: 'c-2', name: 'Onboarding', recommendation_count: 0, is_deleted: false } };
      },
      'POST /api/collections/c-2/recommendations': inCollection('c-2', true),
    });
    await app.user.click(await screen.findByRole('button', { name: 'Add to collection' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to collection' });
    expect(await within(dialog).findByText('No collections yet: create the first one below.')).toBeInTheDocument();
    await app.user.type(within(dialog).getByLabelText(label('Collection name')), 'Onboarding');
    await app.user.click(within(dialog).getByRole('button', { name: 'Create and add' }));
    await waitFor(() => expect(within(dialog).getByRole('checkbox', { name: /Onboarding/ })).toBeChecked());
    expect(server.callsTo('POST', '/api/collections')[0].body).toEqual({ name: 'Onboarding' });
    expect(server.callsTo('POST', '/api/collections/c-2/recommendations')).toHaveLength(1);
  });
});
