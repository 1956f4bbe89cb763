import type { InsightContent, InsightEvent } from '@app/domain';
import type { RecordedEvent } from '@app/infrastructure/event-store';
import type { InsightView } from '@app/infrastructure/read-models';
import type { SqlReadStore } from '@app/infrastructure/read-store';
import type { PgliteClient } from '@app/infrastructure/sql';
import { openSqlReadStore, project, recorded } from '../../runtime/projection-fixtures.spec-helper';
import { insightsProjection } from './insights.projection';

const organisationId = '0b7e3c2a-2222-4f0e-8a11-000000000001';
const productId = '7a1d2c3b-4444-4c5d-8e6f-000000000001';
const insightId = '9c8b7a6d-5555-4e4f-9a0b-000000000001';
const documentId = '5d0c8f4e-3333-4b6a-9e21-000000000001';
const stream = `insight-${insightId}`;

const content = (title: string, overrides: Partial<InsightContent> = {}): InsightContent => ({
  title,
  summary: `${title}, summarised`,
  keyPhrases: ['export', 'csv'],
  quotes: [{ snippetId: `${documentId}:3`, documentId, text: 'Exporting to CSV takes ages' }],
  membersArtefact: 'a'.repeat(64),
  snippetCount: 12,
  sentiment: { mean: -0.4, label: 'negative', positive: 1, neutral: 3, negative: 8 },
  impact: {
    score: 61,
    factors: [{ name: 'recency', value: 0.5, weight: 0.15, contribution: 7.5, known: true, explanation: 'Freshness 50%.' }],
  },
  priority: { score: 40, factors: [] },
  surveyColumnName: null,
  surveyBreakdowns: [],
  sourceBreakdown: { byKind: { transcript: 12 }, byDocument: [{ documentId, fileName: 'Call.vtt', count: 12 }] },
  mentionsByDay: { '2025-02-01': 5, '2025-02-20': 7 },
  measuredAt: '2025-03-01T00:00:00.000Z',
  halfLifeDays: 30,
  ...overrides,
});

const created: InsightEvent = {
  type: 'InsightCreated',
  data: {
    insightId,
    organisationId,
    productId,
    jobId: 'analysis-p-1',
    version: 1,
    createdAt: '2025-03-01T10:00:00.000Z',
    ...content('Exports are slow'),
  },
};
const revised: InsightEvent = {
  type: 'InsightRevised',
  data: {
    insightId,
    jobId: 'analysis-p-2',
    version: 2,
    newEvidence: { count: 4, snippetIds: ['x:1'] },
    revisedAt: '2025-03-05T10:00:00.000Z',
    ...content('Exports are slow and fail', { snippetCount: 16, surveyColumnName: 'Why?', surveyBreakdowns: [{ column: 'Age' }] }),
  },
};
const stale: InsightEvent = {
  type: 'InsightMarkedStale',
  data: { insightId, jobId: 'analysis-p-3', version: 3, markedAt: '2025-03-09T10:00:00.000Z' },
};
const scored: InsightEvent = {
  type: 'InsightImpactScoreSet',
  data: { insightId, score: 90, previous: 61.5, setBy: 'u-1', setAt: '2025-03-06T10:00:00.000Z' },
};

const at = (event: InsightEvent, revision: number) =>
  recorded(event, { streamId: stream, revision, position: revision + 1 }, organisationId);

