import type { RecordedEvent } from '@app/infrastructure/event-store';
import type { InsightChangelogView } from '@app/infrastructure/read-models';
import type { Projection } from '@app/infrastructure/processors';
import type { ChangelogEvent } from './changelog-entry';

/** The insight an event of the changelog belongs to: its own stream's, or its discussion's. */
export function changelogInsightOf(event: RecordedEvent<ChangelogEvent>): string | null {
  return event.streamId.startsWith('insight-') || event.streamId.startsWith('insightcomments-') ? event.data.insightId : null;
}

/**
 * The heading of each insight's changelog: its project (a project's changelog finds its insights
 * here), its title as the latest analysis gave it, and whether it was deleted. Only the events that
 * change those touch it, so a save or a comment writes no heading; the entries themselves are runs
 * of `insight_changelog_runs`. Unlike the recommendations view it survives the insight's deletion.
 */
export const insightChangelogProjection: Projection<InsightChangelogView, ChangelogEvent> = {
  collection: 'insight_changelog_headings',
  // A project's changelog (always within the caller's organisation).
  indexes: [['organisation_id', 'product_id']],
  handles: new Set(['InsightCreated', 'InsightRevised', 'InsightDeleted'] as const),
  documentId: changelogInsightOf,
  evolve(doc, event: RecordedEvent<ChangelogEvent>) {
    switch (event.type) {
      case 'InsightCreated': {
        const { data } = event;
        return {
          insight_id: data.insightId,
          organisation_id: data.organisationId,
          product_id: data.productId,
          title: data.title,
          deleted: false,
        };
      }
      case 'InsightRevised':
        return doc && { ...doc, title: event.data.title };
      case 'InsightDeleted':
        return doc && { ...doc, deleted: true };
      default:
        return doc;
    }
  },
};
