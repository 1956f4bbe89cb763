import { act, screen, waitFor, within } from '@testing-library/react';
import { renderApp, signedIn } from '../../../test/render-app';
import { errorBody, installFakeApi, type Reply, type Route } from '../../../test/fake-api';
import { aCustomer, aUser } from '../../../test/fixtures';
import { startFakeLiveUpdates } from '../../../test/fake-socket';
import { seriousAxeViolations } from '../../../test/axe';
import { aRecommendation } from '../../../test/product-fixtures';
import type { Mention, Notification, NotificationsPage } from '../../lib/comments-api';

const PATH = '/customer/acme/product/p-1/recommendation/r-1';

const notification = (overrides: Partial<Notification> = {}): Notification => ({
  notification_id: 'n-1',
  kind: 'mention',
  at: '2025-03-01T10:00:00.000Z',
  actor: { user_id: 'u-2', name: 'Bob Stone' },
  recommendation_id: 'r-9',
  recommendation_title: 'Exports fail',
  product_id: 'p-1',
  recommendation_exists: true,
  recommendation_comment_id: 'c-1',
  comment_chain_id: 'ch-1',
  excerpt: 'Can you look <b>now</b>?',
  new_mentions: null,
  reason: null,
  is_read: false,
  ...overrides,
});
const page = (notifications: Notification[]): Reply => ({
  body: { notifications, unread_count: notifications.filter((n) => !n.is_read).length, has_next: false } satisfies NotificationsPage,
});
const mention: Mention = {
  recommendation_comment_id: 'c-1',
  comment_chain_id: 'ch-1',
  recommendation_id: 'r-9',
  recommendation_title: 'Exports fail',
  product_id: 'p-1',
  comment_time: '2025-03-01T10:00:00.000Z',
  text: 'Can you look @Ada Lovelace?',
  author: { user_id: 'u-2', name: 'Bob Stone' },
};

function open(notifications: Route, routes: Record<string, Route> = {}) {
  const server = installFakeApi({
    'GET /api/user/api': { body: aUser() },
    'GET /api/customers/api': { body: [aCustomer()] },
    'GET /api/recommendations/v2': { body: { recommendation: aRecommendation(), half_life_days: 30 } },
    'GET /api/snippets/v2': { body: { snippets: [], has_next: false, total: 0 } },
    'GET /api/recommendations/arr': { body: { recommendation_id: 'r-1', total_arr: null, accounts: 0, top_accounts: [] } },
    'GET /api/recommendations/api/recommendations/r-1/comments': { body: { recommendation_id: 'r-1', chains: [] } },
    'GET /api/comments/members': { body: [] },
    'GET /api/notifications': notifications,
    'GET /api/comments/mentions': { body: { mentions: [mention], has_next: false } },
    'POST /api/notifications/read': { body: { recorded: true }, headers: { 'X-Consistency-Position': '50' } },
    ...routes,
  });
  const app = renderApp(PATH, { auth: signedIn });
  return { server, app };
}

describe('the notification bell', () => {
  it('says how many notifications are unread, and lists them with links to the comment', async () => {
    const { server, app } = open(
      page([
        notification(),
        notification({
          notification_id: 'n-2',
          kind: 'dismissed',
          recommendation_comment_id: null,
          comment_chain_id: null,
          excerpt: null,
          is_read: true,
        }),
        notification({
          notification_id: 'n-3',
          kind: 'new_evidence',
          actor: null,
          new_mentions: 14,
          excerpt: null,
          comment_chain_id: null,
          recommendation_comment_id: null,
          is_read: true,
        }),
      ]),
    );
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    await app.user.click(bell);
    const panel = screen.getByRole('region', { name: 'Notifications' });
    const link = within(panel).getByRole('link', { name: 'Unread: Bob Stone mentioned you on “Exports fail”' });
    expect(link).toHaveAttribute('href', '/customer/acme/insight/r-9#comment-c-1');
    // The excerpt is text: its markup shows as typed.
    expect(within(panel).getByText('Can you look <b>now</b>?')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Bob Stone dismissed “Exports fail”' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: '“Exports fail” has 14 new mentions' })).toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);

    server.route({
      'GET /api/recommendations/v2': { status: 404, body: errorBody(404, 'Not found.') },
      'GET /api/notifications': page([notification({ is_read: true })]),
    });
    await app.user.click(link);
    await waitFor(() => expect(server.callsTo('POST', '/api/notifications/read')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/notifications/read')[0].body).toEqual({ notification_ids: ['n-1'] });
    expect(await screen.findByRole('button', { name: 'Notifications' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks everything read, closes on Escape back to the bell, and says when there is nothing', async () => {
    const { server, app } = open(page([notification()]));
    await app.user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    server.route({ 'GET /api/notifications': page([notification({ is_read: true })]) });
    await app.user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(server.callsTo('POST', '/api/notifications/read')[0].body).toEqual({});
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    await app.user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Notifications' })).toHaveFocus();
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();

    server.route({ 'GET /api/notifications': page([]) });
    const { sockets, stop } = startFakeLiveUpdates(app.store);
    await act(async () => sockets[0].emit('updates', [{ type: 'InsightCommentDeleted', position: 60, streamId: 'insightcomments-r-9' }]));
    await app.user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('Nothing new. Follow an insight to hear of its news.')).toBeInTheDocument();
    stop();
  });

  it('shows a new notification live, and the mentions, and replies in the chain from there', async () => {
    const { server, app } = open(page([]), {
      'POST /api/recommendations/api/recommendations/r-9/comments': {
        status: 201,
        body: {
          recommendation_comment_id: 'c-2',
          recommendation_id: 'r-9',
          comment_chain_id: 'ch-1',
          start: mention.comment_time,
          comment_time: '2025-03-02T10:00:00.000Z',
          text: 'Looking now',
          mentions: [],
        },
      },
    });
    const { sockets, stop } = startFakeLiveUpdates(app.store);
    await screen.findByRole('button', { name: 'Notifications' });
    server.route({ 'GET /api/notifications': page([notification()]) });
    await act(async () => sockets[0].emit('updates', [{ type: 'InsightCommentPosted', position: 61, streamId: 'insightcomments-r-9' }]));
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await app.user.click(bell);
    const panel = screen.getByRole('region', { name: 'Notifications' });
    await app.user.click(within(panel).getByRole('button', { name: 'Mentions' }));
    expect(within(panel).getByRole('button', { name: 'Mentions' })).toHaveAttribute('aria-pressed', 'true');
    expect(await within(panel).findByText('Can you look @Ada Lovelace?')).toBeInTheDocument();
    await app.user.click(within(panel).getByRole('button', { name: 'Reply Your reply to Bob Stone' }));
    await app.user.type(within(panel).getByRole('textbox', { name: 'Your reply to Bob Stone' }), 'Looking now');
    await app.user.click(within(panel).getByRole('button', { name: 'Send reply' }));
    expect(await within(panel).findByText('Reply sent.')).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/recommendations/api/recommendations/r-9/comments')[0].body).toEqual({
      comment_chain_id: 'ch-1',
      text: 'Looking now',
      mentions: [],
    });
    // Opening the mention reads its notification too.
    await app.user.click(within(panel).getByRole('link', { name: 'Bob Stone mentioned you on “Exports fail”' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/notifications/read')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/notifications/read')[0].body).toEqual({ notification_ids: ['n-1'] });
    stop();
  });
});