const createdView: InsightView = {
  insight_id: insightId,
  organisation_id: organisationId,
  product_id: productId,
  status: 'current',
  title: 'Exports are slow',
  summary: 'Exports are slow, summarised',
  key_phrases: ['export', 'csv'],
  quotes: [{ snippet_id: `${documentId}:3`, document_id: documentId, text: 'Exporting to CSV takes ages' }],
  members_artefact: 'a'.repeat(64),
  snippet_count: 12,
  sentiment: { mean: -0.4, label: 'negative', positive: 1, neutral: 3, negative: 8 },
  impact: {
    score: 61,
    factors: [{ name: 'recency', value: 0.5, weight: 0.15, contribution: 7.5, known: true, explanation: 'Freshness 50%.' }],
  },
  priority: { score: 40, factors: [] },
  survey_column_name: null,
  survey_breakdowns: [],
  source_breakdown: { by_kind: { transcript: 12 }, by_document: [{ document_id: documentId, file_name: 'Call.vtt', count: 12 }] },
  mentions_by_day: { '2025-02-01': 5, '2025-02-20': 7 },
  // Recorded before sales data existed: the event has no revenue, which reads as unknown.
  revenue: null,
  measured_at: '2025-03-01T00:00:00.000Z',
  half_life_days: 30,
  new_evidence_count: 0,
  new_evidence_snippet_ids: [],
  user_impact_score: null,
  user_impact_score_by: null,
  user_impact_score_at: null,
  saved_by: [],
  followers: [],
  dismissal: null,
  resurfaced: null,
  team_priority: 'none',
  revision: 0,
  job_id: 'analysis-p-1',
  version: 1,
  created_at: '2025-03-01T10:00:00.000Z',
  updated_at: '2025-03-01T10:00:00.000Z',
};

