import { screen, waitFor, within } from '@testing-library/react';
import { label, renderApp, signedIn } from '../../../../test/render-app';
import { errorBody, installFakeApi, type Reply, type Route } from '../../../../test/fake-api';
import { aCustomer, aUser } from '../../../../test/fixtures';
import { seriousAxeViolations } from '../../../../test/axe';
import { aRecommendation, anInsightSnippet } from '../../../../test/product-fixtures';
import type { InsightNote, Recommendation } from '../api/types';

const PATH = '/customer/acme/product/p-1/recommendation/r-1';
const second = anInsightSnippet({ snippet_id: 'd-1:4', text: 'Our own support team said this one.' });

const found = (overrides: Partial<Recommendation> = {}): Reply => ({
  body: { recommendation: aRecommendation({ snippet_count: 2, ...overrides }), half_life_days: 30 },
});
const note = (overrides: Partial<InsightNote> = {}): Reply => ({
  body: { recommendation_id: 'r-1', text: null, saved_at: null, ...overrides } satisfies InsightNote,
});

function openInsight(routes: Record<string, Route> = {}) {
  const server = installFakeApi({
    'GET /api/user/api': { body: aUser() },
    'GET /api/customers/api': { body: [aCustomer()] },
    'GET /api/recommendations/v2': found(),
    'GET /api/snippets/v2': { body: { snippets: [anInsightSnippet(), second], has_next: false, total: 2 } },
    'GET /api/recommendations/arr': { body: { recommendation_id: 'r-1', total_arr: null, accounts: 0, top_accounts: [] } },
    'GET /api/changelog': { body: { entries: [], has_next: false } },
    'GET /api/recommendations/r-1/collaborators': { body: { saved_by: [], followers: [], commenters: [] } },
    'GET /api/recommendations/api/recommendations/r-1/comments': { body: { chains: [] } },
    'GET /api/recommendations/r-1/note': note(),
    ...routes,
  });
  const app = renderApp(PATH, { auth: signedIn });
  return { server, app };
}

const changed = { status: 409, body: errorBody(409, 'This insight changed since you opened it.', 'INSIGHT_CHANGED') };

describe('editing an insight on its page', () => {
  it('removes a snippet with a reason (required), sending the revision it showed, and says how many mentions are left', async () => {
    const { server, app } = openInsight({
      'POST /api/recommendations/r-1/delete-snippet/d-1%3A4': {
        body: { recommendation_id: 'r-1', snippet_id: 'd-1:4', snippet_count: 1 },
        headers: { 'X-Consistency-Position': '51' },
      },
    });
    const opener = await screen.findByRole(
      'button',
      {
        name: 'Remove this snippet from the insight: “Our own support team said this one.”',
      },
      { timeout: 5000 },
    );
    await app.user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Remove this snippet' });
    const field = within(dialog).getByLabelText(label('Why does it not belong to this insight?'));
    expect(field).toHaveFocus();
    expect(await seriousAxeViolations()).toEqual([]);

    await app.user.click(within(dialog).getByRole('button', { name: 'Remove snippet' }));
    expect(field).toHaveAccessibleDescription(/Please say why this snippet is removed\./);
    expect(server.callsTo('POST', '/api/recommendations/r-1/delete-snippet/d-1%3A4')).toHaveLength(0);

    server.route({
      'GET /api/snippets/v2': { body: { snippets: [anInsightSnippet()], has_next: false, total: 1 } },
      'GET /api/recommendations/v2': found({ snippet_count: 1, revision: 4 }),
    });
    await app.user.type(field, 'Said by our own support team');
    await app.user.click(within(dialog).getByRole('button', { name: 'Remove snippet' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [call] = server.callsTo('POST', '/api/recommendations/r-1/delete-snippet/d-1%3A4');
    expect(call.body).toEqual({ reason: 'Said by our own support team' });
    expect(call.headers.get('if-match')).toBe('"3"');
    expect(await screen.findByText('The snippet was removed. This insight now has 1 mentions.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Our own support team said this one.')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('heading', { name: 'All mentions (1)' })).toHaveFocus());
  });

  it('says so and shows the insight again when someone changed it since it was opened', async () => {
    const { server, app } = openInsight({ 'POST /api/recommendations/r-1/delete-snippet/d-1%3A4': changed });
    await app.user.click(await screen.findByRole('button', { name: /Remove this snippet from the insight: “Our own/ }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this snippet' });
    const reads = server.callsTo('GET', '/api/recommendations/v2').length;
    await app.user.type(within(dialog).getByLabelText(label('Why does it not belong to this insight?')), 'Off topic');
    await app.user.click(within(dialog).getByRole('button', { name: 'Remove snippet' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This insight changed since you opened it. We refreshed it: check what changed and try again.',
    );
    await waitFor(() => expect(server.callsTo('GET', '/api/recommendations/v2').length).toBeGreaterThan(reads));
  });

  it('sets the team priority for everyone, with the revision, and shows it', async () => {
    const { server, app } = openInsight({
      'POST /api/recommendations/r-1/team-priority': { body: { recommendation_id: 'r-1', teamPriority: 'high' } },
    });
    const select = await screen.findByLabelText('Team priority');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['None', 'Low', 'Medium', 'High', 'Urgent']);
    server.route({ 'GET /api/recommendations/v2': found({ teamPriority: 'high', revision: 4 }) });
    await app.user.selectOptions(select, 'high');
    await app.user.click(screen.getByRole('button', { name: 'Set priority' }));
    expect(await screen.findByText('Team priority set to High.')).toBeInTheDocument();
    const [call] = server.callsTo('POST', '/api/recommendations/r-1/team-priority');
    expect(call.body).toEqual({ priority: 'high' });
    expect(call.headers.get('if-match')).toBe('"3"');
    const scores = screen.getByRole('region', { name: 'Scores' });
    await waitFor(() => expect(scores).toHaveTextContent('Team priorityHigh'));
  });

  it('keeps a personal note with its saved-on date, and deletes it', async () => {
    const { server, app } = openInsight({
      'PUT /api/recommendations/r-1/note': (call) => {
        const text = ((call.body as { text: string }).text ?? '').trim();
        return note(text ? { text, saved_at: '2025-06-11T09:30:00.000Z' } : {});
      },
    });
    const region = await screen.findByRole('region', { name: 'Your note' });
    expect(await within(region).findByText('You have no note on this insight yet.')).toBeInTheDocument();
    expect(within(region).getByText('Only you can see this note.')).toBeInTheDocument();
    await app.user.type(within(region).getByLabelText('Personal note'), 'Ask sales which accounts said this');
    await app.user.click(within(region).getByRole('button', { name: 'Save note' }));
    expect(await within(region).findByText('Your note was saved.')).toBeInTheDocument();
    // The saved note reaches the cache just after the answer: the date follows the message.
    expect(await within(region).findByText(/^Saved on /)).toHaveTextContent('2025');
    expect(server.callsTo('PUT', '/api/recommendations/r-1/note')[0].body).toEqual({ text: 'Ask sales which accounts said this' });
    expect(await seriousAxeViolations()).toEqual([]);

    await app.user.click(within(region).getByRole('button', { name: 'Delete note' }));
    expect(await within(region).findByText('Your note was deleted.')).toBeInTheDocument();
    expect(server.callsTo('PUT', '/api/recommendations/r-1/note')[1].body).toEqual({ text: '' });
    expect(within(region).getByLabelText('Personal note')).toHaveValue('');
  });
});
