import { insightsApi } from '../features/insights/api/insights-api';
import { changelogApi } from '../features/insights/components/changelog/changelog-api';
import { savedInsightsApi } from '../features/saved-insights/api/saved-insights-api';
import { createClientServices, makeStore } from '../app/store';
import { errorBody, installFakeApi, type RecordedCall, type Reply } from '../../test/fake-api';
import { aUser } from '../../test/fixtures';
import { aRecommendation } from '../../test/product-fixtures';
import { signedIn } from '../../test/render-app';
import { commentsApi } from './comments-api';
import type { CommentResponse, InsightCollaboratorsResponse, InsightCommentsResponse } from './generated/api-types';
import type { LiveUpdate } from './live-update-hub';
import { sessionApi } from './session-api';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const AT = '2026-11-24T10:00:00.000Z';
const ME = 'u-1';
const PEER = 'u-2';

function aComment(overrides: Partial<CommentResponse> = {}): CommentResponse {
  return {
    recommendation_comment_id: 'm-1',
    comment_chain_id: 'ch-1',
    start: '2026-11-20T09:00:00.000Z',
    comment_time: '2026-11-20T09:00:00.000Z',
    text: 'First',
    author: { user_id: ME, name: 'Ada Lovelace' },
    mentions: [],
    can_delete: true,
    ...overrides,
  };
}

/**
 * A signed-in member (u-1, an Admin) of one organisation with an insight's page cached: the
 * insight (revision 3), its project's ranked list, its collaborators and discussion, the members.
 */
async function insightPageCached(routes: Record<string, Reply | (() => Reply | Promise<Reply>)> = {}) {
  const server = installFakeApi({
    'GET /api/user/api': { body: aUser({ user_id: ME }) },
    'GET /api/comments/members': {
      body: [
        { user_id: ME, name: 'Ada Lovelace' },
        { user_id: PEER, name: 'Ann Admin' },
        { user_id: 'u-3', name: 'Ben Member' },
      ],
    },
    'GET /api/recommendations/v2': (call: RecordedCall) =>
      call.query.get('recommendation')
        ? { body: { recommendation: aRecommendation({ revision: 3 }), half_life_days: 30 } }
        : {
            body: {
              recommendations: [aRecommendation({ revision: 3 }), aRecommendation({ recommendation_id: 'r-2', revision: 1 })],
              half_life_days: 30,
            },
          },
    'GET /api/recommendations/r-1/collaborators': { body: { saved_by: [], followers: [], commenters: [] } },
    'GET /api/recommendations/api/recommendations/r-1/comments': {
      body: { recommendation_id: 'r-1', chains: [{ comment_chain_id: 'ch-1', start: aComment().start, comments: [aComment()] }] },
    },
    'GET /api/recommendations/followed': { body: { insights: [], total: 0, has_next: false } },
    ...routes,
  });
  const services = createClientServices();
  const store = makeStore({ services, preloadedState: { auth: signedIn } });
  const subscriptions = [
    store.dispatch(sessionApi.endpoints.getCurrentUser.initiate()),
    store.dispatch(commentsApi.endpoints.getMentionableMembers.initiate()),
    store.dispatch(insightsApi.endpoints.getRecommendation.initiate('r-1')),
    store.dispatch(insightsApi.endpoints.listRecommendations.initiate({ product: 'p-1' })),
    store.dispatch(changelogApi.endpoints.getInsightCollaborators.initiate('r-1')),
    store.dispatch(commentsApi.endpoints.getInsightComments.initiate('r-1')),
    store.dispatch(savedInsightsApi.endpoints.listFollowedInsights.initiate({ filter: 'frequency', page: 1, page_size: 10 })),
  ];
  await Promise.all(subscriptions);
  await flush();
  const requestsBefore = server.calls.length;
  const state = () => store.getState();
  return {
    server,
    store,
    publish: (update: LiveUpdate) => services.liveUpdates.publish(update),
    /** Requests sent since the page was cached. */
    requests: () => server.calls.slice(requestsBefore).map((call) => `${call.method} ${call.path}`),
    recommendation: () => insightsApi.endpoints.getRecommendation.select('r-1')(state()).data!.recommendation,
    listed: () => insightsApi.endpoints.listRecommendations.select({ product: 'p-1' })(state()).data!.recommendations,
    collaborators: () => changelogApi.endpoints.getInsightCollaborators.select('r-1')(state()).data as InsightCollaboratorsResponse,
    comments: () => commentsApi.endpoints.getInsightComments.select('r-1')(state()).data as InsightCommentsResponse,
    done: () => subscriptions.forEach((subscription) => subscription.unsubscribe()),
  };
}