describe('insights projection', () => {
  describe('evolve', () => {
    it('shows the content without a removed snippet, and the team priority, at the revision of the last event', () => {
      const content = { ...revised.data } as Record<string, unknown>;
      const removed = {
        type: 'InsightSnippetRemoved',
        data: {
          insightId,
          snippetId: `${documentId}:3`,
          documentId,
          reason: 'Off topic',
          removedBy: 'u-1',
          removedAt: '2025-03-06T10:00:00.000Z',
          content: { ...(created.data as object), ...content, snippetCount: 11, quotes: [], membersArtefact: 'b'.repeat(64) },
        },
      } as unknown as InsightEvent;
      const after = insightsProjection.evolve(createdView, at(removed, 3))!;
      expect(after).toMatchObject({
        snippet_count: 11,
        quotes: [],
        members_artefact: 'b'.repeat(64),
        revision: 3,
        updated_at: '2025-03-06T10:00:00.000Z',
      });
      const prioritised = insightsProjection.evolve(
        after,
        at(
          {
            type: 'InsightTeamPrioritySet',
            data: { insightId, priority: 'high', previous: 'none', setBy: 'u-2', setAt: '2025-03-06T11:00:00.000Z' },
          },
          4,
        ),
      );
      expect(prioritised).toMatchObject({ team_priority: 'high', revision: 4, snippet_count: 11 });
    });

    it('shows a created insight current, with its content in the view’s names and no new evidence', () => {
      expect(insightsProjection.evolve(null, at(created, 0))).toEqual(createdView);
    });

    it('replaces the content on a revision, counts its new evidence and keeps when it was created', () => {
      expect(insightsProjection.evolve(createdView, at(revised, 1))).toEqual({
        ...createdView,
        title: 'Exports are slow and fail',
        summary: 'Exports are slow and fail, summarised',
        snippet_count: 16,
        survey_column_name: 'Why?',
        survey_breakdowns: [{ column: 'Age' }],
        new_evidence_count: 4,
        new_evidence_snippet_ids: ['x:1'],
        job_id: 'analysis-p-2',
        version: 2,
        updated_at: '2025-03-05T10:00:00.000Z',
        revision: 1,
      });
    });

    it('marks it stale, keeping its content, and makes it current again when an analysis finds it again', () => {
      const staled = insightsProjection.evolve(createdView, at(stale, 1))!;
      expect(staled).toEqual({
        ...createdView,
        status: 'stale',
        job_id: 'analysis-p-3',
        version: 3,
        updated_at: '2025-03-09T10:00:00.000Z',
        revision: 1,
      });
      expect(insightsProjection.evolve(staled, at(revised, 2))!.status).toBe('current');
    });

    it('keeps the score a person set, who set it and when, through later revisions', () => {
      const withScore = insightsProjection.evolve(createdView, at(scored, 1))!;
      expect(withScore).toEqual({
        ...createdView,
        user_impact_score: 90,
        user_impact_score_by: 'u-1',
        user_impact_score_at: '2025-03-06T10:00:00.000Z',
        revision: 1,
      });
      expect(insightsProjection.evolve(withScore, at(revised, 2))).toMatchObject({ user_impact_score: 90, user_impact_score_by: 'u-1' });
    });

    it('keeps who saved and who follows it, its dismissal and its return, and drops it when deleted', () => {
      const event = (type: InsightEvent['type'], data: Record<string, unknown>) => ({ type, data: { insightId, ...data } }) as InsightEvent;
      const steps = [
        event('InsightSaved', { userId: 'u-1', savedAt: '2025-03-06T10:00:00.000Z' }),
        event('InsightSaved', { userId: 'u-2', savedAt: '2025-03-06T10:01:00.000Z' }),
        event('InsightFollowed', { userId: 'u-2', followedAt: '2025-03-06T10:02:00.000Z' }),
        event('InsightUnsaved', { userId: 'u-1', unsavedAt: '2025-03-06T10:03:00.000Z' }),
        event('InsightDismissed', {
          reason: 'Not relevant',
          searchQuery: null,
          dismissedBy: 'u-3',
          dismissedAt: '2025-03-07T10:00:00.000Z',
        }),
      ];
      const view = steps.reduce<InsightView | null>((doc, step, index) => insightsProjection.evolve(doc, at(step, index + 1)), createdView);
      expect(view).toEqual({
        ...createdView,
        saved_by: ['u-2'],
        followers: ['u-2'],
        dismissal: { reason: 'Not relevant', search_query: null, by: 'u-3', at: '2025-03-07T10:00:00.000Z' },
        revision: 5,
      });
      const back = insightsProjection.evolve(
        view,
        at(
          event('InsightResurfaced', {
            dismissedAt: '2025-03-07T10:00:00.000Z',
            dismissedReason: 'Not relevant',
            newMentions: 14,
            jobId: 'analysis-p-4',
            resurfacedAt: '2025-03-20T10:00:00.000Z',
          }),
          7,
        ),
      );
      expect(back).toMatchObject({
        dismissal: null,
        resurfaced: {
          dismissed_at: '2025-03-07T10:00:00.000Z',
          dismissed_reason: 'Not relevant',
          new_mentions: 14,
          at: '2025-03-20T10:00:00.000Z',
        },
      });
      expect(
        insightsProjection.evolve(back, at(event('InsightDeleted', { deletedBy: 'u-1', deletedAt: '2025-03-21T10:00:00.000Z' }), 8)),
      ).toBeNull();
    });

    it('does not invent an insight from an event that needs one, and keys events by the insight in insight streams only', () => {
      for (const event of [revised, stale, scored]) expect(insightsProjection.evolve(null, at(event, 1))).toBeNull();
      expect(insightsProjection.documentId(at(created, 0))).toBe(insightId);
      expect(insightsProjection.documentId(recorded(created, { streamId: `product-${productId}`, revision: 0, position: 1 }))).toBeNull();
    });
  });

  describe('through the writer, the same event twice', () => {
    let sql: PgliteClient;
    let readStore: SqlReadStore;

    beforeAll(async () => {
      ({ sql, readStore } = await openSqlReadStore());
    });
    afterAll(async () => {
      await sql.close();
    });

    it('changes nothing when the history is delivered again, whole or one event at a time', async () => {
      const history: RecordedEvent[] = [at(created, 0), at(revised, 1), at(scored, 2), at(stale, 3)];
      await project([insightsProjection], history, readStore);
      const stored = await readStore.get('insights', insightId);
      expect(stored).toMatchObject({ status: 'stale', new_evidence_count: 4, user_impact_score: 90, _position: 4 });
      expect(await project([insightsProjection], history, readStore)).toEqual([]);
      for (const event of history) expect(await project([insightsProjection], [event], readStore)).toEqual([]);
      expect(await readStore.get('insights', insightId)).toEqual(stored);
    });
  });
});
