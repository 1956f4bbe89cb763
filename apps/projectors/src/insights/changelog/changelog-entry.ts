import { type InsightEvent, TEAM_PRIORITIES } from '@app/domain';
import type { RecordedEvent } from '@app/infrastructure/event-store';
import { type ChangelogEntryView, entryFromStored } from '@app/infrastructure/read-models';
import { commentedEntry, type InsightCommentDeleted, type InsightCommentPosted } from '../../comments/changelog-commented';

/** Every event the insight changelog reads: the insight's own and its discussion's. */
export type ChangelogEvent = InsightEvent | InsightCommentPosted | InsightCommentDeleted;

/** An entry with every field present (null where the action has nothing to say). */
const entry = entryFromStored;

/**
 * The changelog entry an event makes, from the event alone (who did what, when, why, from what
 * to what), so entries can be stored apart from each other; null for an event that is no entry
 * (a comment's deletion changes the entry its posting made).
 */
export function changelogEntryOf(event: RecordedEvent<ChangelogEvent>): ChangelogEntryView | null {
  const { position } = event;
  switch (event.type) {
    case 'InsightCreated':
      return entry({ action: 'created', actor: null, at: event.data.createdAt, position, version: event.data.version });
    case 'InsightRevised': {
      const { data } = event;
      return entry({
        action: 'revised',
        actor: null,
        at: data.revisedAt,
        position,
        version: data.version,
        new_mentions: data.newEvidence.count,
      });
    }
    case 'InsightMarkedStale':
      return entry({ action: 'stale', actor: null, at: event.data.markedAt, position, version: event.data.version });
    case 'InsightImpactScoreSet': {
      const { data } = event;
      return entry({ action: 'impact_changed', actor: data.setBy, at: data.setAt, position, from: data.previous, to: data.score });
    }
    case 'InsightSaved':
      return entry({ action: 'saved', actor: event.data.userId, at: event.data.savedAt, position });
    case 'InsightUnsaved':
      return entry({ action: 'unsaved', actor: event.data.userId, at: event.data.unsavedAt, position });
    case 'InsightFollowed':
      return entry({ action: 'followed', actor: event.data.userId, at: event.data.followedAt, position });
    case 'InsightUnfollowed':
      return entry({ action: 'unfollowed', actor: event.data.userId, at: event.data.unfollowedAt, position });
    case 'InsightDismissed': {
      const { data } = event;
      return entry({
        action: 'dismissed',
        actor: data.dismissedBy,
        at: data.dismissedAt,
        position,
        reason: data.reason,
        search_query: data.searchQuery,
      });
    }
    case 'InsightResurfaced': {
      const { data } = event;
      return entry({
        action: 'resurfaced',
        actor: null,
        at: data.resurfacedAt,
        position,
        reason: data.dismissedReason,
        new_mentions: data.newMentions,
      });
    }
    case 'InsightDeleted':
      return entry({ action: 'deleted', actor: event.data.deletedBy, at: event.data.deletedAt, position });
    case 'InsightSnippetRemoved': {
      const { data } = event;
      return entry({ action: 'snippet_removed', actor: data.removedBy, at: data.removedAt, position, reason: data.reason });
    }
    case 'InsightTeamPrioritySet': {
      const { data } = event;
      // Places on the scale, so the entry keeps the numeric from/to every change shares.
      return entry({
        action: 'team_priority_changed',
        actor: data.setBy,
        at: data.setAt,
        position,
        from: TEAM_PRIORITIES.indexOf(data.previous),
        to: TEAM_PRIORITIES.indexOf(data.priority),
      });
    }
    case 'InsightCommentPosted':
      return entry(commentedEntry(event));
    case 'InsightCommentDeleted':
      return null;
  }
}