const onInsight = (type: string, position: number, data: Record<string, unknown>): LiveUpdate => ({
  type,
  position,
  streamId: 'insight-r-1',
  organisationId: 'c-1',
  data: { insightId: 'r-1', at: AT, ...data },
});

describe("a peer's changes patched into the cache from live updates, with no request", () => {
  it("a peer's save and follow: the collaborators name them, the insight moves to their revision, its caller's own flags stay", async () => {
    const page = await insightPageCached();
    page.publish(onInsight('InsightSaved', 20, { revision: 4, userId: PEER }));
    page.publish(onInsight('InsightFollowed', 21, { revision: 5, userId: PEER }));
    await flush();

    expect(page.requests()).toEqual([]);
    expect(page.collaborators().saved_by).toEqual([{ user_id: PEER, name: 'Ann Admin' }]);
    expect(page.collaborators().followers).toEqual([{ user_id: PEER, name: 'Ann Admin' }]);
    expect(page.recommendation()).toMatchObject({ revision: 5, is_saved: false, is_followed: false });
    expect(page.listed()[0]).toMatchObject({ revision: 5, is_saved: false });
    page.done();
  });

  it("the member's own save from another tab sets their flag, and hearing it twice changes nothing", async () => {
    const page = await insightPageCached();
    const saved = onInsight('InsightSaved', 20, { revision: 4, userId: ME });
    page.publish(saved);
    page.publish({ ...saved, position: 20 });
    await flush();
    // Only Followed Insights, whose pages hold the member's own saved insights, is fetched again.
    expect(page.requests().filter((request) => request !== 'GET /api/recommendations/followed')).toEqual([]);
    expect(page.recommendation()).toMatchObject({ revision: 4, is_saved: true });
    expect(page.collaborators().saved_by).toEqual([{ user_id: ME, name: 'Ada Lovelace' }]);
    page.publish(onInsight('InsightUnsaved', 21, { revision: 5, userId: ME }));
    await flush();
    expect(page.recommendation()).toMatchObject({ revision: 5, is_saved: false });
    expect(page.collaborators().saved_by).toEqual([]);
    expect(page.requests().filter((request) => request !== 'GET /api/recommendations/followed')).toEqual([]);
    page.done();
  });

  it("a peer's dismissal: the page says so, the ranked list loses the insight, the collaborators stay", async () => {
    const page = await insightPageCached();
    page.publish(onInsight('InsightDismissed', 20, { revision: 4, reason: 'Covered by the roadmap', searchQuery: null }));
    await flush();

    expect(page.requests()).toEqual([]);
    expect(page.recommendation().dismissal).toEqual({ reason: 'Covered by the roadmap', search_query: null, at: AT });
    expect(page.listed().map((listed) => listed.recommendation_id)).toEqual(['r-2']);
    page.done();
  });

  it("a peer's comment joins its chain, named from the members list, and the commenters name them", async () => {
    const page = await insightPageCached();
    page.publish({
      type: 'InsightCommentPosted',
      position: 20,
      streamId: 'insightcomments-r-1',
      organisationId: 'c-1',
      data: {
        insightId: 'r-1',
        commentId: 'm-2',
        chainId: 'ch-1',
        start: aComment().start,
        text: 'Three enterprise customers raised this',
        authorId: PEER,
        mentions: ['u-3'],
        at: AT,
      },
    });
    await flush();

    expect(page.requests()).toEqual([]);
    expect(page.comments().chains[0].comments[1]).toEqual({
      recommendation_comment_id: 'm-2',
      comment_chain_id: 'ch-1',
      start: aComment().start,
      comment_time: AT,
      text: 'Three enterprise customers raised this',
      author: { user_id: PEER, name: 'Ann Admin' },
      mentions: [{ user_id: 'u-3', name: 'Ben Member' }],
      can_delete: true, // the member is an Admin
    });
    expect(page.collaborators().commenters).toEqual([{ user_id: PEER, name: 'Ann Admin' }]);

    page.publish({
      type: 'InsightCommentDeleted',
      position: 21,
      streamId: 'insightcomments-r-1',
      organisationId: 'c-1',
      data: { insightId: 'r-1', commentId: 'm-2', chainId: 'ch-1', chainEmptied: false, at: AT },
    });
    await flush();
    expect(page.comments().chains[0].comments.map((comment) => comment.recommendation_comment_id)).toEqual(['m-1']);
    // Whether Ann still commented is the server's to say.
    expect(page.requests()).toEqual(['GET /api/recommendations/r-1/collaborators']);
    page.done();
  });

  it('ignores an update at or before the consistency position the data was answered at', async () => {
    const page = await insightPageCached();
    // The member's own command answered at position 30: the next GET carries it and holds it.
    page.server.route({
      'POST /api/recommendations/r-1/save': {
        body: { recommendation_id: 'r-1', is_saved: true, is_followed: false, is_dismissed: false, is_deleted: false },
        headers: { 'X-Consistency-Position': '30' },
      },
    });
    await page.store.dispatch(insightsApi.endpoints.setInsightSaved.initiate({ recommendation_id: 'r-1', product_id: 'p-1', on: true }));
    await page.store.dispatch(changelogApi.endpoints.getInsightCollaborators.initiate('r-1', { forceRefetch: true, subscribe: false }));
    const before = page.requests().length;
    page.publish(onInsight('InsightSaved', 30, { revision: 4, userId: PEER }));
    await flush();
    expect(page.requests()).toHaveLength(before);
    expect(page.collaborators().saved_by).toEqual([]);
    page.done();
  });
});

