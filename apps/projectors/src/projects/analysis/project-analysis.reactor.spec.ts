import {
  analysisJobId,
  type Decider,
  type DomainEvent,
  jobDecider,
  type JobEvent,
  type JobState,
  PROJECTS_ANALYSE,
  type ProjectCommand,
  projectDecider,
  type ProjectState,
  streams,
  BLANK_PROJECT_FIELDS,
} from '@app/domain';
import { EventSourcedRepository, type RecordedEvent } from '@app/infrastructure/event-store';
import { randomUUID } from 'node:crypto';
import { JobRequests } from '@app/infrastructure/jobs';
import { type InMemoryStores, openInMemoryStores } from '../../../../../test/support/in-memory-stores';
import { liveUpdatesFor } from '../../runtime/live-update-relay';
import { projectAnalysisReactor } from './project-analysis.reactor';

const organisationId = '0b7e3c2a-2222-4f0e-8a11-000000000001';
const alice = '6f1c1a52-1111-4a8e-9d55-000000000001';
const NOW = '2025-03-01T10:00:00.000Z';

describe('project analysis reactor', () => {
  let stores: InMemoryStores;
  let repository: EventSourcedRepository;
  let reactor: ReturnType<typeof projectAnalysisReactor>;
  let seen = 0;

  // One log for every case (each its own project): replaying it whole also replays the other cases' events.
  beforeAll(async () => {
    stores = await openInMemoryStores();
    repository = new EventSourcedRepository(stores.eventStore);
    reactor = projectAnalysisReactor({ repository, jobs: new JobRequests(repository), clock: () => new Date(NOW) });
  });
  afterAll(async () => {
    await stores.close();
  });

  const context = (actorId: string | null = alice) => ({ actorId, correlationId: 'c', now: NOW });
  const handle = <Command, State, Event extends DomainEvent>(
    decider: Decider<Command, State, Event>,
    streamId: string,
    command: Command,
    organisationOf: (state: State) => string | null,
  ) => repository.handle(decider, streamId, command, context(), organisationOf);

  async function newProject(): Promise<string> {
    const productId = randomUUID();
    const create: ProjectCommand = {
      type: 'CreateProject',
      productId,
      organisationId,
      createdBy: alice,
      projectType: 'insights',
      fields: { ...BLANK_PROJECT_FIELDS, name: 'Onboarding', description: 'Why trials stall' },
      firstVersion: { refinementPrompt: '', useSalesData: false, keywords: [], salesCallsStartDate: null, salesCallsEndDate: null },
      sources: [{ documentId: 'd-1', kind: 'transcript', ready: true, surveyColumns: [] }],
      now: NOW,
    };
    await handle(projectDecider, streams.product(productId), create, (state: ProjectState) => state.organisationId);
    await handle(
      projectDecider,
      streams.product(productId),
      { type: 'RequestAnalysis', organisationId, requestedBy: alice, now: NOW },
      (state: ProjectState) => state.organisationId,
    );
    return productId;
  }

  /** Hands the reactor every event it has not seen yet, as the runner would; answers them. */
  async function react(): Promise<RecordedEvent[]> {
    const events = await stores.eventStore.readAll(seen, 1000);
    if (events.length > 0) seen = events[events.length - 1].position;
    await reactor.process(events, new AbortController().signal);
    return events;
  }

  const jobOf = (productId: string, n = 1) => streams.job(analysisJobId(productId, n));
  const projectEvents = async (productId: string) =>
    (await stores.eventStore.readStream(streams.product(productId))).map((event) => event.type);
  const claim = (jobId: string) =>
    handle(
      jobDecider,
      streams.job(jobId),
      { type: 'ClaimJob', workerId: 'w-1', leaseMs: 60_000, maxAttempts: 3, now: NOW },
      (state: JobState) => state.organisationId,
    );

  it('asks for the analysis job of a requested analysis, for the organisation and the person who asked, once', async () => {
    const productId = await newProject();
    await react();
    const [requested] = await stores.eventStore.readStream(jobOf(productId));
    expect(requested).toMatchObject({
      type: 'JobRequested',
      data: {
        jobId: analysisJobId(productId, 1),
        kind: PROJECTS_ANALYSE,
        input: { productId, version: 1 },
        organisationId,
        requestedBy: alice,
      },
      metadata: { organisationId, actorId: alice },
    });
    // The whole log again, as on a first start: nothing new is asked for.
    seen = 0;
    await react();
    expect(await stores.eventStore.readStream(jobOf(productId))).toHaveLength(1);
  });

  it('records a failed job’s code and message on its project, once however often the failure is delivered', async () => {
    const productId = await newProject();
    await react();
    const jobId = analysisJobId(productId, 1);
    const { events } = await claim(jobId);
    const attempt = (events[0] as Extract<JobEvent, { type: 'JobClaimed' }>).data.attempt;
    await handle(
      jobDecider,
      streams.job(jobId),
      { type: 'FailJob', workerId: 'w-1', attempt, code: 'NO_SNIPPETS', message: 'Nothing to analyse.', now: NOW },
      (state: JobState) => state.organisationId,
    );
    await react();
    const failed = (await stores.eventStore.readStream(streams.product(productId))).at(-1)!;
    expect(failed).toMatchObject({
      type: 'AnalysisFailed',
      data: { productId, jobId, version: 1, code: 'NO_SNIPPETS', message: 'Nothing to analyse.', failedAt: NOW },
      metadata: { organisationId },
    });
    seen = 0;
    await react();
    expect(await projectEvents(productId)).toEqual(['ProjectCreated', 'ProjectSourcesAdded', 'AnalysisRequested', 'AnalysisFailed']);
  });

  it('records a cancelled job as a cancelled analysis', async () => {
    const productId = await newProject();
    await react();
    const jobId = analysisJobId(productId, 1);
    // Cancelled before any worker claimed it: the job ends at once.
    await handle(
      jobDecider,
      streams.job(jobId),
      { type: 'RequestCancellation', requestedBy: alice, now: NOW },
      (state: JobState) => state.organisationId,
    );
    expect((await stores.eventStore.readStream(streams.job(jobId))).map((event) => event.type)).toContain('JobCancelled');
    await react();
    expect((await stores.eventStore.readStream(streams.product(productId))).at(-1)).toMatchObject({
      type: 'AnalysisFailed',
      data: { jobId, code: 'JOB_CANCELLED', message: 'The analysis was cancelled.' },
    });
  });

  it('leaves alone jobs of other kinds, and analysis jobs of a project that does not exist', async () => {
    const productId = await newProject();
    await react();
    for (const jobId of [`ingest-${productId}`, analysisJobId(randomUUID(), 1)]) {
      await new JobRequests(repository).request({ jobId, kind: 'other', input: {}, organisationId });
      await claim(jobId);
      await handle(
        jobDecider,
        streams.job(jobId),
        { type: 'FailJob', workerId: 'w-1', attempt: 1, code: 'X', message: 'x', now: NOW },
        (state: JobState) => state.organisationId,
      );
    }
    await expect(react()).resolves.toBeDefined();
    expect(await projectEvents(productId)).toEqual(['ProjectCreated', 'ProjectSourcesAdded', 'AnalysisRequested']);
  });

  it('lets every event of the analysis job reach the organisation’s live updates', async () => {
    const productId = await newProject();
    await react();
    const jobId = analysisJobId(productId, 1);
    await claim(jobId);
    await handle(
      jobDecider,
      streams.job(jobId),
      { type: 'ReportProgress', workerId: 'w-1', attempt: 1, done: 1, total: 7, message: 'Analysing data', now: NOW },
      (state: JobState) => state.organisationId,
    );
    const jobEvents = await stores.eventStore.readStream(streams.job(jobId));
    expect(jobEvents.map((event) => event.type)).toEqual(['JobRequested', 'JobClaimed', 'JobProgressed']);
    expect(liveUpdatesFor(jobEvents).map((update) => [update.organisationId, update.streamId])).toEqual(
      jobEvents.map(() => [organisationId, streams.job(jobId)]),
    );
  });
});
