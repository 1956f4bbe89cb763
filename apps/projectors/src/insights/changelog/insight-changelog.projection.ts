import { insightEventTypes } from '@app/domain';
import type { RecordedEvent } from '@app/infrastructure/event-store';
import type { InsightChangelogView } from '@app/infrastructure/read-models';
import type { Projection } from '@app/infrastructure/processors';
import { type ChangelogEvent, changelogEntryOf } from './changelog-entry';

/** The insight an event of the changelog belongs to: its own stream's, or its discussion's. */
export function changelogInsightOf(event: RecordedEvent<ChangelogEvent>): string | null {
  return event.streamId.startsWith('insight-') || event.streamId.startsWith('insightcomments-') ? event.data.insightId : null;
}

/**
 * The heading of each insight's changelog: its project (a project's changelog finds its insights
 * here), its title as the latest analysis gave it, whether it was deleted, and what happened to it
 * last. A small document of fixed size; the entries themselves are runs of
 * `insight_changelog_runs`. Unlike the recommendations view it survives the insight's deletion.
 */
export const insightChangelogProjection: Projection<InsightChangelogView, ChangelogEvent> = {
  collection: 'insight_changelog_headings',
  // A project's changelog (always within the caller's organisation).
  indexes: [['organisation_id', 'product_id']],
  handles: new Set([...insightEventTypes, 'InsightCommentPosted', 'InsightCommentDeleted'] as const),
  documentId: changelogInsightOf,
  evolve(doc, event: RecordedEvent<ChangelogEvent>) {
    const entry = changelogEntryOf(event);
    const latest = entry ? { action: entry.action, at: entry.at, position: entry.position } : doc?.latest;
    if (event.type === 'InsightCreated') {
      const { data } = event;
      return {
        insight_id: data.insightId,
        organisation_id: data.organisationId,
        product_id: data.productId,
        title: data.title,
        deleted: false,
        latest: latest!,
      };
    }
    if (!doc || !latest) return doc;
    if (event.type === 'InsightRevised') return { ...doc, title: event.data.title, latest };
    if (event.type === 'InsightDeleted') return { ...doc, deleted: true, latest };
    return { ...doc, latest };
  },
};
