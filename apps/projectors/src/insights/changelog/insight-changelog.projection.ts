import { type InsightEvent, insightEventTypes, TEAM_PRIORITIES } from '@app/domain';
import type { RecordedEvent } from '@app/infrastructure/event-store';
import type { ChangelogEntryView, InsightChangelogView } from '@app/infrastructure/read-models';
import type { Projection } from '@app/infrastructure/processors';
import {
  commentedEntry,
  type InsightCommentPosted,
  type InsightCommentDeleted,
  withoutCommentWords,
} from '../../comments/changelog-commented';

type Entry = Omit<ChangelogEntryView, 'reason' | 'from' | 'to' | 'new_mentions' | 'version' | 'search_query'> & Partial<ChangelogEntryView>;

/** An entry with every field present (null where the action has nothing to say). */
const entry = (fields: Entry): ChangelogEntryView => ({
  reason: null,
  from: null,
  to: null,
  new_mentions: null,
  version: null,
  search_query: null,
  ...fields,
});

function append(doc: InsightChangelogView | null, fields: Entry, changes: Partial<InsightChangelogView> = {}): InsightChangelogView | null {
  return doc && { ...doc, ...changes, entries: [...doc.entries, entry(fields)] };
}

/**
 * The changelog auditors read: one document per insight listing what happened to it, in log
 * order, with who, when and why. Unlike the recommendations view it survives the insight's
 * deletion (the deletion is its last entry), and rebuilding it from the log gives it back exactly.
 */
export const insightChangelogProjection: Projection<InsightChangelogView, InsightEvent | InsightCommentPosted | InsightCommentDeleted> = {
  collection: 'insight_changelog',
  // A project's changelog (always within the caller's organisation).
  indexes: [['organisation_id', 'product_id']],
  // Every change of an insight is an entry.
  // A comment is an entry too (its discussion stream is `insightcomments-<insightId>`).
  handles: new Set([...insightEventTypes, 'InsightCommentPosted', 'InsightCommentDeleted'] as const),
  documentId(event) {
    return event.streamId.startsWith('insight-') || event.streamId.startsWith('insightcomments-') ? event.data.insightId : null;
  },
  evolve(doc, event: RecordedEvent<InsightEvent | InsightCommentPosted | InsightCommentDeleted>) {
    const { position } = event;
    if (event.type === 'InsightCommentPosted') return append(doc, commentedEntry(event));
    if (event.type === 'InsightCommentDeleted') return doc && withoutCommentWords(doc, event.data.commentId);
    switch (event.type) {
      case 'InsightCreated': {
        const { data } = event;
        return {
          insight_id: data.insightId,
          organisation_id: data.organisationId,
          product_id: data.productId,
          title: data.title,
          deleted: false,
          shown_impact: data.impact.score,
          entries: [entry({ action: 'created', actor: null, at: data.createdAt, position, version: data.version })],
        };
      }
      case 'InsightRevised': {
        const { data } = event;
        return append(
          doc,
          { action: 'revised', actor: null, at: data.revisedAt, position, version: data.version, new_mentions: data.newEvidence.count },
          // A person's own score still shows; otherwise the analysis' new one does.
          {
            title: data.title,
            shown_impact: doc && doc.entries.some((e) => e.action === 'impact_changed') ? doc.shown_impact : data.impact.score,
          },
        );
      }
      case 'InsightMarkedStale':
        return append(doc, { action: 'stale', actor: null, at: event.data.markedAt, position, version: event.data.version });
      case 'InsightImpactScoreSet': {
        const { data } = event;
        return append(
          doc,
          { action: 'impact_changed', actor: data.setBy, at: data.setAt, position, from: doc?.shown_impact ?? null, to: data.score },
          { shown_impact: data.score },
        );
      }
      case 'InsightSaved':
        return append(doc, { action: 'saved', actor: event.data.userId, at: event.data.savedAt, position });
      case 'InsightUnsaved':
        return append(doc, { action: 'unsaved', actor: event.data.userId, at: event.data.unsavedAt, position });
      case 'InsightFollowed':
        return append(doc, { action: 'followed', actor: event.data.userId, at: event.data.followedAt, position });
      case 'InsightUnfollowed':
        return append(doc, { action: 'unfollowed', actor: event.data.userId, at: event.data.unfollowedAt, position });
      case 'InsightDismissed': {
        const { data } = event;
        return append(doc, {
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
        return append(doc, {
          action: 'resurfaced',
          actor: null,
          at: data.resurfacedAt,
          position,
          reason: data.dismissedReason,
          new_mentions: data.newMentions,
        });
      }
      case 'InsightDeleted':
        return append(doc, { action: 'deleted', actor: event.data.deletedBy, at: event.data.deletedAt, position }, { deleted: true });
      case 'InsightSnippetRemoved': {
        const { data } = event;
        return append(doc, { action: 'snippet_removed', actor: data.removedBy, at: data.removedAt, position, reason: data.reason });
      }
      case 'InsightTeamPrioritySet': {
        const { data } = event;
        return append(doc, {
          action: 'team_priority_changed',
          actor: data.setBy,
          at: data.setAt,
          position,
          // Places on the scale, so the entry keeps the numeric from/to every change shares.
          from: TEAM_PRIORITIES.indexOf(data.previous),
          to: TEAM_PRIORITIES.indexOf(data.priority),
        });
      }
    }
  },
};
