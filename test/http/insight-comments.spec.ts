import { logHead } from '@app/infrastructure/event-store';
import { projectionProcessorId } from '@app/infrastructure/read-store';
import { insightCommentsProjection } from '@app/projectors/comments/insight-comments.projection';
import { insightNotificationsProjection } from '@app/projectors/comments/insight-notifications.projection';
import { notificationReadsProjection } from '@app/projectors/comments/notification-reads.projection';
import { insightChangelogEntriesProjection } from '@app/projectors/insights/changelog/insight-changelog-entries.projection';
import { insightChangelogProjection } from '@app/projectors/insights/changelog/insight-changelog.projection';
import { rebuildProjections } from '@app/projectors/runtime/rebuild';
import { randomUUID } from 'node:crypto';
import type { ApiClient } from '../support/api-client';
import { csvCell, said } from '../support/customer-data';
import { adminWithOrganisation, analysisEnded, uploadedReady } from '../support/documents';
import { verifiedMember } from '../support/members';
import { type RunningApp, startApp } from '../support/start-app';

interface Comment {
  recommendation_comment_id: string;
  comment_chain_id: string;
  start: string;
  comment_time: string;
  text: string;
  author: { user_id: string; name: string };
  mentions: Array<{ user_id: string; name: string }>;
  can_delete: boolean;
}
interface Chain {
  comment_chain_id: string;
  start: string;
  comments: Comment[];
}
interface Notification {
  notification_id: string;
  kind: string;
  recommendation_id: string;
  recommendation_comment_id: string | null;
  excerpt: string | null;
  actor: { name: string } | null;
  is_read: boolean;
}

const XSS = '<img src=x onerror="alert(1)">';

/**
 * Comments on an insight through the HTTP API: chains and replies sorted as SPEC.md says, deletion
 * by the author or an Admin (a chain left empty disappears), mentions of members only, the
 * mentioned member's list, followers' notifications, and nothing for another organisation.
 */
