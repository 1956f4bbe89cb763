import {
  ANALYSIS_OTHER_SNIPPETS_KEPT,
  type InsightCreatedData,
  type InsightEvent,
  type InsightRevisedData,
  PROJECTS_ANALYSE,
  type ProjectEvent,
  streams,
} from '@app/domain';
import { EventSourcedRepository } from '@app/infrastructure/event-store';
import { decodeInsightMembers } from '@app/infrastructure/files';
import { ANALYSIS_STAGES } from '@app/insights';
import { randomUUID } from 'node:crypto';
import { ThreadPool } from '../../threads/thread-pool';
import type { JobContext, JobProgress } from '../job-kind';
import { ofType, openTestStore, startTestWorker, type TestStore } from '../worker-harness.spec-helper';
import { insightIdFor } from './analysis-recording';
import { projectsAnalyseJob } from './projects-analyse.job';
import {
  addSources,
  createProject,
  deleteDocument,
  documentSnippetsOf,
  manyUtterances,
  ORGANISATION,
  readyDocument,
  requestAnalysis,
  surveyFixture,
  transcriptSnippets,
  utterances,
} from './projects-analyse.spec-helper';

// The thread runs the file the server build wrote (`npm test` builds first; alone, run
// `node scripts/build-server.mjs` before).

const STAGE_MESSAGES: string[] = ANALYSIS_STAGES.map((stage) => stage.message);

interface Summary {
  snippets: number;
  insights: number;
  created: number;
  continued: number;
  staled: number;
  computeMs: number;
}

