import { given } from '../shared/given-when-then.spec-helper';
import { streams } from '../shared/stream-names';
import type { InsightCommentCommand } from './comment.commands';
import { insightCommentsDecider } from './comment.decider';
import { COMMENT_MAX_CHARS, type InsightCommentEvent } from './comment.events';
import { type NotificationReadEvent, notificationReadsDecider } from './notification-reads';

const org = 'org-1';
const t0 = '2025-03-01T10:00:00.000Z';
const t1 = '2025-03-01T11:00:00.000Z';
const post = (fields: Partial<Extract<InsightCommentCommand, { type: 'PostInsightComment' }>> = {}): InsightCommentCommand => ({
  type: 'PostInsightComment',
  commentId: 'c-1',
  insightId: 'i-1',
  organisationId: org,
  productId: 'p-1',
  chainId: null,
  newChainId: 'ch-1',
  authorId: 'ann',
  text: '  Worth a look  ',
  mentions: [],
  memberIds: [],
  now: t0,
  ...fields,
});
const posted = (fields: Partial<Extract<InsightCommentEvent, { type: 'InsightCommentPosted' }>['data']> = {}): InsightCommentEvent => ({
  type: 'InsightCommentPosted',
  data: {
    commentId: 'c-1',
    insightId: 'i-1',
    organisationId: org,
    productId: 'p-1',
    chainId: 'ch-1',
    start: t0,
    text: 'Worth a look',
    authorId: 'ann',
    mentions: [],
    postedAt: t0,
    ...fields,
  },
});
const remove = (fields: Partial<Extract<InsightCommentCommand, { type: 'DeleteInsightComment' }>> = {}): InsightCommentCommand => ({
  type: 'DeleteInsightComment',
  commentId: 'c-1',
  organisationId: org,
  userId: 'ann',
  isAdmin: false,
  now: t1,
  ...fields,
});

describe('insight comments decider', () => {
  it('names its stream insightcomments-<insightId>, a category of its own', () => {
    expect(streams.insightComments('i-1')).toBe('insightcomments-i-1');
  });

  it('starts a new chain with the trimmed text, dated now; the same comment id again records nothing', () => {
    given(insightCommentsDecider).when(post()).then([posted()]);
    given(insightCommentsDecider, [posted()]).when(post()).then([]);
  });

  it('replies in an existing chain, keeping the chain start', () => {
    given(insightCommentsDecider, [posted()])
      .when(post({ commentId: 'c-2', chainId: 'ch-1', newChainId: 'unused', authorId: 'bob', text: 'Agreed', now: t1 }))
      .then([posted({ commentId: 'c-2', authorId: 'bob', text: 'Agreed', start: t0, postedAt: t1 })]);
  });

  it('refuses an empty or too long text, and a reply to a chain that does not exist', () => {
    given(insightCommentsDecider)
      .when(post({ text: '   ' }))
      .thenThrows('COMMENT_TEXT_REQUIRED');
    given(insightCommentsDecider)
      .when(post({ text: 'x'.repeat(COMMENT_MAX_CHARS + 1) }))
      .thenThrows('COMMENT_TEXT_TOO_LONG');
    given(insightCommentsDecider)
      .when(post({ chainId: 'ch-9' }))
      .thenThrows('COMMENT_CHAIN_NOT_FOUND');
  });

  it('mentions members once each and refuses anyone outside the organisation', () => {
    given(insightCommentsDecider)
      .when(post({ mentions: ['bob', 'bob'], memberIds: ['bob'] }))
      .then([posted({ mentions: ['bob'] })]);
    given(insightCommentsDecider)
      .when(post({ mentions: ['bob', 'eve'], memberIds: ['bob'] }))
      .thenThrows('COMMENT_MENTION_NOT_MEMBER');
  });

  it('lets the author or an Admin delete; anyone else is refused; an unknown comment is not found', () => {
    const deleted = (deletedBy: string): InsightCommentEvent => ({
      type: 'InsightCommentDeleted',
      data: { commentId: 'c-1', insightId: 'i-1', chainId: 'ch-1', deletedBy, deletedAt: t1, chainEmptied: true },
    });
    given(insightCommentsDecider, [posted()])
      .when(remove())
      .then([deleted('ann')]);
    given(insightCommentsDecider, [posted()])
      .when(remove({ userId: 'root', isAdmin: true }))
      .then([deleted('root')]);
    given(insightCommentsDecider, [posted()])
      .when(remove({ userId: 'bob' }))
      .thenThrows('COMMENT_DELETE_FORBIDDEN');
    given(insightCommentsDecider, [posted()])
      .when(remove({ organisationId: 'org-2', userId: 'eve', isAdmin: true }))
      .thenThrows('COMMENT_NOT_FOUND');
    given(insightCommentsDecider, [posted(), deleted('ann')])
      .when(remove())
      .thenThrows('COMMENT_NOT_FOUND');
  });

  it('empties a chain with its last comment: the chain is gone and takes no more replies', () => {
    const reply = posted({ commentId: 'c-2', authorId: 'bob', postedAt: t1 });
    given(insightCommentsDecider, [posted(), reply])
      .when(remove())
      .then([
        {
          type: 'InsightCommentDeleted',
          data: { commentId: 'c-1', insightId: 'i-1', chainId: 'ch-1', deletedBy: 'ann', deletedAt: t1, chainEmptied: false },
        },
      ]);
    const emptied: InsightCommentEvent = {
      type: 'InsightCommentDeleted',
      data: { commentId: 'c-1', insightId: 'i-1', chainId: 'ch-1', deletedBy: 'ann', deletedAt: t1, chainEmptied: true },
    };
    given(insightCommentsDecider, [posted(), emptied])
      .when(post({ commentId: 'c-3', chainId: 'ch-1' }))
      .thenThrows('COMMENT_CHAIN_NOT_FOUND');
  });
});

describe('notification reads decider', () => {
  it('marks everything read up to now, or the given notifications once each', () => {
    given(notificationReadsDecider)
      .when({ type: 'MarkNotificationsRead', userId: 'ann', notificationIds: null, now: t0 })
      .then([{ type: 'NotificationsRead', data: { userId: 'ann', notificationIds: null, readAt: t0 } }]);
    const readOne: NotificationReadEvent = { type: 'NotificationsRead', data: { userId: 'ann', notificationIds: ['n-1'], readAt: t0 } };
    given(notificationReadsDecider)
      .when({ type: 'MarkNotificationsRead', userId: 'ann', notificationIds: ['n-1', 'n-1'], now: t0 })
      .then([readOne]);
    given(notificationReadsDecider, [readOne])
      .when({ type: 'MarkNotificationsRead', userId: 'ann', notificationIds: ['n-1'], now: t1 })
      .then([]);
    given(notificationReadsDecider)
      .when({ type: 'MarkNotificationsRead', userId: 'ann', notificationIds: Array.from({ length: 101 }, (_, i) => `n-${i}`), now: t1 })
      .thenThrows('NOTIFICATIONS_READ_TOO_MANY');
  });
});
