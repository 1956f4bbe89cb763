import { act, screen, waitFor, within } from '@testing-library/react';
import { renderApp, signedIn } from '../../../../../test/render-app';
import { errorBody, installFakeApi, type Reply, type Route } from '../../../../../test/fake-api';
import { aCustomer, aUser } from '../../../../../test/fixtures';
import { startFakeLiveUpdates } from '../../../../../test/fake-socket';
import { seriousAxeViolations } from '../../../../../test/axe';
import { aRecommendation } from '../../../../../test/product-fixtures';
import type { CommentChain, InsightComment, InsightComments } from '../../../../lib/comments-api';

const PATH = '/customer/acme/product/p-1/recommendation/r-1';
const COMMENTS = 'GET /api/recommendations/api/recommendations/r-1/comments';
const POST = 'POST /api/recommendations/api/recommendations/r-1/comments';
const XSS = '<img src=x onerror="window.__pwned=1">';

const comment = (overrides: Partial<InsightComment> = {}): InsightComment => ({
  recommendation_comment_id: 'c-1',
  comment_chain_id: 'ch-1',
  start: '2025-03-01T10:00:00.000Z',
  comment_time: '2025-03-01T10:00:00.000Z',
  text: 'Worth a look',
  author: { user_id: 'u-2', name: 'Bob Stone' },
  mentions: [],
  can_delete: false,
  ...overrides,
});
const chain = (comments: InsightComment[]): CommentChain => ({
  comment_chain_id: comments[0].comment_chain_id,
  start: comments[0].start,
  comments,
});
const discussion = (chains: CommentChain[]): Reply => ({ body: { recommendation_id: 'r-1', chains } satisfies InsightComments });
const posted = (call: { body: { text: string; comment_chain_id?: string } }): Reply => ({
  status: 201,
  body: {
    recommendation_comment_id: 'c-new',
    recommendation_id: 'r-1',
    comment_chain_id: call.body.comment_chain_id ?? 'ch-new',
    start: '2025-03-02T10:00:00.000Z',
    comment_time: '2025-03-02T10:00:00.000Z',
    text: call.body.text,
    mentions: [],
  },
  headers: { 'X-Consistency-Position': '77' },
});

function openInsight(comments: Route, routes: Record<string, Route> = {}) {
  const server = installFakeApi({
    'GET /api/user/api': { body: aUser() },
    'GET /api/customers/api': { body: [aCustomer()] },
    'GET /api/recommendations/v2': { body: { recommendation: aRecommendation(), half_life_days: 30 } },
    'GET /api/snippets/v2': { body: { snippets: [], has_next: false, total: 0 } },
    'GET /api/recommendations/arr': { body: { recommendation_id: 'r-1', total_arr: null, accounts: 0, top_accounts: [] } },
    'GET /api/notifications': { body: { notifications: [], unread_count: 0, has_next: false } },
    'GET /api/comments/members': {
      body: [
        { user_id: 'u-1', name: 'Ada Lovelace' },
        { user_id: 'u-2', name: 'Bob Stone' },
        { user_id: 'u-3', name: 'Carol Stone' },
      ],
    },
    [COMMENTS]: comments,
    ...routes,
  });
  const app = renderApp(PATH, { auth: signedIn });
  return { server, app };
}

// The insight page is long: under load it takes a while to render down to the comments.
const section = async () => screen.findByRole('region', { name: 'Comments' }, { timeout: 5000 });

