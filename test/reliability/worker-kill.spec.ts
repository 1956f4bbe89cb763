import { DOCUMENTS_INGEST, documentDecider, ingestionJobId, type JobEvent, jobEventTypes, PROJECTS_ANALYSE, streams } from '@app/domain';
import { loadConfig } from '@app/infrastructure/config';
import type { RecordedEvent } from '@app/infrastructure/event-store';
import { EventSourcedRepository } from '@app/infrastructure/event-store';
import { createInfrastructure, type Infrastructure } from '@app/infrastructure';
import { JobRequests } from '@app/infrastructure/jobs';
import { feedbackSnippets } from '@app/worker/jobs/themes/feedback-snippets.spec-helper';
import {
  createProject,
  manyUtterances,
  ORGANISATION,
  readyDocument,
  requestAnalysis,
  transcriptSnippets,
} from '@app/worker/jobs/projects/projects-analyse.spec-helper';
import type { ChildProcess } from 'node:child_process';
import { spawnBuiltApp, stopChild, whenReady } from '../support/child-apps';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { generateBenchVtt } from '../../libs/ingestion/src/formats/transcript/bench-transcript';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTemporaryDatabase, type TemporaryDatabase } from '../support/postgres';

const LEASE_MS = 3000;

/**
 * DESIGN.md 4b, "a killed worker loses nothing": a worker process (the built dist/apps/worker) is
 * killed (SIGKILL) in the middle of a CPU job (an analysis, then the reading of an upload); another
 * worker process claims the job once the lease has run out and completes it. The job succeeds exactly once, on attempt 2, and the second run
 * began only after the first claim's lease had expired: never two runs at once.
 */
