import { ANALYSIS_STAGES } from '@app/insights';
import { analysisJobId, type JobEvent, type ProjectEvent, type ProjectFields } from '@app/domain';
import type { RecordedEvent } from '@app/infrastructure/event-store';
import { ANALYSIS_STAGE_VIEWS, type ProductView } from '@app/infrastructure/read-models';
import type { SqlReadStore } from '@app/infrastructure/read-store';
import type { PgliteClient } from '@app/infrastructure/sql';
import { openSqlReadStore, project, recorded } from '../../runtime/projection-fixtures.spec-helper';
import { NO_ANALYSIS, type ProductsEvent, productsProjection } from './products.projection';

type AnyEvent = ProjectEvent | JobEvent;

const organisationId = '0b7e3c2a-2222-4f0e-8a11-000000000001';
const productId = '7a1d2c3b-4444-4c5d-8e6f-000000000001';
const alice = '6f1c1a52-1111-4a8e-9d55-000000000001';
const stream = `product-${productId}`;
const jobId = analysisJobId(productId, 1);
const jobStream = `job-${jobId}`;
const t0 = '2025-03-01T10:00:00.000Z';
const at = (minutes: number) => new Date(Date.parse(t0) + minutes * 60_000).toISOString();

const fields: ProjectFields = {
  name: '',
  description: 'Why trials stall',
  goal: 'Cut churn',
  objective: 'Find the blockers',
  audience: 'Trial users',
  timeAvailable: '2 weeks',
  customerDescription: 'SMB teams',
  useSalesforceOpportunity: false,
  salesforceOpportunityStage: '',
  salesforceOpportunityStartDate: null,
  salesforceOpportunityEndDate: null,
  slackChannels: ['#research'],
};

const created: ProjectEvent = {
  type: 'ProjectCreated',
  data: {
    productId,
    organisationId,
    type: 'insights',
    fields,
    nameGenerated: true,
    descriptionGenerated: false,
    dataTypes: ['transcripts'],
    firstVersion: {
      refinementPrompt: '',
      useSalesData: false,
      keywords: ['onboarding'],
      salesCallsStartDate: null,
      salesCallsEndDate: null,
    },
    createdBy: alice,
    createdAt: t0,
  },
};
const sourcesAdded = (...documentIds: string[]): ProjectEvent => ({
  type: 'ProjectSourcesAdded',
  data: { productId, sources: documentIds.map((documentId) => ({ documentId, kind: 'transcript' })), addedBy: alice, addedAt: at(1) },
});
const requested = (job = jobId, version = 1): ProjectEvent => ({
  type: 'AnalysisRequested',
  data: { productId, jobId: job, version, requestedBy: alice, requestedAt: at(2) },
});

let position = 0;
/** Events at increasing positions, each in its own stream (the project's, or the job's for job events). */
const next = (event: AnyEvent, streamId = event.type.startsWith('Job') ? jobStream : stream) => {
  position += 1;
  return recorded(event as ProductsEvent, { streamId, revision: position, position }, organisationId);
};
const fold = (events: AnyEvent[], from: ProductView | null = null) =>
  events.reduce<ProductView | null>((doc, event) => productsProjection.evolve(doc, next(event)), from);

const createdView: ProductView = {
  product_id: productId,
  organisation_id: organisationId,
  name: '',
  description: 'Why trials stall',
  goal: 'Cut churn',
  type: 'insights',
  status: 'Live',
  version: 1,
  objective: 'Find the blockers',
  audience: 'Trial users',
  time_available: '2 weeks',
  customer_description: 'SMB teams',
  use_sales_data: false,
  keywords: ['onboarding'],
  sales_calls_start_date: null,
  sales_calls_end_date: null,
  use_salesforce_opportunity: false,
  salesforce_opportunity_stage: '',
  salesforce_opportunity_start_date: null,
  salesforce_opportunity_end_date: null,
  slack_channels: ['#research'],
  name_generated: true,
  description_generated: false,
  data_types: ['transcripts'],
  versions: [
    {
      version: 1,
      refinement_prompt: '',
      use_sales_data: false,
      keywords: ['onboarding'],
      sales_calls_start_date: null,
      sales_calls_end_date: null,
      created_by: alice,
      created_at: t0,
    },
  ],
  sources: [],
  document_count: 0,
  current_insight_ids: [],
  insight_count: 0,
  other: null,
  created_by: alice,
  created_at: t0,
  updated_at: t0,
  analysis: NO_ANALYSIS,
};

