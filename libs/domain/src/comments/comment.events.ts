import { eventTypeSet } from '../shared/decider';

/**
 * An insight's discussion, in its own stream (`insightcomments-<insightId>`): comments grouped
 * into chains (SPEC.md section 3, comment_chain_id), each chain dated by its first comment
 * (`start`). Its events carry the insight's organisation and project, so read models and live
 * updates are scoped without reading the insight.
 */
export interface InsightCommentPostedData {
  commentId: string;
  insightId: string;
  organisationId: string;
  productId: string;
  chainId: string;
  /** When the chain began: the first comment's time, repeated on every reply. */
  start: string;
  text: string;
  authorId: string;
  /** Members of the organisation the author named with @, each once. */
  mentions: string[];
  postedAt: string;
}

export interface InsightCommentDeletedData {
  commentId: string;
  insightId: string;
  chainId: string;
  deletedBy: string;
  deletedAt: string;
  /** The chain's last comment went with it: the chain is gone (SPEC.md section 4). */
  chainEmptied: boolean;
}

export type InsightCommentEvent =
  { type: 'InsightCommentPosted'; data: InsightCommentPostedData } | { type: 'InsightCommentDeleted'; data: InsightCommentDeletedData };

export const insightCommentEventTypes = eventTypeSet<InsightCommentEvent>({
  InsightCommentPosted: true,
  InsightCommentDeleted: true,
});

/**
 * Longest comment kept, in characters: a discussion note, not a document (those belong in the
 * Data Library). It keeps each event small and a chain readable; 5,000 characters is about two
 * pages of prose, far beyond any comment people write in practice.
 */
export const COMMENT_MAX_CHARS = 5000;

/** Most members one comment may mention: more is a broadcast, not a mention. */
export const COMMENT_MAX_MENTIONS = 20;
