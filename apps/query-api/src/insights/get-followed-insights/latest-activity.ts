import { streams } from '@app/domain';
import {
  CHANGELOG_CHUNK_SIZE,
  type ChangelogAction,
  type InsightChangelogEntriesView,
  type InsightCommentsView,
} from '@app/infrastructure/read-models';
import type { ReadDocument, ReadStore } from '@app/infrastructure/read-store';
import type { InsightDocument } from '../insights';

export interface LatestActivity {
  action: ChangelogAction;
  at: string;
}

type RunDocument = InsightChangelogEntriesView & ReadDocument;
type DiscussionDocument = InsightCommentsView & ReadDocument;

/** The changelog run that holds the entry of the event its view last applied (views projected before they kept their revision have none). */
const runIdOf = ({ insight_id, revision }: InsightDocument) =>
  revision === undefined ? null : `${streams.insight(insight_id)}.${Math.floor(revision / CHANGELOG_CHUNK_SIZE)}`;

/**
 * What happened last to each insight: the newer of its own stream's latest changelog entry (the last
 * entry of the run its view's revision falls in) and its discussion's latest remaining comment. Read
 * at query time, two lookups by id for the whole page, so that no save or comment has to rewrite a
 * summary document for the one screen that shows it. Absent for an insight whose run is not yet
 * projected (its view's `updated_at` stands in).
 */
export async function latestActivityOf(readStore: ReadStore, insights: InsightDocument[]): Promise<Map<string, LatestActivity>> {
  const runIds = new Map(insights.map((insight) => [insight.insight_id, runIdOf(insight)]));
  const [runs, discussions] = await Promise.all([
    readStore.getMany<RunDocument>(
      'insight_changelog_runs',
      [...runIds.values()].filter((runId) => runId !== null),
    ),
    readStore.getMany<DiscussionDocument>('insight_comments', [...runIds.keys()]),
  ]);
  const latest = new Map<string, LatestActivity>();
  for (const [insightId, runId] of runIds) {
    const entry = runId === null ? undefined : runs.get(runId)?.entries.at(-1);
    const comment = discussions.get(insightId)?.comments.at(-1);
    if (comment && (!entry || comment.posted_at > entry.at)) latest.set(insightId, { action: 'commented', at: comment.posted_at });
    else if (entry) latest.set(insightId, { action: entry.action, at: entry.at });
  }
  return latest;
}