describe('insight comments, mentions and notifications (HTTP end to end)', () => {
  let app: RunningApp;
  let alice: ApiClient; // Admin
  let bob: ApiClient; // Member, follows the insight
  let carol: ApiClient; // Member
  let eve: ApiClient; // another organisation's Admin
  let ids: string[];
  const userIds: Record<string, string> = {};

  const everyoneSees = (...writers: ApiClient[]) => {
    const position = Math.max(...writers.map((client) => client.position));
    for (const client of [alice, bob, carol]) client.position = Math.max(client.position, position);
  };
  const commentsPath = (id: string) => `/api/recommendations/api/recommendations/${id}/comments`;
  const chainsOf = async (client: ApiClient, id = ids[0]): Promise<Chain[]> => (await client.get(commentsPath(id))).body.chains;
  const notificationsOf = async (client: ApiClient) =>
    (await client.get('/api/notifications?page_size=100')).body as { notifications: Notification[]; unread_count: number };

  beforeAll(async () => {
    app = await startApp();
    alice = await adminWithOrganisation(app, `alice-${randomUUID()}@comments.test`);
    const invite = async (first: string) => {
      const email = `${first.toLowerCase()}-${randomUUID()}@comments.test`;
      expect((await alice.post('/api/customers/invitations', { email })).status).toBe(201);
      return verifiedMember(app, email, { firstName: first, lastName: 'Stone' });
    };
    bob = await invite('Bob');
    carol = await invite('Carol');
    eve = await adminWithOrganisation(app, `eve-${randomUUID()}@comments.test`);
    for (const [name, client] of Object.entries({ alice, bob, carol, eve }))
      userIds[name] = (await client.get('/api/user/api')).body.user_id;

    const texts = said(['lost_luggage', 'pay_bill', 'credit_score'], 0, 15);
    const survey = await uploadedReady(app, alice, 'survey.csv', Buffer.from(['Why', ...texts.map(csvCell)].join('\n')));
    const created = await alice.post('/api/products/api', { type: 'insights', name: 'Comments', description: '', document_ids: [survey] });
    expect((await analysisEnded(alice, created.body.product_id, created.body.job_id)).status).toBe('succeeded');
    ids = (await alice.get(`/api/recommendations/v2?product=${created.body.product_id}`)).body.recommendations.map(
      (insight: { recommendation_id: string }) => insight.recommendation_id,
    );
    expect(ids.length).toBeGreaterThanOrEqual(2);
    expect((await bob.post(`/api/recommendations/${ids[0]}/follow`)).status).toBe(200);
  }, 180_000);

  afterAll(async () => {
    await app?.stop();
  });

  it('lists the members a comment may mention: the organisation’s own, by name', async () => {
    const members = (await alice.get('/api/comments/members')).body as Array<{ user_id: string; name: string }>;
    expect(members.map((member) => member.user_id).sort()).toEqual([userIds.alice, userIds.bob, userIds.carol].sort());
    expect(members.find((member) => member.user_id === userIds.bob)?.name).toBe('Bob Stone');
  });

  it('starts chains and replies in them; chains sorted by start, comments by time, text kept as text', async () => {
    const first = await alice.post(commentsPath(ids[0]), { text: `  ${XSS} @Bob Stone look  `, mentions: [userIds.bob] });
    expect(first.status).toBe(201);
    expect(Number(first.headers.get('x-consistency-position'))).toBeGreaterThan(0);
    expect(first.body).toMatchObject({ recommendation_id: ids[0], text: `${XSS} @Bob Stone look`, mentions: [userIds.bob] });
    expect(first.body.start).toBe(first.body.comment_time);
    const chainId = first.body.comment_chain_id;

    const reply = await carol.post(commentsPath(ids[0]), { text: 'Agreed', comment_chain_id: chainId, start: '2000-01-01T00:00:00Z' });
    expect(reply.status).toBe(201);
    // The chain's own start stands, whatever the client says.
    expect(reply.body).toMatchObject({ comment_chain_id: chainId, start: first.body.start });
    const second = await bob.post(commentsPath(ids[0]), { text: 'Another topic' });
    expect(second.body.comment_chain_id).not.toBe(chainId);

    everyoneSees(alice, bob, carol);
    const chains = await chainsOf(bob);
    expect(chains.map((chain) => chain.comment_chain_id)).toEqual([chainId, second.body.comment_chain_id]);
    expect(chains[0].comments.map((comment) => comment.text)).toEqual([`${XSS} @Bob Stone look`, 'Agreed']);
    expect(chains[0].comments[0]).toMatchObject({
      author: { user_id: userIds.alice },
      mentions: [{ name: 'Bob Stone' }],
      can_delete: false,
    });
    expect(chains[0].comments[1]).toMatchObject({ author: { name: 'Carol Stone' }, comment_time: reply.body.comment_time });
    expect(chains[1].comments[0].can_delete).toBe(true);
    // An Admin may delete every comment.
    expect((await chainsOf(alice)).flatMap((chain) => chain.comments).every((comment) => comment.can_delete)).toBe(true);
  });

  it('refuses an empty text, a chain that does not exist, a non-member mention, and a text too long, storing nothing', async () => {
    const before = (await app.infrastructure.eventStore.readStream(`insightcomments-${ids[0]}`)).length;
    const refusals = [
      [{ text: '   ' }, 'COMMENT_TEXT_REQUIRED', 'Please write a comment.'],
      [{ text: 'Hi', comment_chain_id: randomUUID() }, 'COMMENT_CHAIN_NOT_FOUND', 'This comment chain does not exist on this insight.'],
      [{ text: 'Hi', mentions: [userIds.eve] }, 'COMMENT_MENTION_NOT_MEMBER', 'Only members of your organisation can be mentioned.'],
      [{ text: 'x'.repeat(5001) }, 'COMMENT_TEXT_TOO_LONG', 'A comment can be at most 5000 characters.'],
    ] as const;
    for (const [body, code, message] of refusals) {
      const refused = await alice.post(commentsPath(ids[0]), body);
      expect({ status: refused.status, code: refused.body.code, message: refused.body.message }).toEqual({ status: 400, code, message });
    }
    expect((await alice.post(commentsPath(ids[0]), { text: 'Hi', extra: true })).status).toBe(400);
    expect((await app.infrastructure.eventStore.readStream(`insightcomments-${ids[0]}`)).length).toBe(before);
  });

  it('lets the author or an Admin delete; others are refused; a chain left empty disappears', async () => {
    const chain = await alice.post(commentsPath(ids[1]), { text: 'Alone here' });
    const reply = await carol.post(commentsPath(ids[1]), { text: 'Not for long', comment_chain_id: chain.body.comment_chain_id });
    const deletePath = (id: string) => `/api/recommendations/api/recommendation-comments/${id}`;

    const forbidden = await bob.delete(deletePath(chain.body.recommendation_comment_id));
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.code).toBe('COMMENT_DELETE_FORBIDDEN');

    const own = await carol.delete(deletePath(reply.body.recommendation_comment_id));
    expect(own.status).toBe(200);
    expect(own.body).toEqual({
      recommendation_comment_id: reply.body.recommendation_comment_id,
      recommendation_id: ids[1],
      comment_chain_id: chain.body.comment_chain_id,
      chain_removed: false,
    });
    everyoneSees(carol);
    expect((await chainsOf(alice, ids[1]))[0].comments.map((comment) => comment.text)).toEqual(['Alone here']);

    const bobs = await bob.post(commentsPath(ids[1]), { text: 'Mine', comment_chain_id: chain.body.comment_chain_id });
    expect((await alice.delete(deletePath(bobs.body.recommendation_comment_id))).body.chain_removed).toBe(false);
    const last = await alice.delete(deletePath(chain.body.recommendation_comment_id));
    expect(last.body.chain_removed).toBe(true);
    expect((await alice.delete(deletePath(chain.body.recommendation_comment_id))).status).toBe(404);
    everyoneSees(alice, bob);
    expect(await chainsOf(carol, ids[1])).toEqual([]);
    // The emptied chain takes no replies.
    const late = await carol.post(commentsPath(ids[1]), { text: 'Hello?', comment_chain_id: chain.body.comment_chain_id });
    expect(late.body.code).toBe('COMMENT_CHAIN_NOT_FOUND');
  });

  it('shows the mentioned member their mentions, newest first, and lets them reply', async () => {
    everyoneSees(alice, bob, carol);
    const mentions = (await bob.get('/api/comments/mentions')).body;
    expect(mentions.has_next).toBe(false);
    expect(mentions.mentions).toHaveLength(1);
    expect(mentions.mentions[0]).toMatchObject({
      recommendation_id: ids[0],
      author: { user_id: userIds.alice },
      text: `${XSS} @Bob Stone look`,
    });
    const answer = await bob.post(commentsPath(ids[0]), { text: 'On it', comment_chain_id: mentions.mentions[0].comment_chain_id });
    expect(answer.status).toBe(201);
    expect((await carol.get('/api/comments/mentions')).body.mentions).toEqual([]);
  });

  it('notifies followers of comments and status changes, the mentioned of mentions, with read and unread', async () => {
    expect((await alice.post(`/api/recommendations/${ids[0]}/follow`)).status).toBe(200);
    expect((await alice.post('/api/recommendations/remove', { recommendation_id: ids[0], reason: 'Not now' })).status).toBe(200);
    everyoneSees(alice, bob, carol);

    const bobs = await notificationsOf(bob);
    // Bob follows: the mention (not a second notice of the same comment), Carol's reply, and the dismissal; not his own comments.
    expect(bobs.notifications.map((notification) => notification.kind)).toEqual(['dismissed', 'comment', 'mention']);
    expect(bobs.notifications[1]).toMatchObject({ excerpt: 'Agreed', actor: { name: 'Carol Stone' }, recommendation_id: ids[0] });
    expect(bobs.unread_count).toBe(3);
    // Alice followed after the comments: she hears of nothing she did herself, and of Bob's later comment nothing either.
    expect((await notificationsOf(alice)).notifications).toEqual([]);
    // Carol follows nothing and is mentioned nowhere.
    expect((await notificationsOf(carol)).notifications).toEqual([]);

    const one = await bob.post('/api/notifications/read', { notification_ids: [bobs.notifications[2].notification_id] });
    expect(one).toMatchObject({ status: 200, body: { recorded: true } });
    let now = await notificationsOf(bob);
    expect(now.unread_count).toBe(2);
    expect(now.notifications[2].is_read).toBe(true);
    expect((await bob.post('/api/notifications/read', {})).status).toBe(200);
    now = await notificationsOf(bob);
    expect(now.unread_count).toBe(0);
    expect(now.notifications.every((notification) => notification.is_read)).toBe(true);
  });

  it('keeps a "commented" entry in the insight changelog', async () => {
    const entries = (await alice.get(`/api/changelog?recommendation=${ids[0]}&page_size=100`)).body.entries as Array<{
      action: string;
      actor: { name: string } | null;
      reason: string | null;
    }>;
    const commented = entries.filter((entry) => entry.action === 'commented');
    expect(commented.map((entry) => entry.reason)).toEqual(['On it', 'Another topic', 'Agreed', `${XSS} @Bob Stone look`]);
    expect(commented[2].actor?.name).toBe('Carol Stone');
    // A deleted comment stays on record as a comment, without the words its author took back.
    const second = (await alice.get(`/api/changelog?recommendation=${ids[1]}&page_size=100`)).body.entries as Array<{
      action: string;
      reason: string | null;
    }>;
    expect(second.filter((entry) => entry.action === 'commented').map((entry) => entry.reason)).toEqual([null, null, null]);
  });

  it("lets another organisation's people find nothing", async () => {
    const [chain] = await chainsOf(alice);
    expect((await eve.get(commentsPath(ids[0]))).status).toBe(404);
    expect((await eve.post(commentsPath(ids[0]), { text: 'Mine now' })).status).toBe(404);
    expect((await eve.post(commentsPath(ids[0]), { text: 'Mine now', comment_chain_id: chain.comment_chain_id })).status).toBe(404);
    const foreign = await eve.delete(`/api/recommendations/api/recommendation-comments/${chain.comments[0].recommendation_comment_id}`);
    expect(foreign.status).toBe(404);
    expect((await eve.get('/api/comments/mentions')).body.mentions).toEqual([]);
    expect((await eve.get('/api/notifications')).body).toMatchObject({ notifications: [], unread_count: 0 });
    // Nor may anyone mention eve from organisation A (checked above), nor eve mention A's members.
    expect((await chainsOf(alice))[0].comments).toHaveLength(chain.comments.length);
  });

  it("takes a deleted insight's discussion with it: its comments can be neither read, answered nor deleted", async () => {
    const [chain] = await chainsOf(alice, ids[0]);
    expect((await alice.delete(`/api/recommendations/${ids[0]}`)).status).toBe(200);
    expect((await alice.get(commentsPath(ids[0]))).status).toBe(404);
    expect((await bob.post(commentsPath(ids[0]), { text: 'Still here?', comment_chain_id: chain.comment_chain_id })).status).toBe(404);
    const gone = await alice.delete(`/api/recommendations/api/recommendation-comments/${chain.comments[0].recommendation_comment_id}`);
    expect(gone).toMatchObject({ status: 404, body: { code: 'COMMENT_NOT_FOUND' } });
    // Nor does it mention anyone any more.
    everyoneSees(alice);
    expect((await bob.get('/api/comments/mentions')).body.mentions).toEqual([]);
  });

  it('rebuilds the comments, notifications, reads and changelog exactly from the log', async () => {
    const { eventStore, readStore, progress } = app.infrastructure;
    const projections = [
      insightCommentsProjection,
      insightNotificationsProjection,
      notificationReadsProjection,
      insightChangelogProjection,
      insightChangelogEntriesProjection,
    ];
    await progress.waitFor(
      await logHead(eventStore),
      10_000,
      projections.map((projection) => projectionProcessorId(projection.collection)),
    );
    const read = async () =>
      Promise.all(
        projections.map((projection) =>
          readStore.find(projection.collection, {}, { sortBy: projection === notificationReadsProjection ? 'user_id' : 'insight_id' }),
        ),
      );
    const live = await read();
    expect(live[0].length).toBeGreaterThan(0);
    await rebuildProjections(eventStore, readStore, projections);
    expect(await read()).toEqual(live);
  });
});
