/** A comment still there (the `insight_comments` collection). */
export interface InsightCommentView {
  comment_id: string;
  chain_id: string;
  /** When its chain began. */
  start: string;
  author_id: string;
  text: string;
  mentions: string[];
  posted_at: string;
}

/**
 * An insight's discussion (the `insight_comments` collection, id = insight id): its comments in
 * log order. `comment_ids` finds the insight of a comment; `mentioned` finds a member's mentions.
 */
export interface InsightCommentsView {
  insight_id: string;
  organisation_id: string;
  product_id: string;
  comments: InsightCommentView[];
  comment_ids: string[];
  mentioned: string[];
}

export type NotificationKind = 'new_evidence' | 'comment' | 'mention' | 'dismissed' | 'resurfaced' | 'stale' | 'deleted';

/** One thing that happened to an insight, and who is told of it. */
export interface InsightNotificationView {
  notification_id: string;
  kind: NotificationKind;
  at: string;
  /** Who did it; null for what an analysis did. */
  actor: string | null;
  recipients: string[];
  comment_id: string | null;
  chain_id: string | null;
  /** The comment's opening words. */
  excerpt: string | null;
  new_mentions: number | null;
  reason: string | null;
}

/**
 * What an insight's followers (and the members its comments mention) are told (the
 * `insight_notifications` collection, id = insight id): the newest notifications, and
 * `audience`, everyone any of them is for.
 */
export interface InsightNotificationsView {
  insight_id: string;
  organisation_id: string;
  product_id: string;
  title: string;
  followers: string[];
  items: InsightNotificationView[];
  audience: string[];
}

/** What a person has read of their notifications (the `notification_reads` collection, id = user id). */
export interface NotificationReadsView {
  user_id: string;
  read_up_to: string | null;
  read_ids: string[];
}