describe('killing a worker in the middle of a job', () => {
  let database: TemporaryDatabase;
  let dataDir: string;
  let infrastructure: Infrastructure;
  const workers: ChildProcess[] = [];

  async function startWorker(): Promise<ChildProcess> {
    const child = spawnBuiltApp('worker', {
      ...process.env,
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      JWT_SECRET: 'worker-kill-secret-long-enough-0123456789',
      JOB_LEASE_MS: String(LEASE_MS),
      JOB_POLL_MS: '200',
      JOB_THREADS: '1',
    });
    workers.push(child);
    return whenReady(child, /working/, 'worker');
  }

  const stop = stopChild;

  async function jobEvents(jobId: string): Promise<Array<RecordedEvent<JobEvent>>> {
    const events = await infrastructure.eventStore.readStream(streams.job(jobId));
    return events.filter((event): event is RecordedEvent<JobEvent> => jobEventTypes.has(event.type as JobEvent['type']));
  }

  async function waitFor(jobId: string, done: (events: Array<RecordedEvent<JobEvent>>) => boolean, timeoutMs: number) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const events = await jobEvents(jobId);
      if (done(events)) return events;
      if (Date.now() > deadline) throw new Error(`job ${jobId}: ${events.map((event) => event.type).join(', ')}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  beforeAll(async () => {
    database = await createTemporaryDatabase();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'worker-kill-'));
    infrastructure = await createInfrastructure(
      loadConfig({ DATABASE_URL: database.url, DATA_DIR: dataDir, JWT_SECRET: 'worker-kill-secret-long-enough-0123456789' }),
    );
  });

  afterAll(async () => {
    await Promise.all(workers.map((child) => stop(child, 'SIGKILL')));
    await infrastructure.close();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('completes the job once, on the next claim after the lease expired', async () => {
    const first = await startWorker();
    const jobId = randomUUID();
    const requests = new JobRequests(new EventSourcedRepository(infrastructure.eventStore));
    await requests.request({
      jobId,
      kind: 'themes.analyse',
      input: { snippets: feedbackSnippets(4500), now: '2025-06-01T00:00:00.000Z', seed: 1 },
    });

    // Mid-run: claimed and computing on its thread.
    await waitFor(jobId, (events) => events.some((event) => event.type === 'JobProgressed'), 30_000);
    await stop(first, 'SIGKILL');
    await startWorker();
    const events = await waitFor(jobId, (all) => all.some((event) => event.type === 'JobSucceeded' || event.type === 'JobFailed'), 90_000);

    const claims = events.flatMap((event) => (event.type === 'JobClaimed' ? [event.data] : []));
    expect(claims.map((claim) => claim.attempt)).toEqual([1, 2]);
    expect(claims[0].workerId).not.toBe(claims[1].workerId);
    const outcomes = events.filter((event) => event.type === 'JobSucceeded' || event.type === 'JobFailed' || event.type === 'JobCancelled');
    expect(outcomes.map((event) => [event.type, event.data.attempt])).toEqual([['JobSucceeded', 2]]);

    // Never two runs at once: the second claim came after the first one's last lease had run out,
    // and nothing of attempt 1 was recorded after it.
    const firstLeaseEnds = events.flatMap((event) =>
      (event.type === 'JobClaimed' || event.type === 'JobLeaseRenewed') && event.data.attempt === 1
        ? [Date.parse(event.data.leaseExpiresAt)]
        : [],
    );
    expect(Date.parse(claims[1].claimedAt)).toBeGreaterThanOrEqual(Math.max(...firstLeaseEnds));
    const secondClaimAt = events.findIndex((event) => event.type === 'JobClaimed' && event.data.attempt === 2);
    expect(events.slice(secondClaimAt).filter((event) => 'attempt' in event.data && event.data.attempt === 1)).toEqual([]);
  }, 150_000);

  it('reads an upload once even when the worker reading it is killed: one DocumentIngested, on attempt 2', async () => {
    await Promise.all(workers.map((child) => stop(child, 'SIGKILL')));
    const first = await startWorker();
    const repository = new EventSourcedRepository(infrastructure.eventStore);
    const documentId = randomUUID();
    const transcript = Buffer.from(generateBenchVtt(40));
    const stored = await infrastructure.files.write(Readable.from([transcript]), { maxBytes: transcript.length });
    const now = new Date().toISOString();
    const organisationId = randomUUID();
    await repository.handle(
      documentDecider,
      streams.document(documentId),
      {
        type: 'UploadDocument',
        documentId,
        organisationId,
        uploadedBy: 'kill-test',
        fileName: 'long-call.vtt',
        format: 'vtt',
        kind: 'transcript',
        fileId: stored.fileId,
        sha256: stored.sha256,
        size: stored.size,
        quickUpload: false,
        now,
      },
      { actorId: 'kill-test', correlationId: randomUUID(), now },
      () => organisationId,
    );
    // What the documents reactor asks for on DocumentUploaded (the projectors are not running here).
    const jobId = ingestionJobId(documentId);
    await new JobRequests(repository).request({
      jobId,
      kind: DOCUMENTS_INGEST,
      input: { documentId, fileId: stored.fileId, fileName: 'long-call.vtt' },
      organisationId,
    });

    // Claimed and reading 40 MB (a few seconds of work on its thread): killed.
    await waitFor(jobId, (events) => events.some((event) => event.type === 'JobClaimed'), 30_000);
    await stop(first, 'SIGKILL');
    await startWorker();
    const events = await waitFor(jobId, (all) => all.some((event) => event.type === 'JobSucceeded' || event.type === 'JobFailed'), 90_000);

    expect(
      events
        .filter((event) => event.type === 'JobSucceeded' || event.type === 'JobFailed')
        .map((event) => [event.type, event.data.attempt]),
    ).toEqual([['JobSucceeded', 2]]);
    const documentEvents = (await infrastructure.eventStore.readStream(streams.document(documentId))).map((event) => event.type);
    expect(documentEvents).toEqual(['DocumentUploaded', 'DocumentIngested']);
  }, 150_000);

  it('analyses a project once when the worker analysing it is killed: each insight created once, one AnalysisRecorded', async () => {
    await Promise.all(workers.map((child) => stop(child, 'SIGKILL')));
    const first = await startWorker();
    const repository = new EventSourcedRepository(infrastructure.eventStore);
    const source = await readyDocument(repository, infrastructure.files, {
      documentId: randomUUID(),
      fileName: 'support-calls.vtt',
      kind: 'transcript',
      snippets: transcriptSnippets(manyUtterances(4500)),
      uploadedAt: '2026-01-15T10:00:00.000Z',
    });
    const productId = await createProject(repository, [source]);
    // What the projects reactor does on AnalysisRequested (the projectors are not running here).
    const { jobId, version } = await requestAnalysis(repository, productId, new Date().toISOString());
    await new JobRequests(repository).request({
      jobId,
      kind: PROJECTS_ANALYSE,
      input: { productId, version },
      organisationId: ORGANISATION,
    });

    // Mid-analysis: claimed and computing on its thread.
    await waitFor(jobId, (events) => events.some((event) => event.type === 'JobProgressed'), 30_000);
    await stop(first, 'SIGKILL');
    await startWorker();
    const events = await waitFor(jobId, (all) => all.some((event) => event.type === 'JobSucceeded' || event.type === 'JobFailed'), 120_000);

    expect(
      events
        .filter((event) => event.type === 'JobSucceeded' || event.type === 'JobFailed')
        .map((event) => [event.type, event.data.attempt]),
    ).toEqual([['JobSucceeded', 2]]);
    const project = await infrastructure.eventStore.readStream(streams.product(productId));
    const recorded = project.filter((event) => event.type === 'AnalysisRecorded');
    expect(recorded).toHaveLength(1);
    const created = (recorded[0].data as { created: string[] }).created;
    expect(created.length).toBeGreaterThan(10);
    for (const insightId of created) {
      const insight = (await infrastructure.eventStore.readStream(streams.insight(insightId))).map((event) => event.type);
      expect({ insightId, events: insight }).toEqual({ insightId, events: ['InsightCreated'] });
    }
  }, 180_000);
});
