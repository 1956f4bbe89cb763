import { type InsightCommentEvent, insightCommentEventTypes } from '@app/domain';
import type { InsightCommentsView } from '@app/infrastructure/read-models';
import type { Projection } from '@app/infrastructure/processors';

/** Everyone the remaining comments mention, each once. */
const mentionedIn = (comments: InsightCommentsView['comments']) => [...new Set(comments.flatMap((comment) => comment.mentions))];

/**
 * An insight's discussion as its page shows it: the comments still there, with their chains. A
 * deleted comment is gone from it (and a chain with it when it was the last), and so are its
 * mentions.
 */
export const insightCommentsProjection: Projection<InsightCommentsView, InsightCommentEvent> = {
  collection: 'insight_comments',
  // A member's mentions (within their organisation), and the insight a comment is on.
  indexes: [{ contains: 'mentioned' }, { contains: 'comment_ids' }],
  handles: insightCommentEventTypes,
  documentId: (event) => event.data.insightId,
  evolve(doc, event) {
    switch (event.type) {
      case 'InsightCommentPosted': {
        const { data } = event;
        const base = doc ?? {
          insight_id: data.insightId,
          organisation_id: data.organisationId,
          product_id: data.productId,
          comments: [],
          comment_ids: [],
          mentioned: [],
        };
        const comments = [
          ...base.comments,
          {
            comment_id: data.commentId,
            chain_id: data.chainId,
            start: data.start,
            author_id: data.authorId,
            text: data.text,
            mentions: data.mentions,
            posted_at: data.postedAt,
          },
        ];
        return { ...base, comments, comment_ids: [...base.comment_ids, data.commentId], mentioned: mentionedIn(comments) };
      }
      case 'InsightCommentDeleted': {
        if (!doc) return null;
        const comments = doc.comments.filter((comment) => comment.comment_id !== event.data.commentId);
        return {
          ...doc,
          comments,
          comment_ids: doc.comment_ids.filter((id) => id !== event.data.commentId),
          mentioned: mentionedIn(comments),
        };
      }
    }
  },
};
