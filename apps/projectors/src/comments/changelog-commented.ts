import type { InsightCommentEvent } from '@app/domain';
import type { RecordedEvent } from '@app/infrastructure/event-store';
import type { ChangelogEntryView } from '@app/infrastructure/read-models';
import { commentExcerpt } from './comment-excerpt';

export type InsightCommentPosted = Extract<InsightCommentEvent, { type: 'InsightCommentPosted' }>;

/**
 * The insight changelog's entry for a comment: who commented and when, with the comment's opening
 * words in `reason` (the entry's free text, as a dismissal's reason is).
 */
export function commentedEntry(
  event: RecordedEvent<InsightCommentPosted>,
): Pick<ChangelogEntryView, 'action' | 'actor' | 'at' | 'position' | 'reason'> {
  const { data } = event;
  return { action: 'commented', actor: data.authorId, at: data.postedAt, position: event.position, reason: commentExcerpt(data.text) };
}
