import { act, screen, waitFor, within } from '@testing-library/react';
import { renderApp, signedIn } from '../../../../test/render-app';
import { errorBody, installFakeApi, type Route } from '../../../../test/fake-api';
import { aCustomer, aUser } from '../../../../test/fixtures';
import { seriousAxeViolations } from '../../../../test/axe';
import { clearInsightNudge, insightNudgeKey } from '../../../lib/insight-nudge';
import type { FollowedInsight, FollowedInsightsPage } from '../api/types';

const PATH = '/customer/acme/saved-insights';

function aFollowedInsight(overrides: Partial<FollowedInsight> = {}): FollowedInsight {
  return {
    recommendation_id: 'r-1',
    product_id: 'p-1',
    product_name: 'Onboarding research',
    title: 'Imports fail without saying why',
    summary: 'Customers cannot tell why their imports fail.',
    status: 'current',
    snippet_count: 14,
    user_updated_customer_impact_score: 72.4,
    is_saved: true,
    is_followed: false,
    is_dismissed: false,
    last_activity: 'saved',
    last_activity_at: '2025-03-14T09:30:00.000Z',
    ...overrides,
  };
}

const page = (insights: FollowedInsight[], more: Partial<FollowedInsightsPage> = {}) => ({
  body: { insights, total: insights.length, has_next: false, ...more } satisfies FollowedInsightsPage,
});

function openSavedInsights(followed: Route) {
  const server = installFakeApi({
    'GET /api/user/api': { body: aUser() },
    'GET /api/customers/api': { body: [aCustomer()] },
    'GET /api/recommendations/followed': followed,
  });
  return { server, app: renderApp(PATH, { auth: signedIn }) };
}

describe('Followed Insights', () => {
  afterEach(() => act(() => clearInsightNudge('acme')));

  it('lists the saved and followed insights by mentions, each linking to its page', async () => {
    const { server } = openSavedInsights(
      page([
        aFollowedInsight(),
        aFollowedInsight({ recommendation_id: 'r-2', title: 'Exports are slow', is_saved: false, is_followed: true }),
      ]),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Followed Insights' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Imports fail without saying why' });
    expect(link).toHaveAttribute('href', '/customer/acme/insight/r-1');
    const card = link.closest('li')!;
    expect(within(card as HTMLElement).getByText('Project: Onboarding research')).toBeInTheDocument();
    expect(within(card as HTMLElement).getByText('Saved')).toBeInTheDocument();
    expect(within(card as HTMLElement).getByText('14')).toBeInTheDocument();
    expect(screen.getByText('2 insights')).toBeInTheDocument();
    expect(server.callsTo('GET', '/api/recommendations/followed')[0].query.get('filter')).toBe('frequency');
    expect(screen.getByRole('tab', { name: 'Frequency of Mention' })).toHaveAttribute('aria-selected', 'true');
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('switches filters as tabs: by click, and by arrow keys', async () => {
    const { server, app } = openSavedInsights(page([aFollowedInsight()]));
    await screen.findByRole('link', { name: 'Imports fail without saying why' });
    await app.user.click(screen.getByRole('tab', { name: 'Recent Activity' }));
    await waitFor(() => expect(server.callsTo('GET', '/api/recommendations/followed').at(-1)!.query.get('filter')).toBe('recent'));
    expect(app.location().search).toBe('?filter=recent');
    const recent = screen.getByRole('tab', { name: 'Recent Activity' });
    expect(recent).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'All Insights' })).toHaveAttribute('tabindex', '-1');
    await app.user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'All Insights' })).toHaveFocus();
    await waitFor(() => expect(server.callsTo('GET', '/api/recommendations/followed').at(-1)!.query.get('filter')).toBe('all'));
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('All Insights');
    await app.user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Frequency of Mention' })).toHaveAttribute('aria-selected', 'true');
  });

  it('marks dismissed and stale insights under All Insights', async () => {
    installFakeApi({
      'GET /api/user/api': { body: aUser() },
      'GET /api/customers/api': { body: [aCustomer()] },
      'GET /api/recommendations/followed': page([aFollowedInsight({ is_dismissed: true, status: 'stale', last_activity: 'dismissed' })]),
    });
    renderApp(`${PATH}?filter=all`, { auth: signedIn });
    const card = (await screen.findByRole('link', { name: 'Imports fail without saying why' })).closest('li') as HTMLElement;
    expect(within(card).getByText('Dismissed')).toBeInTheDocument();
    expect(within(card).getByText('Stale')).toBeInTheDocument();
    expect(within(card).getByText(/^Dismissed, /)).toBeInTheDocument();
  });

  it('says how to fill it when empty', async () => {
    openSavedInsights(page([]));
    expect(await screen.findByRole('heading', { name: 'No followed insights yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your projects' })).toHaveAttribute('href', '/customer/acme/projects');
  });

  it('says when it cannot load, and tries again', async () => {
    const { server, app } = openSavedInsights({ status: 500, body: errorBody(500, 'Internal server error') });
    expect(await screen.findByRole('alert')).toHaveTextContent('Followed Insights could not be loaded.');
    server.route({ 'GET /api/recommendations/followed': page([aFollowedInsight()]) });
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Imports fail without saying why' })).toBeInTheDocument();
  });

  it('pages through many', async () => {
    const { server, app } = openSavedInsights(page([aFollowedInsight()], { total: 21, has_next: true }));
    await screen.findByRole('link', { name: 'Imports fail without saying why' });
    await app.user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(server.callsTo('GET', '/api/recommendations/followed').at(-1)!.query.get('page')).toBe('2'));
  });

  it('clears the nudge once opened, and the top navigation links Insights here', async () => {
    localStorage.setItem(insightNudgeKey('acme'), '2025-03-14T09:30:00.000Z');
    openSavedInsights(page([]));
    await screen.findByRole('heading', { name: 'No followed insights yet' });
    expect(localStorage.getItem(insightNudgeKey('acme'))).toBeNull();
    const insights = screen.getAllByRole('link', { name: 'Insights' })[0];
    expect(insights).toHaveAttribute('href', PATH);
    expect(insights).toHaveClass('is-active');
  });
});