describe('an insight’s comments', () => {
  it('says “No Comments Found.” when there are none, and is accessible', async () => {
    openInsight(discussion([]));
    expect(await within(await section()).findByText('No Comments Found.')).toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('shows the loading state, then says when the comments could not be loaded, and tries again', async () => {
    let answer: (reply: Reply) => void = () => undefined;
    const { server, app } = openInsight(() => new Promise<Reply>((resolve) => (answer = resolve)));
    const comments = await section();
    expect(within(comments).getByRole('status')).toBeInTheDocument();
    await act(async () => answer({ status: 500, body: errorBody(500, 'Internal error') }));
    expect(await within(comments).findByRole('alert')).toHaveTextContent('We could not load the comments. Please try again.');
    server.route({ [COMMENTS]: discussion([chain([comment()])]) });
    await app.user.click(within(comments).getByRole('button', { name: 'Try again' }));
    expect(await within(comments).findByText('Worth a look')).toBeInTheDocument();
  });

  it('shows chains in order with their replies, and the text as text, never as HTML', async () => {
    openInsight(
      discussion([
        chain([
          comment({ text: XSS }),
          comment({ recommendation_comment_id: 'c-2', text: 'Agreed', author: { user_id: 'u-3', name: 'Carol Stone' } }),
        ]),
        chain([comment({ recommendation_comment_id: 'c-3', comment_chain_id: 'ch-2', text: 'Another topic', can_delete: true })]),
      ]),
    );
    const comments = await section();
    const chains = await within(comments).findAllByRole('list', { name: /Discussion started by/ });
    expect(chains).toHaveLength(2);
    const first = within(chains[0]).getAllByRole('article');
    expect(first.map((article) => article.getAttribute('aria-label'))).toEqual(['Comment by Bob Stone', 'Comment by Carol Stone']);
    expect(within(first[0]).getByText(XSS)).toBeInTheDocument();
    expect(comments.querySelector('img')).toBeNull();
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
    // Only one's own comments (or an Admin's every comment) can be deleted.
    expect(within(chains[0]).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(within(chains[1]).getByRole('button', { name: 'Delete the comment by Bob Stone' })).toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('replies in a chain and starts a new one', async () => {
    const { server, app } = openInsight(discussion([chain([comment()])]), { [POST]: posted as Route });
    const comments = await section();
    await app.user.click(await within(comments).findByRole('button', { name: 'Reply in the discussion started by Bob Stone' }));
    const reply = within(comments).getByRole('textbox', { name: 'Reply in the discussion started by Bob Stone' });
    expect(reply).toHaveFocus();
    await app.user.type(reply, 'On it');
    server.route({ [COMMENTS]: discussion([chain([comment(), comment({ recommendation_comment_id: 'c-new', text: 'On it' })])]) });
    await app.user.click(within(comments).getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/recommendations/api/recommendations/r-1/comments')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/recommendations/api/recommendations/r-1/comments')[0].body).toEqual({
      text: 'On it',
      mentions: [],
      comment_chain_id: 'ch-1',
    });
    // The field is gone: focus is back on the button that opened it.
    await waitFor(() =>
      expect(within(comments).getByRole('button', { name: 'Reply in the discussion started by Bob Stone' })).toHaveFocus(),
    );
    // Looked for once the field is gone: while it is open, its own text 'On it' would match too.
    expect(within(comments).queryByRole('textbox', { name: 'Reply in the discussion started by Bob Stone' })).toBeNull();
    expect(await within(comments).findByText('On it')).toBeInTheDocument();

    await app.user.type(within(comments).getByRole('textbox', { name: 'Start a new discussion' }), 'New thought');
    await app.user.click(within(comments).getByRole('button', { name: 'Comment' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/recommendations/api/recommendations/r-1/comments')).toHaveLength(2));
    expect(server.callsTo('POST', '/api/recommendations/api/recommendations/r-1/comments')[1].body).toEqual({
      text: 'New thought',
      mentions: [],
    });
  });

  it('mentions a member chosen from the list with the keyboard', async () => {
    const { server, app } = openInsight(discussion([]), { [POST]: posted as Route });
    const comments = await section();
    const field = within(comments).getByRole('textbox', { name: 'Start a new discussion' });
    await app.user.type(field, 'Ask @sto');
    const list = await within(comments).findByRole('listbox', { name: 'Members to mention' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Bob Stone', 'Carol Stone']);
    expect(within(list).getByRole('option', { name: 'Bob Stone' })).toHaveAttribute('aria-selected', 'true');
    await app.user.keyboard('{ArrowDown}{Enter}');
    expect(field).toHaveValue('Ask @Carol Stone ');
    expect(within(comments).queryByRole('listbox')).toBeNull();
    await app.user.type(field, 'please');
    await app.user.click(within(comments).getByRole('button', { name: 'Comment' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/recommendations/api/recommendations/r-1/comments')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/recommendations/api/recommendations/r-1/comments')[0].body).toEqual({
      text: 'Ask @Carol Stone please',
      mentions: ['u-3'],
    });
  });

  it('refuses an empty comment and says why the server refused one', async () => {
    const { app } = openInsight(discussion([]), {
      [POST]: { status: 400, body: errorBody(400, 'Only members of your organisation can be mentioned.', 'COMMENT_MENTION_NOT_MEMBER') },
    });
    const comments = await section();
    await app.user.click(within(comments).getByRole('button', { name: 'Comment' }));
    expect(await within(comments).findByText('Please write a comment.')).toBeInTheDocument();
    await app.user.type(within(comments).getByRole('textbox', { name: 'Start a new discussion' }), 'Hello');
    await app.user.click(within(comments).getByRole('button', { name: 'Comment' }));
    expect(await within(comments).findByText('Only members of your organisation can be mentioned.')).toBeInTheDocument();
  });

  it('deletes a comment after confirmation; its emptied chain goes with it', async () => {
    const { server, app } = openInsight(discussion([chain([comment({ can_delete: true })])]), {
      'DELETE /api/recommendations/api/recommendation-comments/c-1': {
        body: { recommendation_comment_id: 'c-1', recommendation_id: 'r-1', comment_chain_id: 'ch-1', chain_removed: true },
      },
    });
    const comments = await section();
    await app.user.click(await within(comments).findByRole('button', { name: 'Delete the comment by Bob Stone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this comment?' });
    expect(dialog).toHaveTextContent('It is the last comment of its discussion: the discussion goes with it.');
    server.route({ [COMMENTS]: discussion([]) });
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete comment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(comments).findByText('No Comments Found.')).toBeInTheDocument();
    expect(server.callsTo('DELETE', '/api/recommendations/api/recommendation-comments/c-1')).toHaveLength(1);
    await waitFor(() => expect(within(comments).getByRole('heading', { name: 'Comments' })).toHaveFocus());
  });

  it('puts a comment back, and says so, when its deletion is refused', async () => {
    const { app } = openInsight(discussion([chain([comment({ can_delete: true })])]), {
      'DELETE /api/recommendations/api/recommendation-comments/c-1': {
        status: 403,
        body: errorBody(403, 'Only its author or an Admin can delete this comment.', 'COMMENT_DELETE_FORBIDDEN'),
      },
    });
    const comments = await section();
    await app.user.click(await within(comments).findByRole('button', { name: 'Delete the comment by Bob Stone' }));
    const dialog = await screen.findByRole('dialog');
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete comment' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Only its author or an Admin can delete this comment.');
    expect(within(comments).getByText('Worth a look')).toBeInTheDocument();
  });

  it('shows someone else’s new comment live, without reloading', async () => {
    const { server, app } = openInsight(discussion([]));
    const { sockets, stop } = startFakeLiveUpdates(app.store);
    const comments = await section();
    await within(comments).findByText('No Comments Found.');
    server.route({ [COMMENTS]: discussion([chain([comment({ text: 'Fresh from Bob' })])]) });
    await act(async () => sockets[0].emit('updates', [{ type: 'InsightCommentPosted', position: 12, streamId: 'insightcomments-r-2' }]));
    expect(within(comments).getByText('No Comments Found.')).toBeInTheDocument();
    await act(async () => sockets[0].emit('updates', [{ type: 'InsightCommentPosted', position: 13, streamId: 'insightcomments-r-1' }]));
    expect(await within(comments).findByText('Fresh from Bob')).toBeInTheDocument();
    stop();
  });
});
