import type { InsightContent, InsightEvent } from '@app/domain';
import { CHANGELOG_CHUNK_SIZE, entryFromStored } from '@app/infrastructure/read-models';
import type { RecordedEvent } from '@app/infrastructure/event-store';
import type { ChangelogEntryView, InsightChangelogEntriesView, InsightChangelogView } from '@app/infrastructure/read-models';
import { recorded } from '../../runtime/projection-fixtures.spec-helper';
import type { ChangelogEvent } from './changelog-entry';
import { insightChangelogEntriesProjection } from './insight-changelog-entries.projection';
import { insightChangelogProjection } from './insight-changelog.projection';

const organisationId = '0b7e3c2a-2222-4f0e-8a11-000000000001';
const productId = '7a1d2c3b-4444-4c5d-8e6f-000000000001';
const insightId = '9c8b7a6d-5555-4e4f-9a0b-000000000001';

const content = (title: string, impact: number): InsightContent => ({
  title,
  summary: title,
  keyPhrases: [],
  quotes: [],
  membersArtefact: 'a'.repeat(64),
  snippetCount: 12,
  sentiment: { mean: 0, label: 'neutral', positive: 0, neutral: 12, negative: 0 },
  impact: { score: impact, factors: [] },
  priority: { score: 40, factors: [] },
  surveyColumnName: null,
  surveyBreakdowns: [],
  sourceBreakdown: { byKind: {}, byDocument: [] },
  mentionsByDay: {},
  measuredAt: '2025-03-01T00:00:00.000Z',
  halfLifeDays: 30,
});

const history: InsightEvent[] = [
  {
    type: 'InsightCreated',
    data: {
      insightId,
      organisationId,
      productId,
      jobId: 'j-1',
      version: 1,
      createdAt: '2025-03-01T10:00:00.000Z',
      ...content('Exports', 61),
    },
  },
  { type: 'InsightImpactScoreSet', data: { insightId, score: 90, previous: 61, setBy: 'u-1', setAt: '2025-03-02T10:00:00.000Z' } },
  {
    type: 'InsightRevised',
    data: {
      insightId,
      jobId: 'j-2',
      version: 2,
      newEvidence: { count: 4, snippetIds: [] },
      revisedAt: '2025-03-03T10:00:00.000Z',
      ...content('Exports fail', 70),
    },
  },
  { type: 'InsightImpactScoreSet', data: { insightId, score: 20, previous: 90, setBy: 'u-2', setAt: '2025-03-04T10:00:00.000Z' } },
  {
    type: 'InsightDismissed',
    data: { insightId, reason: 'Not relevant', searchQuery: null, dismissedBy: 'u-2', dismissedAt: '2025-03-05T10:00:00.000Z' },
  },
  { type: 'InsightDeleted', data: { insightId, deletedBy: 'u-1', deletedAt: '2025-03-06T10:00:00.000Z' } },
];

type Recorded = RecordedEvent<ChangelogEvent>;

/** The insight's own events, recorded one after another on its stream from position 10. */
const onItsStream = (events: ChangelogEvent[]): Recorded[] =>
  events.map((event, revision) => recorded(event, { streamId: `insight-${insightId}`, revision, position: 10 + revision }, organisationId));

/** Both read models as the projector leaves them (each handed only the events it handles): the heading, and the runs of entries by id. */
function project(events: Recorded[]) {
  let heading: InsightChangelogView | null = null;
  const runs = new Map<string, InsightChangelogEntriesView | null>();
  for (const event of events) {
    if (insightChangelogProjection.handles.has(event.type) && insightChangelogProjection.documentId(event) === insightId)
      heading = insightChangelogProjection.evolve(heading, event);
    const runId = insightChangelogEntriesProjection.documentId(event);
    if (runId !== null) runs.set(runId, insightChangelogEntriesProjection.evolve(runs.get(runId) ?? null, event));
  }
  const entries: ChangelogEntryView[] = [...runs.values()]
    .flatMap((run) => run?.entries ?? [])
    .map(entryFromStored)
    .sort((a, b) => a.position - b.position);
  return { heading, runs, entries };
}

const comment = recorded(
  {
    type: 'InsightCommentPosted' as const,
    data: {
      commentId: 'c-1',
      insightId,
      organisationId,
      productId,
      chainId: 'ch-1',
      start: '2025-03-02T09:00:00.000Z',
      text: 'Seen this\nin three calls',
      authorId: 'u-4',
      mentions: [],
      postedAt: '2025-03-02T09:00:00.000Z',
    },
  },
  { streamId: `insightcomments-${insightId}`, revision: 0, position: 11 },
  organisationId,
);

