import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp, signedIn } from '../../../../../test/render-app';
import { installFakeApi, type RecordedCall, type Reply, type Route } from '../../../../../test/fake-api';
import { aCustomer, aUser } from '../../../../../test/fixtures';
import { seriousAxeViolations } from '../../../../../test/axe';
import { aProduct, aRecommendation, anInsightSnippet } from '../../../../../test/product-fixtures';
import { clearInsightNudge, INSIGHT_NUDGE_PULSE_MS } from '../../../../lib/insight-nudge';
import type { ChangelogEntry } from './changelog-api';

function anEntry(overrides: Partial<ChangelogEntry> = {}): ChangelogEntry {
  return {
    recommendation_id: 'r-1',
    recommendation_title: 'Imports fail without saying why',
    action: 'saved',
    actor: { user_id: 'u-1', name: 'Ada Lovelace' },
    at: '2025-03-14T09:30:00.000Z',
    reason: null,
    from: null,
    to: null,
    new_mentions: null,
    version: null,
    search_query: null,
    ...overrides,
  };
}

/** Newest first, as the server answers. */
const HISTORY = [
  anEntry({ action: 'dismissed', actor: { user_id: 'u-2', name: 'Grace Hopper' }, at: '2025-03-16T10:00:00.000Z', reason: 'Not relevant' }),
  anEntry({ action: 'impact_changed', at: '2025-03-15T10:00:00.000Z', from: 61, to: 90 }),
  anEntry({ action: 'saved', at: '2025-03-14T09:30:00.000Z' }),
  anEntry({ action: 'created', actor: null, at: '2025-03-01T08:00:00.000Z', version: 1 }),
];

const now = (): Reply => ({ body: { recommendation: aRecommendation(), half_life_days: 30 } });

function openInsight(path: string, routes: Record<string, Route> = {}) {
  const server = installFakeApi({
    'GET /api/user/api': { body: aUser() },
    'GET /api/customers/api': { body: [aCustomer()] },
    'GET /api/recommendations/v2': (call: RecordedCall) =>
      call.query.has('as_of')
        ? {
            body: {
              recommendation: aRecommendation({ is_saved: true, user_updated_customer_impact_score: 61, impact_score: 61 }),
              half_life_days: 30,
            },
          }
        : now(),
    'GET /api/snippets/v2': { body: { snippets: [anInsightSnippet()], has_next: false, total: 1 } },
    'GET /api/recommendations/arr': { body: { recommendation_id: 'r-1', total_arr: null, accounts: 0, top_accounts: [] } },
    'GET /api/changelog': { body: { entries: HISTORY, has_next: false } },
    'GET /api/recommendations/r-1/collaborators': {
      body: { saved_by: [{ user_id: 'u-1', name: 'Ada Lovelace' }], followers: [], commenters: [{ user_id: 'u-2', name: '' }] },
    },
    'GET /api/recommendations/r-1/comments': { body: { chains: [] } },
    ...routes,
  });
  return { server, app: renderApp(path, { auth: signedIn }) };
}

