import type { InsightCommentEvent, InsightContent, InsightEvent, NotificationReadEvent } from '@app/domain';
import type { RecordedEvent } from '@app/infrastructure/event-store';
import type { InsightNotificationsView } from '@app/infrastructure/read-models';
import type { SqlReadStore } from '@app/infrastructure/read-store';
import type { PgliteClient } from '@app/infrastructure/sql';
import { openSqlReadStore, project, recorded, withoutPosition } from '../runtime/projection-fixtures.spec-helper';
import { commentExcerpt, EXCERPT_CHARS } from './comment-excerpt';
import { insightCommentsProjection } from './insight-comments.projection';
import { insightNotificationsProjection } from './insight-notifications.projection';
import { notificationReadsProjection } from './notification-reads.projection';

const org = '0b7e3c2a-2222-4f0e-8a11-000000000001';
const insightId = '9c8b7a6d-5555-4e4f-9a0b-000000000001';
const [ann, ben, cat] = ['u-ann', 'u-ben', 'u-cat'];
const at = (hour: number) => `2025-03-01T${String(hour).padStart(2, '0')}:00:00.000Z`;

const content: InsightContent = {
  title: 'Exports',
  summary: 'Exports fail',
  keyPhrases: [],
  quotes: [],
  membersArtefact: 'a'.repeat(64),
  snippetCount: 12,
  sentiment: { mean: 0, label: 'neutral', positive: 0, neutral: 12, negative: 0 },
  impact: { score: 60, factors: [] },
  priority: { score: 40, factors: [] },
  surveyColumnName: null,
  surveyBreakdowns: [],
  sourceBreakdown: { byKind: {}, byDocument: [] },
  mentionsByDay: {},
  measuredAt: at(0),
  halfLifeDays: 30,
};

const posted = (commentId: string, authorId: string, mentions: string[], chainId = 'ch-1', hour = 2): InsightCommentEvent => ({
  type: 'InsightCommentPosted',
  data: {
    commentId,
    insightId,
    organisationId: org,
    productId: 'p-1',
    chainId,
    start: at(2),
    text: `Text of ${commentId}`,
    authorId,
    mentions,
    postedAt: at(hour),
  },
});
const deleted = (commentId: string, chainEmptied: boolean): InsightCommentEvent => ({
  type: 'InsightCommentDeleted',
  data: { commentId, insightId, chainId: 'ch-1', deletedBy: ann, deletedAt: at(9), chainEmptied },
});

/** Events in log order, each recorded on its own stream at its own position. */
function inLog(events: Array<InsightEvent | InsightCommentEvent>): RecordedEvent[] {
  return events.map((event, index) =>
    recorded(
      event,
      {
        streamId: event.type.startsWith('InsightComment') ? `insightcomments-${insightId}` : `insight-${insightId}`,
        revision: index,
        position: index + 1,
      },
      org,
    ),
  );
}

function fold<Doc extends object>(
  projection: { evolve(doc: Doc | null, event: RecordedEvent): Doc | null },
  events: RecordedEvent[],
): Doc | null {
  return events.reduce<Doc | null>((doc, event) => projection.evolve(doc, event), null);
}

const history: Array<InsightEvent | InsightCommentEvent> = [
  {
    type: 'InsightCreated',
    data: { insightId, organisationId: org, productId: 'p-1', jobId: 'j-1', version: 1, createdAt: at(0), ...content },
  },
  { type: 'InsightFollowed', data: { insightId, userId: ben, followedAt: at(1) } },
  { type: 'InsightFollowed', data: { insightId, userId: cat, followedAt: at(1) } },
  posted('c-1', ann, [ben]),
  posted('c-2', ben, [], 'ch-1', 3),
  {
    type: 'InsightRevised',
    data: {
      insightId,
      jobId: 'j-2',
      version: 2,
      ...content,
      title: 'Exports fail',
      newEvidence: { count: 4, snippetIds: [] },
      revisedAt: at(4),
    },
  },
  { type: 'InsightSaved', data: { insightId, userId: cat, savedAt: at(5) } },
  { type: 'InsightDismissed', data: { insightId, reason: 'Known', searchQuery: null, dismissedBy: cat, dismissedAt: at(6) } },
];

describe('the insight comments read model', () => {
  it('keeps the comments still there, the ids to find their insight by, and who they mention', () => {
    const events = inLog([...history, deleted('c-1', false)]);
    const doc = fold(
      insightCommentsProjection,
      events.filter((event) => insightCommentsProjection.handles.has(event.type as never)),
    );
    expect(doc).toMatchObject({ insight_id: insightId, organisation_id: org, product_id: 'p-1', comment_ids: ['c-2'], mentioned: [] });
    expect(doc?.comments.map((comment) => comment.comment_id)).toEqual(['c-2']);
    const before = fold(
      insightCommentsProjection,
      inLog(history).filter((event) => insightCommentsProjection.handles.has(event.type as never)),
    );
    expect(before?.mentioned).toEqual([ben]);
  });
});