describe('products projection', () => {
  describe('evolve', () => {
    it('shows a created project Live, at version 1, with no analysis', () => {
      expect(fold([created])).toEqual(createdView);
    });

    it('counts each source once, in the order added', () => {
      const doc = fold([created, sourcesAdded('d-1', 'd-2'), sourcesAdded('d-2', 'd-3')])!;
      expect(doc.sources.map((source) => source.document_id)).toEqual(['d-1', 'd-2', 'd-3']);
      expect(doc).toMatchObject({ document_count: 3, updated_at: at(1) });
    });

    it('takes only the changed fields, the written name and description, and archives and unarchives', () => {
      const updated = fold([
        created,
        {
          type: 'ProjectUpdated',
          data: {
            productId,
            changes: { goal: 'Keep trials', timeAvailable: '1 week', slackChannels: [] },
            updatedBy: alice,
            updatedAt: at(3),
          },
        },
        { type: 'ProjectDescribed', data: { productId, name: 'Export friction', jobId, describedAt: at(4) } },
        { type: 'ProjectArchived', data: { productId, archivedBy: alice, archivedAt: at(5) } },
      ])!;
      expect(updated).toEqual({
        ...createdView,
        goal: 'Keep trials',
        time_available: '1 week',
        slack_channels: [],
        name: 'Export friction',
        status: 'Archived',
        updated_at: at(5),
      });
      expect(fold([{ type: 'ProjectUnarchived', data: { productId, unarchivedBy: alice, unarchivedAt: at(6) } }], updated)).toMatchObject({
        status: 'Live',
        updated_at: at(6),
      });
    });

    it('keeps versions ascending and shows the latest version’s settings', () => {
      const version = (n: number, keywords: string[]): ProjectEvent => ({
        type: 'ProjectVersionCreated',
        data: {
          productId,
          version: n,
          refinementPrompt: `refine ${n}`,
          useSalesData: true,
          keywords,
          salesCallsStartDate: '2025-01-01',
          salesCallsEndDate: '2025-02-01',
          createdBy: alice,
          createdAt: at(10 + n),
        },
      });
      // Delivered out of order, and once again: the list stays ascending, each version once.
      const doc = fold([created, version(3, ['pricing']), version(2, ['export']), version(2, ['export'])])!;
      expect(doc.versions.map((entry) => [entry.version, entry.refinement_prompt])).toEqual([
        [1, ''],
        [2, 'refine 2'],
        [3, 'refine 3'],
      ]);
      expect(doc).toMatchObject({
        version: 3,
        keywords: ['pricing'],
        use_sales_data: true,
        sales_calls_start_date: '2025-01-01',
        sales_calls_end_date: '2025-02-01',
      });
    });

    it('follows an analysis: queued, running with its stage and progress, then succeeded with its insights', () => {
      const queued = fold([created, sourcesAdded('d-1'), requested()])!;
      expect(queued.analysis).toEqual({ ...NO_ANALYSIS, job_id: jobId, status: 'queued', version: 1, requested_at: at(2) });
      const running = fold(
        [
          { type: 'JobClaimed', data: { jobId, workerId: 'w', attempt: 1, leaseExpiresAt: at(9), claimedAt: at(3) } },
          { type: 'JobProgressed', data: { jobId, attempt: 1, done: 42, total: 100, message: 'Clustering insights', progressedAt: at(4) } },
        ],
        queued,
      )!;
      expect(running.analysis).toMatchObject({
        status: 'running',
        started_at: at(3),
        stage: 'clustering_insights',
        message: 'Clustering insights',
        progress: 0.42,
      });
      const recordedAnalysis: ProjectEvent = {
        type: 'AnalysisRecorded',
        data: {
          productId,
          jobId,
          version: 1,
          snippets: 120,
          created: ['i-1', 'i-2'],
          continued: ['i-0'],
          staled: ['i-9'],
          recordedAt: at(6),
        },
      };
      const done = fold(
        [recordedAnalysis, { type: 'JobSucceeded', data: { jobId, attempt: 1, result: {}, succeededAt: at(7) } }],
        running,
      )!;
      expect(done.analysis).toEqual({
        ...NO_ANALYSIS,
        job_id: jobId,
        status: 'succeeded',
        version: 1,
        progress: 1,
        requested_at: at(2),
        started_at: at(3),
        finished_at: at(6),
        insights: { created: 2, continued: 1, staled: 1 },
      });
      expect(done).toMatchObject({ current_insight_ids: ['i-1', 'i-2', 'i-0'], insight_count: 3 });
    });

    it("keeps the latest analysis' Other bucket, and none for an analysis recorded without one", () => {
      const recordedWith = (n: number, other?: Extract<ProjectEvent, { type: 'AnalysisRecorded' }>['data']['other']): ProjectEvent => ({
        type: 'AnalysisRecorded',
        data: {
          productId,
          jobId: analysisJobId(productId, n),
          version: 1,
          snippets: 40,
          created: [`i-${n}`],
          continued: [],
          staled: [],
          ...(other ? { other } : {}),
          recordedAt: at(10 + n),
        },
      });
      const fresh = fold([created])!;
      expect(fresh.other).toBeNull();
      const first = fold(
        [
          sourcesAdded('d-1'),
          requested(),
          recordedWith(1, {
            count: 12,
            minThemeSnippets: 3,
            snippets: [{ snippetId: 'd-1:4', documentId: 'd-1', text: 'The invoice font is tiny' }],
          }),
        ],
        fresh,
      )!;
      expect(first.other).toEqual({
        count: 12,
        min_theme_snippets: 3,
        snippets: [{ snippet_id: 'd-1:4', document_id: 'd-1', text: 'The invoice font is tiny' }],
      });
      // An event recorded before the engine had the bucket still folds, and leaves no stale bucket behind.
      const older = fold([recordedWith(2)], first)!;
      expect(older.other).toBeNull();
      expect(older).toMatchObject({ current_insight_ids: ['i-2'], insight_count: 1 });
    });

    it('shows a failed job failed with its code and message, confirmed by the project’s AnalysisFailed', () => {
      const failed = fold([
        created,
        requested(),
        { type: 'JobFailed', data: { jobId, attempt: 1, code: 'NO_SNIPPETS', message: 'Nothing to analyse.', failedAt: at(5) } },
      ])!;
      expect(failed.analysis).toMatchObject({
        status: 'failed',
        error_code: 'NO_SNIPPETS',
        error_message: 'Nothing to analyse.',
        finished_at: at(5),
      });
      const confirmed = fold(
        [
          {
            type: 'AnalysisFailed',
            data: { productId, jobId, version: 1, code: 'NO_SNIPPETS', message: 'Nothing to analyse.', failedAt: at(6) },
          },
        ],
        failed,
      )!;
      expect(confirmed.analysis).toEqual(failed.analysis);
    });

    it('shows a cancelled job cancelled, whichever of the job’s and the project’s events comes first', () => {
      const cancelled = fold([created, requested(), { type: 'JobCancelled', data: { jobId, attempt: null, cancelledAt: at(5) } }])!;
      expect(cancelled.analysis).toMatchObject({
        status: 'cancelled',
        error_code: 'JOB_CANCELLED',
        error_message: 'The analysis was cancelled.',
        finished_at: at(5),
      });
      const failure: ProjectEvent = {
        type: 'AnalysisFailed',
        data: { productId, jobId, version: 1, code: 'JOB_CANCELLED', message: 'The analysis was cancelled.', failedAt: at(6) },
      };
      expect(fold([failure], cancelled)!.analysis).toEqual(cancelled.analysis);
      expect(fold([created, requested(), failure])!.analysis).toMatchObject({ status: 'cancelled', finished_at: at(6) });
    });

    it('ignores the events of an older analysis job and of a job that has ended', () => {
      const secondJob = analysisJobId(productId, 2);
      const second = fold([created, requested(), requested(secondJob, 2)])!;
      const late = fold(
        [
          { type: 'JobProgressed', data: { jobId, attempt: 1, done: 9, total: 10, message: 'Refining', progressedAt: at(7) } },
          { type: 'JobFailed', data: { jobId, attempt: 1, code: 'X', message: 'x', failedAt: at(8) } },
        ],
        second,
      )!;
      expect(late.analysis).toEqual(second.analysis);
      const ended = fold([{ type: 'JobCancelled', data: { jobId: secondJob, attempt: null, cancelledAt: at(9) } }], second)!;
      const afterEnd = fold(
        [{ type: 'JobProgressed', data: { jobId: secondJob, attempt: 1, done: 1, total: 2, message: 'Refining', progressedAt: at(10) } }],
        ended,
      )!;
      expect(afterEnd.analysis).toEqual(ended.analysis);
    });

    it('knows no stage for a message it does not know, and keeps the progress of a report without a total', () => {
      const doc = fold([
        created,
        requested(),
        { type: 'JobProgressed', data: { jobId, attempt: 1, done: 1, total: 4, message: 'Analysing data', progressedAt: at(3) } },
        { type: 'JobProgressed', data: { jobId, attempt: 1, done: 0, total: 0, message: 'Thinking', progressedAt: at(4) } },
      ])!;
      expect(doc.analysis).toMatchObject({ status: 'running', stage: null, message: 'Thinking', progress: 0.25, started_at: at(3) });
    });

    it('does not invent a project from an event that needs one', () => {
      for (const event of [sourcesAdded('d-1'), requested()]) expect(fold([event])).toBeNull();
      expect(
        fold([{ type: 'JobClaimed', data: { jobId, workerId: 'w', attempt: 1, leaseExpiresAt: at(9), claimedAt: at(3) } }]),
      ).toBeNull();
    });

    it('keys project events by the project and job events by the project of an analysis job only', () => {
      expect(productsProjection.documentId(next(created))).toBe(productId);
      const claimed = { type: 'JobClaimed', data: { jobId, workerId: 'w', attempt: 1, leaseExpiresAt: at(9), claimedAt: at(3) } } as const;
      expect(productsProjection.documentId(next(claimed))).toBe(productId);
      expect(productsProjection.documentId(next({ ...claimed, data: { ...claimed.data, jobId: `ingest-${productId}` } }))).toBeNull();
      expect(productsProjection.documentId(next(created, `document-${productId}`))).toBeNull();
    });

    it('knows the insight engine’s stages, keys and messages, in its order', () => {
      expect(ANALYSIS_STAGE_VIEWS).toEqual(ANALYSIS_STAGES);
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

    it('changes nothing when the history of the project and its job is delivered again, whole or one event at a time', async () => {
      const history: RecordedEvent[] = [
        next(created),
        next(sourcesAdded('d-1')),
        next(requested()),
        next({ type: 'JobClaimed', data: { jobId, workerId: 'w', attempt: 1, leaseExpiresAt: at(9), claimedAt: at(3) } }),
        next({ type: 'JobProgressed', data: { jobId, attempt: 1, done: 1, total: 2, message: 'Refining', progressedAt: at(4) } }),
      ];
      await project([productsProjection], history, readStore);
      const stored = await readStore.get('products', productId);
      expect(stored).toMatchObject({ document_count: 1, analysis: { status: 'running', stage: 'refining', progress: 0.5 } });
      expect(await project([productsProjection], history, readStore)).toEqual([]);
      for (const event of history) expect(await project([productsProjection], [event], readStore)).toEqual([]);
      expect(await readStore.get('products', productId)).toEqual(stored);
    });
  });
});