describe('what live updates still refetch', () => {
  it('an update without data refetches the entries it concerns', async () => {
    const page = await insightPageCached();
    page.publish({ type: 'InsightRevised', position: 20, streamId: 'insight-r-1', organisationId: 'c-1' });
    await flush();
    expect(page.requests().sort()).toEqual(
      [
        'GET /api/recommendations/v2',
        'GET /api/recommendations/v2',
        'GET /api/recommendations/r-1/collaborators',
        'GET /api/recommendations/followed',
      ].sort(),
    );
    page.done();
  });

  it('an update that skips a revision the cache has not seen refetches the insight', async () => {
    const page = await insightPageCached();
    page.publish(onInsight('InsightTeamPrioritySet', 20, { revision: 5, priority: 'high' }));
    await flush();
    expect(page.requests().filter((request) => request === 'GET /api/recommendations/v2')).toHaveLength(2);
    page.done();
  });

  it('a save whose data is not as expected refetches', async () => {
    const page = await insightPageCached();
    page.publish(onInsight('InsightSaved', 20, { revision: 4 }));
    await flush();
    expect(page.requests()).toContain('GET /api/recommendations/r-1/collaborators');
    page.done();
  });
});

describe('optimistic commands taken back when the server refuses', () => {
  const refused = { status: 500, body: errorBody(500, 'Internal error') };

  it('follow: followed at once, not followed once refused', async () => {
    let answer: (reply: Reply) => void = () => undefined;
    const page = await insightPageCached({
      'POST /api/recommendations/r-1/follow': () => new Promise<Reply>((resolve) => (answer = resolve)),
    });
    const follow = page.store.dispatch(
      insightsApi.endpoints.setInsightFollowed.initiate({ recommendation_id: 'r-1', product_id: 'p-1', on: true }),
    );
    await flush();
    expect(page.recommendation().is_followed).toBe(true);
    expect(page.listed()[0].is_followed).toBe(true);
    answer(refused);
    await follow;
    expect(page.recommendation().is_followed).toBe(false);
    expect(page.listed()[0].is_followed).toBe(false);
    page.done();
  });

  it('dismiss: out of the list and dismissed at once, back once refused', async () => {
    let answer: (reply: Reply) => void = () => undefined;
    const page = await insightPageCached({
      'POST /api/recommendations/remove': () => new Promise<Reply>((resolve) => (answer = resolve)),
    });
    const dismiss = page.store.dispatch(
      insightsApi.endpoints.dismissInsight.initiate({
        recommendation_id: 'r-1',
        product_id: 'p-1',
        reason: 'Covered',
        dismissed_at: AT,
        revision: 3,
      }),
    );
    await flush();
    expect(page.recommendation().dismissal).toEqual({ reason: 'Covered', search_query: null, at: AT });
    expect(page.listed().map((listed) => listed.recommendation_id)).toEqual(['r-2']);
    answer(refused);
    await dismiss;
    expect(page.recommendation().dismissal).toBeNull();
    expect(page.listed().map((listed) => listed.recommendation_id)).toEqual(['r-1', 'r-2']);
    page.done();
  });

  it('comment: shown at once, gone once refused', async () => {
    let answer: (reply: Reply) => void = () => undefined;
    const page = await insightPageCached({
      'POST /api/recommendations/api/recommendations/r-1/comments': () => new Promise<Reply>((resolve) => (answer = resolve)),
    });
    const post = page.store.dispatch(commentsApi.endpoints.postComment.initiate({ recommendation_id: 'r-1', text: ' Seen it too ' }));
    await flush();
    const chains = page.comments().chains;
    expect(chains).toHaveLength(2);
    expect(chains[1].comments[0]).toMatchObject({ text: 'Seen it too', author: { user_id: ME, name: 'Ada Lovelace' }, can_delete: false });
    answer(refused);
    await post;
    expect(page.comments().chains.map((chain) => chain.comment_chain_id)).toEqual(['ch-1']);
    page.done();
  });

  it('comment: once posted it takes its real id, and its echo adds nothing', async () => {
    const page = await insightPageCached({
      'POST /api/recommendations/api/recommendations/r-1/comments': {
        status: 201,
        body: {
          recommendation_id: 'r-1',
          recommendation_comment_id: 'm-9',
          comment_chain_id: 'ch-9',
          start: AT,
          comment_time: AT,
          text: 'Seen it too',
          mentions: [],
        },
      },
    });
    await page.store.dispatch(commentsApi.endpoints.postComment.initiate({ recommendation_id: 'r-1', text: 'Seen it too' }));
    page.publish({
      type: 'InsightCommentPosted',
      position: 40,
      streamId: 'insightcomments-r-1',
      organisationId: 'c-1',
      data: { insightId: 'r-1', commentId: 'm-9', chainId: 'ch-9', start: AT, text: 'Seen it too', authorId: ME, mentions: [], at: AT },
    });
    await flush();
    expect(page.comments().chains.map((chain) => chain.comments.map((comment) => comment.recommendation_comment_id))).toEqual([
      ['m-1'],
      ['m-9'],
    ]);
    expect(page.comments().chains[1].comments[0].can_delete).toBe(true);
    expect(page.requests().filter((request) => request.includes('/comments'))).toEqual([
      'POST /api/recommendations/api/recommendations/r-1/comments',
    ]);
    page.done();
  });
});