describe('the insight notifications read model', () => {
  const notified = (events: Array<InsightEvent | InsightCommentEvent>) =>
    fold<InsightNotificationsView>(
      insightNotificationsProjection,
      inLog(events).filter((event) => insightNotificationsProjection.handles.has(event.type as never)),
    );

  it('tells followers of comments by others, the mentioned of mentions, and followers of new evidence and status changes', () => {
    const doc = notified(history)!;
    expect(doc.items.map((item) => [item.kind, item.recipients])).toEqual([
      ['mention', [ben]],
      ['comment', [cat]],
      // Ben's own comment: Cat is told, Ben is not.
      ['comment', [cat]],
      ['new_evidence', [ben, cat]],
      // Cat dismissed it: only Ben is told.
      ['dismissed', [ben]],
    ]);
    expect(doc.items[0]).toMatchObject({ actor: ann, comment_id: 'c-1', chain_id: 'ch-1', excerpt: 'Text of c-1' });
    expect(doc.items[3]).toMatchObject({ actor: null, new_mentions: 4 });
    expect(doc.title).toBe('Exports fail');
    expect(doc.audience.sort()).toEqual([ben, cat]);
  });

  it('takes a deleted comment’s notifications away, and tells nobody who no longer follows', () => {
    const doc = notified([
      ...history,
      deleted('c-1', false),
      { type: 'InsightUnfollowed', data: { insightId, userId: ben, unfollowedAt: at(10) } },
      { type: 'InsightDeleted', data: { insightId, deletedBy: ann, deletedAt: at(11) } },
    ])!;
    expect(doc.items.map((item) => item.kind)).toEqual(['comment', 'new_evidence', 'dismissed', 'deleted']);
    expect(doc.items.at(-1)?.recipients).toEqual([cat]);
  });

  it('leaves the document as it was when nobody is told, and keeps its audience while its members stay the same', () => {
    // Both are what the read store compares by identity to write only the fields a fold replaced.
    const created = recorded(history[0] as InsightEvent, { streamId: `insight-${insightId}`, revision: 0, position: 1 }, org);
    const comment = recorded(posted('c-1', ann, []), { streamId: `insightcomments-${insightId}`, revision: 0, position: 2 }, org);
    const unfollowed = insightNotificationsProjection.evolve(null, created)!;
    expect(insightNotificationsProjection.evolve(unfollowed, comment)).toBe(unfollowed);

    const doc = notified(history)!;
    const again = recorded(posted('c-3', ann, []), { streamId: `insightcomments-${insightId}`, revision: 100, position: 100 }, org);
    const after = insightNotificationsProjection.evolve(doc, again)!;
    expect(after.items).toHaveLength(doc.items.length + 1);
    expect(after.audience).toBe(doc.audience);
  });

  it('cuts a long comment to its opening words for the excerpt, without splitting a character', () => {
    const long = `${'😀'.repeat(EXCERPT_CHARS)} tail`;
    expect([...commentExcerpt(long)]).toHaveLength(EXCERPT_CHARS);
    expect(commentExcerpt('  two\n\nlines ')).toBe('two lines');
  });
});

describe('through the writer, the same events twice', () => {
  let sql: PgliteClient;
  let readStore: SqlReadStore;
  beforeAll(async () => {
    ({ sql, readStore } = await openSqlReadStore());
  });
  afterAll(async () => {
    await sql.close();
  });

  it('changes nothing the second time, and finds a member’s notifications and mentions and a comment’s insight', async () => {
    const reads: NotificationReadEvent = { type: 'NotificationsRead', data: { userId: ben, notificationIds: ['n-1'], readAt: at(12) } };
    const events = [...inLog(history), recorded(reads, { streamId: `notificationreads-${ben}`, revision: 0, position: 100 }, null)];
    const projections = [insightCommentsProjection, insightNotificationsProjection, notificationReadsProjection];
    for (const projection of projections) await readStore.ensureIndexes(projection.collection, projection.indexes ?? []);
    await project(projections, events, readStore);
    const read = async () =>
      Promise.all([
        readStore.get('insight_comments', insightId),
        readStore.get('insight_notifications', insightId),
        readStore.get('notification_reads', ben),
      ]).then((docs) => docs.map(withoutPosition));
    const once = await read();
    await project(projections, events, readStore);
    expect(await read()).toEqual(once);
    expect(once[2]).toEqual({ user_id: ben, read_up_to: null, read_ids: ['n-1'] });
    expect((await readStore.find('insight_notifications', { organisation_id: org, audience: { contains: cat } })).length).toBe(1);
    expect((await readStore.find('insight_comments', { organisation_id: org, mentioned: { contains: ben } })).length).toBe(1);
    expect((await readStore.find('insight_comments', { organisation_id: org, comment_ids: { contains: 'c-2' } })).length).toBe(1);
  });
});
