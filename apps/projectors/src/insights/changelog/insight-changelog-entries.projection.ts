import { insightEventTypes } from '@app/domain';
import type { RecordedEvent } from '@app/infrastructure/event-store';
import type { InsightChangelogEntriesView } from '@app/infrastructure/read-models';
import { CHANGELOG_CHUNK_SIZE, storedEntry } from '@app/infrastructure/read-models';
import type { Projection } from '@app/infrastructure/processors';
import { withoutCommentWords } from '../../comments/changelog-commented';
import { type ChangelogEvent, changelogEntryOf } from './changelog-entry';
import { changelogInsightOf } from './insight-changelog.projection';

/**
 * The insight changelog's entries, in runs: an insight's own stream in runs of
 * CHANGELOG_CHUNK_SIZE consecutive events (by stream revision, so a rebuild cuts them alike), and
 * each comment on its own, because its deletion later takes its words out of its entry. A new entry
 * rewrites one short run, never the insight's whole history.
 */
export const insightChangelogEntriesProjection: Projection<InsightChangelogEntriesView, ChangelogEvent> = {
  collection: 'insight_changelog_runs',
  // One insight's entries, and a project's (its insights' ids), newest runs first.
  indexes: [['organisation_id', 'insight_id', 'last_position']],
  handles: new Set([...insightEventTypes, 'InsightCommentPosted', 'InsightCommentDeleted'] as const),
  documentId(event) {
    if (changelogInsightOf(event) === null) return null;
    if (event.type === 'InsightCommentPosted' || event.type === 'InsightCommentDeleted') return `comment-${event.data.commentId}`;
    return `${event.streamId}.${Math.floor(event.revision / CHANGELOG_CHUNK_SIZE)}`;
  },
  evolve(doc, event: RecordedEvent<ChangelogEvent>) {
    if (event.type === 'InsightCommentDeleted') return doc && withoutCommentWords(doc, event.data.commentId);
    const entry = storedEntry(changelogEntryOf(event)!);
    // The organisation is the insight's, which every event of its streams carries in its metadata.
    if (!doc)
      return {
        insight_id: changelogInsightOf(event)!,
        organisation_id: event.metadata.organisationId!,
        last_position: entry.position,
        entries: [entry],
      };
    return { ...doc, last_position: entry.position, entries: [...doc.entries, entry] };
  },
};
