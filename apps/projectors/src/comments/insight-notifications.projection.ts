import { type InsightCommentEvent, insightCommentEventTypes, type InsightEvent, insightEventTypes } from '@app/domain';
import type { RecordedEvent } from '@app/infrastructure/event-store';
import { derivedId, type Projection } from '@app/infrastructure/processors';
import type { InsightNotificationsView, InsightNotificationView } from '@app/infrastructure/read-models';
import { commentExcerpt } from './comment-excerpt';

/** Newest notifications kept per insight: older ones have been seen or no longer matter. */
export const NOTIFICATIONS_KEPT_PER_INSIGHT = 100;

type Event = InsightEvent | InsightCommentEvent;
type Notice = Omit<InsightNotificationView, 'comment_id' | 'chain_id' | 'excerpt' | 'new_mentions' | 'reason'> &
  Partial<InsightNotificationView>;

const notice = (fields: Notice): InsightNotificationView => ({
  comment_id: null,
  chain_id: null,
  excerpt: null,
  new_mentions: null,
  reason: null,
  ...fields,
});

/**
 * The document with these notifications added (those for nobody left out), the oldest dropped past
 * the cap; the very same document when nobody is told, so that nothing is written for it.
 */
function notify(doc: InsightNotificationsView, notices: InsightNotificationView[]): InsightNotificationsView {
  const told = notices.filter((item) => item.recipients.length > 0);
  if (told.length === 0) return doc;
  return withItems(doc, [...doc.items, ...told].slice(-NOTIFICATIONS_KEPT_PER_INSIGHT));
}

/**
 * The audience keeps its very value while its members stay the same: the read store writes only
 * the fields a fold replaced, and most notifications go to people already in it.
 */
function withItems(doc: InsightNotificationsView, items: InsightNotificationView[]): InsightNotificationsView {
  const audience = [...new Set(items.flatMap((item) => item.recipients))];
  const unchanged = audience.length === doc.audience.length && audience.every((userId, index) => doc.audience[index] === userId);
  return { ...doc, items, audience: unchanged ? doc.audience : audience };
}

/** The followers but the one who did it: nobody is told of their own doing. */
const followersBut = (doc: InsightNotificationsView, actor: string | null) => doc.followers.filter((userId) => userId !== actor);

/** A status change told to the followers. */
function statusChange(doc: InsightNotificationsView, event: RecordedEvent<Event>, fields: Omit<Notice, 'notification_id' | 'recipients'>) {
  return notify(doc, [notice({ notification_id: event.id, recipients: followersBut(doc, fields.actor), ...fields })]);
}

/** A comment: the members it mentions are told of the mention, the other followers of the comment. */
function commented(doc: InsightNotificationsView, event: RecordedEvent<Event> & { type: 'InsightCommentPosted' }) {
  const { data } = event;
  const mentioned = data.mentions.filter((userId) => userId !== data.authorId);
  const about = {
    at: data.postedAt,
    actor: data.authorId,
    comment_id: data.commentId,
    chain_id: data.chainId,
    excerpt: commentExcerpt(data.text),
  };
  return notify(doc, [
    notice({ notification_id: derivedId(event.id, 'mention'), kind: 'mention', recipients: mentioned, ...about }),
    notice({
      notification_id: event.id,
      kind: 'comment',
      recipients: followersBut(doc, data.authorId).filter((userId) => !mentioned.includes(userId)),
      ...about,
    }),
  ]);
}

/**
 * What followers of an insight hear of (new evidence, comments, status changes) and what the
 * members a comment mentions hear of it, per insight. A deleted comment takes its notifications
 * with it (its words are gone). Who follows is folded from the insight's own events, so the
 * followers told are those of that moment.
 */
export const insightNotificationsProjection: Projection<InsightNotificationsView, Event> = {
  collection: 'insight_notifications',
  // A person's notifications, within their organisation.
  indexes: [{ contains: 'audience' }],
  handles: new Set([...insightEventTypes, ...insightCommentEventTypes]),
  documentId: (event) => event.data.insightId,
  evolve(doc, event) {
    if (event.type === 'InsightCreated') {
      const { data } = event;
      return {
        insight_id: data.insightId,
        organisation_id: data.organisationId,
        product_id: data.productId,
        title: data.title,
        followers: [],
        items: [],
        audience: [],
      };
    }
    if (!doc) return null;
    switch (event.type) {
      case 'InsightRevised': {
        const { data } = event;
        const retitled = { ...doc, title: data.title };
        if (data.newEvidence.count === 0) return retitled;
        return statusChange(retitled, event, {
          kind: 'new_evidence',
          at: data.revisedAt,
          actor: null,
          new_mentions: data.newEvidence.count,
        });
      }
      case 'InsightFollowed':
        return doc.followers.includes(event.data.userId) ? doc : { ...doc, followers: [...doc.followers, event.data.userId] };
      case 'InsightUnfollowed':
        return { ...doc, followers: doc.followers.filter((userId) => userId !== event.data.userId) };
      case 'InsightDismissed':
        return statusChange(doc, event, {
          kind: 'dismissed',
          at: event.data.dismissedAt,
          actor: event.data.dismissedBy,
          reason: event.data.reason,
        });
      case 'InsightResurfaced':
        return statusChange(doc, event, {
          kind: 'resurfaced',
          at: event.data.resurfacedAt,
          actor: null,
          reason: event.data.dismissedReason,
          new_mentions: event.data.newMentions,
        });
      case 'InsightMarkedStale':
        return statusChange(doc, event, { kind: 'stale', at: event.data.markedAt, actor: null });
      case 'InsightDeleted':
        return statusChange(doc, event, { kind: 'deleted', at: event.data.deletedAt, actor: event.data.deletedBy });
      case 'InsightCommentPosted':
        return commented(doc, event);
      case 'InsightCommentDeleted':
        return withItems(
          doc,
          doc.items.filter((item) => item.comment_id !== event.data.commentId),
        );
      default:
        // Saves and scores are each person's own business: nobody is told.
        return doc;
    }
  },
};