describe("an insight's changelog, collaborators and look back", () => {
  afterEach(() => act(() => clearInsightNudge('acme')));

  it('opens by the insight alone, and names its project from the insight', async () => {
    openInsight('/customer/acme/insight/r-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Imports fail without saying why' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /back|project/i })[0]).toHaveAttribute('href', '/customer/acme/product/p-1');
  });

  it('shows who did what, when and why, and who works on it', async () => {
    openInsight('/customer/acme/product/p-1/recommendation/r-1');
    const changelog = await screen.findByRole('region', { name: 'Changelog' });
    const entries = await within(changelog).findAllByRole('listitem');
    expect(entries.map((entry) => entry.querySelector('.changelog__what')!.textContent)).toEqual([
      'Grace Hopper dismissed it',
      'Ada Lovelace changed the impact score from 61 to 90',
      'Ada Lovelace saved it',
      'An analysis found it in version 1',
    ]);
    expect(within(entries[0]).getByText('Reason: Not relevant')).toBeInTheDocument();
    expect(within(entries[0]).getByText(/2025/)).toHaveAttribute('datetime', '2025-03-16T10:00:00.000Z');

    const collaborators = screen.getByRole('region', { name: 'Collaborators' });
    expect(within(collaborators).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(collaborators).getByText('A former member')).toBeInTheDocument();
    expect(within(collaborators).getByText('Nobody yet')).toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('slides back along the changelog to the insight as it stood, marked "as of", and back to now', async () => {
    const { server, app } = openInsight('/customer/acme/product/p-1/recommendation/r-1');
    const slider = await screen.findByRole('slider', { name: 'Moment in the changelog' });
    expect(slider).toHaveAttribute('aria-valuetext', 'Now');
    // Just after it was saved: the moment before the next change.
    fireEvent.change(slider, { target: { value: '1' } });
    expect(slider.getAttribute('aria-valuetext')).toMatch(/Ada Lovelace saved it$/);
    const view = await screen.findByRole('heading', { name: /^As of / });
    await waitFor(() => expect(server.callsTo('GET', '/api/recommendations/v2').some((call) => call.query.has('as_of'))).toBe(true));
    const asked = server.callsTo('GET', '/api/recommendations/v2').find((call) => call.query.has('as_of'))!;
    expect(asked.query.get('recommendation')).toBe('r-1');
    expect(asked.query.get('as_of')).toBe('2025-03-15T09:59:59.999Z');
    const facts = view.closest('.look-back__view') as HTMLElement;
    expect(await within(facts).findByText('Saved by you')).toBeInTheDocument();
    expect(within(facts).getByText('61')).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Back to now' }));
    expect(screen.queryByRole('heading', { name: /^As of / })).not.toBeInTheDocument();
    expect(slider).toHaveAttribute('aria-valuetext', 'Now');
  });

  it('says when the insight did not exist at the chosen moment', async () => {
    openInsight('/customer/acme/product/p-1/recommendation/r-1', {
      'GET /api/recommendations/v2': (call: RecordedCall) =>
        call.query.has('as_of') ? { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'Not found.' } } : now(),
    });
    fireEvent.change(await screen.findByRole('slider', { name: 'Moment in the changelog' }), { target: { value: '0' } });
    expect(await screen.findByText('At that moment the insight did not exist.')).toBeInTheDocument();
  });

  it('sets the Insights dot when the insight is saved: pulsing two seconds, kept until Insights is opened', async () => {
    const { app } = openInsight('/customer/acme/product/p-1/recommendation/r-1', {
      'POST /api/recommendations/r-1/save': {
        body: { recommendation_id: 'r-1', is_saved: true, is_followed: false, is_dismissed: false, is_deleted: false },
      },
      'GET /api/recommendations/followed': { body: { insights: [], total: 0, has_next: false } },
    });
    await screen.findByRole('heading', { level: 1, name: 'Imports fail without saying why' });
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0];
    expect(within(nav).queryByTestId('nudge-dot')).not.toBeInTheDocument();
    jest.useFakeTimers({ advanceTimers: true });
    try {
      await app.user.click(screen.getByRole('button', { name: 'Save' }));
      const dot = await within(nav).findByTestId('nudge-dot');
      expect(dot).toHaveClass('is-pulsing');
      expect(within(nav).getByRole('link', { name: 'Insights (new saved insight)' })).toBeInTheDocument();
      expect(screen.getByText('Insight saved. You will find it under Insights.')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(INSIGHT_NUDGE_PULSE_MS));
      expect(within(nav).getByTestId('nudge-dot')).not.toHaveClass('is-pulsing');
    } finally {
      jest.useRealTimers();
    }
    await app.user.click(within(nav).getByRole('link', { name: /^Insights/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Followed Insights' })).toBeInTheDocument();
    expect(within(nav).queryByTestId('nudge-dot')).not.toBeInTheDocument();
  });
});

describe("a project's changelog", () => {
  it('lists the changes of its insights with a link to each, and downloads them as CSV', async () => {
    const server = installFakeApi({
      'GET /api/user/api': { body: aUser() },
      'GET /api/customers/api': { body: [aCustomer()] },
      'GET /api/products/api': { body: { product: aProduct(), versions: [] } },
      'GET /api/products/p-1/analysis': { body: aProduct().analysis },
      'GET /api/recommendations/v2': { body: { recommendations: [], half_life_days: 30 } },
      'GET /api/recommendations/keywords': { body: { keywords: [] } },
      'GET /api/changelog': (call: RecordedCall) =>
        call.query.get('format') === 'csv' ? { body: 'at,action\n' } : { body: { entries: HISTORY.slice(0, 1), has_next: false } },
    });
    const createObjectURL = jest.fn(() => 'blob:changelog');
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const app = renderApp('/customer/acme/product/p-1', { auth: signedIn });

    const changelog = await screen.findByRole('region', { name: 'Changelog' });
    expect(await within(changelog).findByRole('link', { name: 'Insight: Imports fail without saying why' })).toHaveAttribute(
      'href',
      '/customer/acme/product/p-1/recommendation/r-1',
    );
    expect(server.callsTo('GET', '/api/changelog')[0].query.get('product')).toBe('p-1');

    await app.user.click(within(changelog).getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(server.callsTo('GET', '/api/changelog').at(-1)!.query.get('format')).toBe('csv');
    expect(createObjectURL).toHaveBeenCalled();
    click.mockRestore();
  });
});