describe('projects.analyse', () => {
  let store: TestStore;
  let pool: ThreadPool;
  let repository: EventSourcedRepository;

  beforeAll(async () => {
    store = await openTestStore();
    pool = new ThreadPool(1);
    repository = new EventSourcedRepository(store.infrastructure.eventStore);
  });

  afterAll(async () => {
    await pool.destroy();
    await store.close();
  });

  const jobWith = (overrides: Partial<Parameters<typeof projectsAnalyseJob>[0]> = {}) =>
    projectsAnalyseJob({
      pool,
      files: store.infrastructure.files,
      repository,
      eventStore: store.infrastructure.eventStore,
      ...overrides,
    });

  const running = (progress: JobProgress[] = []): JobContext => ({
    signal: new AbortController().signal,
    progress: (update) => progress.push(update),
  });

  const projectEvents = async (productId: string) =>
    (await store.infrastructure.eventStore.readStream(streams.product(productId))) as unknown as ProjectEvent[];
  const insightEvents = async (insightId: string) =>
    (await store.infrastructure.eventStore.readStream(streams.insight(insightId))) as unknown as InsightEvent[];
  const recordedOf = async (productId: string) =>
    (await projectEvents(productId)).flatMap((event) => (event.type === 'AnalysisRecorded' ? [event.data] : []));

  /** A call about travel troubles, a survey of travellers, and a document about something else entirely. */
  async function travelProject() {
    const call = await readyDocument(repository, store.infrastructure.files, {
      documentId: randomUUID(),
      fileName: 'call.vtt',
      kind: 'transcript',
      snippets: transcriptSnippets([
        ...utterances('lost_luggage', 0, 20),
        ...utterances('weather', 0, 20),
        ...utterances('recipe', 0, 20),
        ...utterances('pto_request', 0, 20),
      ]),
      uploadedAt: '2026-01-10T10:00:00.000Z',
    });
    const fixture = surveyFixture(utterances('recipe', 20, 30), utterances('lost_luggage', 20, 30));
    const survey = await readyDocument(repository, store.infrastructure.files, {
      documentId: randomUUID(),
      fileName: 'survey.csv',
      kind: 'survey',
      snippets: fixture.snippets,
      surveyRows: fixture.rows,
      surveyColumns: fixture.columns,
      uploadedAt: '2026-01-12T10:00:00.000Z',
    });
    const other = await readyDocument(repository, store.infrastructure.files, {
      documentId: randomUUID(),
      fileName: 'notes.md',
      kind: 'document',
      snippets: documentSnippetsOf([...utterances('tire_pressure', 0, 20), ...utterances('calculator', 0, 20)], '2026-01-20'),
      uploadedAt: '2026-01-15T10:00:00.000Z',
    });
    const productId = await createProject(repository, [call, survey, other]);
    return { productId, call, survey, other };
  }

  it('analyses a project into insights, with members, sources, surveys and the spec’s progress messages', async () => {
    const { productId, call, survey, other } = await travelProject();
    const { jobId } = await requestAnalysis(repository, productId, '2026-02-01T10:00:00.000Z');
    const progress: JobProgress[] = [];
    const summary = (await jobWith().run({ productId, version: 1 }, running(progress))) as Summary;

    expect(summary).toMatchObject({ snippets: 140, continued: 0, staled: 0 });
    expect(summary.insights).toBeGreaterThanOrEqual(4);
    expect(summary.created).toBe(summary.insights);
    // Every stage of SPEC.md section 4, in order, and nothing else.
    const messages = progress.map((update) => update.message);
    expect(messages.every((message) => STAGE_MESSAGES.includes(message))).toBe(true);
    expect([...new Set(messages)]).toEqual(STAGE_MESSAGES);
    expect(progress.every((update) => update.total === 100 && update.done >= 0 && update.done <= 100)).toBe(true);

    const [recorded] = await recordedOf(productId);
    expect(recorded).toMatchObject({ jobId, version: 1, snippets: 140, continued: [], staled: [] });
    expect(recorded.created).toEqual(Array.from({ length: summary.insights }, (_, rank) => insightIdFor(jobId, rank)));
    const described = (await projectEvents(productId)).find((event) => event.type === 'ProjectDescribed');
    expect(described?.data).toMatchObject({ name: expect.any(String), description: expect.stringContaining('140 customer snippets') });
    expect((described?.data as { name: string }).name.length).toBeLessThanOrEqual(60);

    const created: InsightCreatedData[] = [];
    for (const insightId of recorded.created) {
      const events = await insightEvents(insightId);
      expect(events.map((event) => event.type)).toEqual(['InsightCreated']);
      created.push(events[0].data as InsightCreatedData);
    }
    const documentIds = new Set([call.documentId, survey.documentId, other.documentId]);
    for (const insight of created) {
      expect(insight).toMatchObject({ organisationId: ORGANISATION, productId, jobId, version: 1, measuredAt: '2026-02-01T10:00:00.000Z' });
      expect(insight.halfLifeDays).toBe(30);
      const members = decodeInsightMembers(await store.infrastructure.files.readArtefact(insight.membersArtefact));
      expect(members).toHaveLength(insight.snippetCount);
      // Quotes first, then the rest; every member names its document.
      expect(members.slice(0, insight.quotes.length).map((member) => member.snippetId)).toEqual(
        insight.quotes.map((quote) => quote.snippetId),
      );
      for (const member of members) {
        expect(documentIds.has(member.documentId)).toBe(true);
        expect(member.snippetId.startsWith(`${member.documentId}:`)).toBe(true);
        expect(member.sentiment).toBeGreaterThanOrEqual(-1);
      }
      for (const quote of insight.quotes) expect(quote.documentId).toBe(quote.snippetId.split(':').slice(0, -1).join(':'));
      const byDocument = insight.sourceBreakdown.byDocument;
      expect(byDocument.reduce((sum, entry) => sum + entry.count, 0)).toBe(insight.snippetCount);
      expect(byDocument.map((entry) => entry.count)).toEqual([...byDocument.map((entry) => entry.count)].sort((a, b) => b - a));
      expect(byDocument.every((entry) => ['call.vtt', 'survey.csv', 'notes.md'].includes(entry.fileName))).toBe(true);
      expect(Object.values(insight.mentionsByDay).reduce((sum, count) => sum + count, 0)).toBe(insight.snippetCount);
      expect(insight.sentiment.positive + insight.sentiment.neutral + insight.sentiment.negative).toBe(insight.snippetCount);
      expect(['positive', 'neutral', 'negative', 'mixed']).toContain(insight.sentiment.label);
      expect(insight.impact.factors.length).toBeGreaterThan(0);
    }
    // Every analysed snippet is in one insight or in the Other bucket, which keeps each one's document and text.
    const bucket = recorded.other!;
    expect(bucket.minThemeSnippets).toBeGreaterThan(1);
    expect(created.reduce((sum, insight) => sum + insight.snippetCount, 0) + bucket.count).toBe(140);
    expect(bucket.snippets).toHaveLength(Math.min(bucket.count, ANALYSIS_OTHER_SNIPPETS_KEPT));
    const inInsights = new Set<string>();
    for (const insight of created) {
      const members = decodeInsightMembers(await store.infrastructure.files.readArtefact(insight.membersArtefact));
      for (const member of members) inInsights.add(member.snippetId);
    }
    for (const snippet of bucket.snippets) {
      expect(inInsights.has(snippet.snippetId)).toBe(false);
      expect(documentIds.has(snippet.documentId)).toBe(true);
      expect(snippet.text.length).toBeGreaterThan(0);
    }

    // Undated call turns are dated by the upload; the notes' paragraphs by their own date.
    const days = new Set(created.flatMap((insight) => Object.keys(insight.mentionsByDay)));
    expect(days).toEqual(new Set(['2026-01-10', '2026-01-12', '2026-01-20']));
    const kinds = new Set(created.flatMap((insight) => Object.keys(insight.sourceBreakdown.byKind)));
    expect(kinds).toEqual(new Set(['transcript', 'survey', 'document']));

    // The themes the survey's answers joined carry its NPS and likert breakdowns of their respondents.
    const withSurvey = created.filter((insight) => insight.surveyBreakdowns.length > 0);
    expect(withSurvey.length).toBeGreaterThan(0);
    for (const insight of withSurvey) {
      expect(insight.sourceBreakdown.byKind.survey).toBeGreaterThan(0);
      const [breakdown] = insight.surveyBreakdowns as Array<{ surveyId: string; breakdowns: Array<{ column: string; type: string }> }>;
      expect(breakdown.surveyId).toBe(survey.documentId);
      expect(breakdown.breakdowns.map((column) => [column.column, column.type])).toEqual([
        ['Score', 'nps'],
        ['Ease', 'likert'],
      ]);
    }
    // Luggage answers came from detractors: the luggage theme's NPS sits below all respondents'.
    const luggage = withSurvey.find((insight) => /luggage|bag/i.test(insight.title + insight.keyPhrases.join(' ')));
    const nps = (luggage?.surveyBreakdowns[0] as { breakdowns: Array<{ type: string; delta: { nps: number | null } }> }).breakdowns.find(
      (column) => column.type === 'nps',
    );
    expect(nps?.delta.nps).toBeLessThan(0);
  });

  it('keeps the identity of insights found again, marks vanished ones stale and creates nothing twice', async () => {
    const { productId, other } = await travelProject();
    const first = await requestAnalysis(repository, productId, '2026-02-01T10:00:00.000Z');
    await jobWith().run({ productId, version: 1 }, running());
    const [firstRecord] = await recordedOf(productId);

    // More calls about the same troubles; the document about tyres and calculators is deleted.
    const more = await readyDocument(repository, store.infrastructure.files, {
      documentId: randomUUID(),
      fileName: 'call-2.vtt',
      kind: 'transcript',
      snippets: transcriptSnippets([...utterances('lost_luggage', 20, 30), ...utterances('weather', 20, 30)]),
      uploadedAt: '2026-02-03T10:00:00.000Z',
    });
    await addSources(repository, productId, [more], '2026-02-03T11:00:00.000Z');
    await deleteDocument(repository, other.documentId, '2026-02-03T11:00:00.000Z');
    const second = await requestAnalysis(repository, productId, '2026-02-04T10:00:00.000Z');
    expect(second.jobId).not.toBe(first.jobId);
    const summary = (await jobWith().run({ productId, version: 1 }, running())) as Summary;

    const [, secondRecord] = await recordedOf(productId);
    expect(secondRecord.jobId).toBe(second.jobId);
    expect(secondRecord.snippets).toBe(120);
    expect(summary).toMatchObject({ continued: secondRecord.continued.length, staled: secondRecord.staled.length });
    expect(secondRecord.continued.length).toBeGreaterThanOrEqual(3);
    expect(secondRecord.staled.length).toBeGreaterThan(0);
    // Continued and staled insights are earlier ones; created ones are new; none is in two lists.
    for (const insightId of [...secondRecord.continued, ...secondRecord.staled]) expect(firstRecord.created).toContain(insightId);
    for (const insightId of secondRecord.created) expect(firstRecord.created).not.toContain(insightId);
    const all = [...secondRecord.created, ...secondRecord.continued, ...secondRecord.staled];
    expect(new Set(all).size).toBe(all.length);

    const revised: InsightRevisedData[] = [];
    for (const insightId of secondRecord.continued) {
      const events = await insightEvents(insightId);
      expect(events.map((event) => event.type)).toEqual(['InsightCreated', 'InsightRevised']);
      revised.push(events[1].data as InsightRevisedData);
    }
    // The new calls' snippets are new evidence of the themes they joined.
    const withNewEvidence = revised.filter((insight) => insight.newEvidence.count > 0);
    expect(withNewEvidence.length).toBeGreaterThan(0);
    for (const insight of withNewEvidence) {
      expect(insight.newEvidence.snippetIds.every((id) => id.startsWith(`${more.documentId}:`))).toBe(true);
      expect(insight.jobId).toBe(second.jobId);
    }
    for (const insightId of secondRecord.staled) {
      const events = await insightEvents(insightId);
      expect(events.map((event) => event.type)).toEqual(['InsightCreated', 'InsightMarkedStale']);
    }
  });

  it('creates nothing twice when a worker dies while appending and the job runs again', async () => {
    const { productId } = await travelProject();
    const { jobId } = await requestAnalysis(repository, productId, '2026-02-01T10:00:00.000Z');
    // The first attempt's worker dies after its second insight.
    let appends = 0;
    const dying = new EventSourcedRepository(store.infrastructure.eventStore);
    const handle = dying.handle.bind(dying);
    dying.handle = ((...args: Parameters<typeof handle>) => {
      if (args[1].startsWith('insight-') && ++appends > 2) return Promise.reject(new Error('worker killed'));
      return handle(...args);
    }) as typeof handle;
    await expect(jobWith({ repository: dying }).run({ productId, version: 1 }, running())).rejects.toThrow('worker killed');
    expect(await recordedOf(productId)).toEqual([]);

    const retried = (await jobWith().run({ productId, version: 1 }, running())) as Summary;
    const again = (await jobWith().run({ productId, version: 1 }, running())) as Summary;
    const records = await recordedOf(productId);
    expect(records).toHaveLength(1);
    expect(records[0].created).toEqual(Array.from({ length: retried.insights }, (_, rank) => insightIdFor(jobId, rank)));
    expect(again).toMatchObject({ snippets: retried.snippets, created: retried.created });
    for (const insightId of records[0].created) {
      expect((await insightEvents(insightId)).map((event) => event.type)).toEqual(['InsightCreated']);
    }
  });

  it('fails with ANALYSIS_NO_SNIPPETS when no snippet falls within the dates', async () => {
    const call = await readyDocument(repository, store.infrastructure.files, {
      documentId: randomUUID(),
      fileName: 'call.vtt',
      kind: 'transcript',
      snippets: transcriptSnippets(utterances('weather', 0, 10)),
      uploadedAt: '2026-01-10T10:00:00.000Z',
    });
    const productId = await createProject(repository, [call], {
      firstVersion: { salesCallsStartDate: '2025-01-01', salesCallsEndDate: '2025-12-31' },
    });
    await requestAnalysis(repository, productId, '2026-02-01T10:00:00.000Z');
    await expect(jobWith().run({ productId, version: 1 }, running())).rejects.toMatchObject({
      code: 'ANALYSIS_NO_SNIPPETS',
      message: "None of the project's 10 snippets is dated between 2025-01-01 and 2025-12-31: widen the dates of the analysis.",
    });
    expect(await recordedOf(productId)).toEqual([]);
  });

  it('fails a malformed request, a missing project and a missing version with stable codes', async () => {
    await expect(jobWith().run({ productId: 'p' }, running())).rejects.toMatchObject({ code: 'PROJECTS_ANALYSE_INPUT_INVALID' });
    await expect(jobWith().run({ productId: randomUUID(), version: 1 }, running())).rejects.toMatchObject({ code: 'PROJECT_NOT_FOUND' });
    const { productId } = await travelProject();
    await expect(jobWith().run({ productId, version: 2 }, running())).rejects.toMatchObject({ code: 'PROJECT_VERSION_NOT_FOUND' });
    // Asked for nothing: no analysis is open, so there is nothing to run.
    await expect(jobWith().run({ productId, version: 1 }, running())).rejects.toMatchObject({ code: 'ANALYSIS_NOT_OPEN' });
  });

  it('runs through the worker runtime, and a cancelled analysis stops its thread and writes nothing', async () => {
    const worker = await startTestWorker(store, [jobWith()], { workerId: 'w-projects', leaseMs: 5000 });
    try {
      const { productId } = await travelProject();
      const { jobId, version } = await requestAnalysis(repository, productId, '2026-02-01T10:00:00.000Z');
      await store.requests.request({ jobId, kind: PROJECTS_ANALYSE, input: { productId, version }, organisationId: ORGANISATION });
      const events = await store.waitForEvents(
        jobId,
        (all) => ofType(all, 'JobSucceeded').length + ofType(all, 'JobFailed').length > 0,
        60_000,
      );
      expect(ofType(events, 'JobFailed')).toEqual([]);
      expect(ofType(events, 'JobSucceeded')[0].data.result).toMatchObject({ snippets: 140, staled: 0, continued: 0 });
      for (const progressed of ofType(events, 'JobProgressed')) expect(STAGE_MESSAGES).toContain(progressed.data.message);

      const big = await readyDocument(repository, store.infrastructure.files, {
        documentId: randomUUID(),
        fileName: 'big.vtt',
        kind: 'transcript',
        snippets: transcriptSnippets(manyUtterances(4500)),
        uploadedAt: '2026-01-10T10:00:00.000Z',
      });
      const bigProject = await createProject(repository, [big]);
      const cancelled = await requestAnalysis(repository, bigProject, '2026-02-01T10:00:00.000Z');
      await store.requests.request({
        jobId: cancelled.jobId,
        kind: PROJECTS_ANALYSE,
        input: { productId: bigProject, version: 1 },
        organisationId: ORGANISATION,
      });
      // A stage past the first is reported from the thread: the engine is running.
      await store.waitForEvents(
        cancelled.jobId,
        (all) => ofType(all, 'JobProgressed').some((event) => event.data.message !== STAGE_MESSAGES[0]),
        30_000,
      );
      expect(pool.threads).toHaveLength(1);
      const [thread] = pool.threads;
      const exited = new Promise<number>((resolve) => thread.once('exit', () => resolve(performance.now())));
      const asked = performance.now();
      await store.requests.cancel(cancelled.jobId, 'alice');
      expect((await exited) - asked).toBeLessThan(1000);
      const ended = await store.waitForEvents(cancelled.jobId, (all) => ofType(all, 'JobCancelled').length > 0, 5000);
      expect(ofType(ended, 'JobSucceeded')).toEqual([]);
      expect(await recordedOf(bigProject)).toEqual([]);
    } finally {
      await worker.stop();
    }
  });
});