describe('insight changelog projections', () => {
  it('lists every change in order, with who, when and from what to what; the impact change starts from what people saw', () => {
    const { heading, entries } = project(onItsStream(history));
    expect(heading).toEqual({
      insight_id: insightId,
      organisation_id: organisationId,
      product_id: productId,
      title: 'Exports fail',
      deleted: true,
    });
    expect(entries.map(({ action, actor, from, to, position }) => ({ action, actor, from, to, position }))).toEqual([
      { action: 'created', actor: null, from: null, to: null, position: 10 },
      { action: 'impact_changed', actor: 'u-1', from: 61, to: 90, position: 11 },
      // The analysis' new score does not replace the one a person set: the next change starts from 90.
      { action: 'revised', actor: null, from: null, to: null, position: 12 },
      { action: 'impact_changed', actor: 'u-2', from: 90, to: 20, position: 13 },
      { action: 'dismissed', actor: 'u-2', from: null, to: null, position: 14 },
      { action: 'deleted', actor: 'u-1', from: null, to: null, position: 15 },
    ]);
    expect(entries[2]).toMatchObject({ version: 2, new_mentions: 4 });
    expect(entries[4]).toMatchObject({ reason: 'Not relevant', search_query: null });
  });

  it('keeps a deleted insight, and invents no heading from an event without its creation', () => {
    expect(project(onItsStream(history)).heading).not.toBeNull();
    expect(project(onItsStream(history).slice(1)).heading).toBeNull();
  });

  it('stores a busy insight’s entries in runs of consecutive events, so a new entry never rewrites its whole history', () => {
    const saves: ChangelogEvent[] = Array.from(
      { length: 2.5 * CHANGELOG_CHUNK_SIZE - 1 },
      (_, n) =>
        ({
          type: n % 2 ? 'InsightUnsaved' : 'InsightSaved',
          data:
            n % 2
              ? { insightId, userId: 'u-1', unsavedAt: `2025-03-02T10:00:${String(n % 60).padStart(2, '0')}.000Z` }
              : { insightId, userId: 'u-1', savedAt: '2025-03-02T10:00:00.000Z' },
        }) as ChangelogEvent,
    );
    const { runs, entries } = project(onItsStream([history[0], ...saves]));
    const size = CHANGELOG_CHUNK_SIZE;
    expect([...runs.values()].map((run) => run!.entries.length)).toEqual([size, size, size / 2]);
    expect([...runs.values()].map((run) => run!.last_position)).toEqual([10 + size - 1, 10 + 2 * size - 1, 10 + 2.5 * size - 1]);
    expect(entries.map((entry) => entry.position)).toEqual(Array.from({ length: 2.5 * size }, (_, n) => 10 + n));
  });

  it('records a removed snippet with its reason and who, and a team priority change from -> to as places on the scale', () => {
    const { entries } = project(
      onItsStream([
        history[0],
        {
          type: 'InsightSnippetRemoved',
          data: {
            insightId,
            snippetId: 'd1:3',
            documentId: 'd1',
            reason: 'A quote from our own staff',
            removedBy: 'u-3',
            removedAt: '2025-03-02T11:00:00.000Z',
            content: content('Exports', 58),
          },
        },
        {
          type: 'InsightTeamPrioritySet',
          data: { insightId, priority: 'high', previous: 'none', setBy: 'u-1', setAt: '2025-03-02T12:00:00.000Z' },
        },
        {
          type: 'InsightTeamPrioritySet',
          data: { insightId, priority: 'low', previous: 'high', setBy: 'u-2', setAt: '2025-03-02T13:00:00.000Z' },
        },
      ]),
    );
    expect(entries.slice(1).map(({ action, actor, reason, from, to }) => ({ action, actor, reason, from, to }))).toEqual([
      { action: 'snippet_removed', actor: 'u-3', reason: 'A quote from our own staff', from: null, to: null },
      { action: 'team_priority_changed', actor: 'u-1', reason: null, from: 0, to: 3 },
      { action: 'team_priority_changed', actor: 'u-2', reason: null, from: 3, to: 1 },
    ]);
  });

  it('records a comment from its discussion stream: who, when, and its opening words, which its deletion takes back', () => {
    const [created] = onItsStream([history[0]]);
    expect(insightChangelogProjection.documentId(comment)).toBe(insightId);
    const posted = project([created, comment]);
    expect(posted.entries[1]).toMatchObject({
      action: 'commented',
      actor: 'u-4',
      at: '2025-03-02T09:00:00.000Z',
      reason: 'Seen this in three calls',
    });
    // The heading (project, title, deleted) is not the comment's business.
    expect(insightChangelogProjection.handles.has(comment.type)).toBe(false);
    expect(posted.heading).toEqual(project([created]).heading);

    // Deleted: that Ann commented, and when, stays; her words leave the changelog.
    const deletion = recorded(
      {
        type: 'InsightCommentDeleted' as const,
        data: { commentId: 'c-1', insightId, chainId: 'ch-1', deletedBy: 'u-4', deletedAt: '2025-03-02T10:00:00.000Z', chainEmptied: true },
      },
      { streamId: `insightcomments-${insightId}`, revision: 1, position: 12 },
      organisationId,
    );
    const after = project([created, comment, deletion]);
    expect(after.entries).toHaveLength(2);
    expect(after.entries[1]).toMatchObject({ action: 'commented', actor: 'u-4', at: '2025-03-02T09:00:00.000Z', reason: null });
  });
});
