import type { InsightCommentEvent } from '@app/domain';
import type { RecordedEvent } from '@app/infrastructure/event-store';
import type { ChangelogEntryView, InsightChangelogEntriesView } from '@app/infrastructure/read-models';
import { commentExcerpt } from './comment-excerpt';

export type InsightCommentPosted = Extract<InsightCommentEvent, { type: 'InsightCommentPosted' }>;
export type InsightCommentDeleted = Extract<InsightCommentEvent, { type: 'InsightCommentDeleted' }>;

/**
 * The insight changelog's entry for a comment: who commented and when, with the comment's opening
 * words in `reason` (the entry's free text, as a dismissal's reason is).
 */
export function commentedEntry(
  event: RecordedEvent<InsightCommentPosted>,
): Pick<ChangelogEntryView, 'action' | 'actor' | 'at' | 'position' | 'reason' | 'comment_id'> {
  const { data } = event;
  return {
    action: 'commented',
    actor: data.authorId,
    at: data.postedAt,
    position: event.position,
    reason: commentExcerpt(data.text),
    comment_id: data.commentId,
  };
}

/**
 * The changelog once a comment is deleted: that someone commented, and when, stays on record; the
 * words its author took back leave the changelog as they left the page (the event log keeps them).
 */
export function withoutCommentWords(doc: InsightChangelogEntriesView, commentId: string): InsightChangelogEntriesView {
  return {
    ...doc,
    entries: doc.entries.map((entry) =>
      entry.action === 'commented' && entry.comment_id === commentId ? { ...entry, reason: null } : entry,
    ),
  };
}
