import { EventSourcedRepository } from '@app/infrastructure/event-store';
import { jobDecider, streams } from '@app/domain';
import { randomUUID } from 'node:crypto';
import { JobFailure, type JobKind } from './job-kind';
import { ofType, openTestStore, startTestWorker, type TestStore, type TestWorker } from './worker-harness.spec-helper';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A job kind for the runtime's tests: counts its runs (and how many overlap), takes `ms`, reports `steps` progress updates. */
function countingKind(kind = 'test.count', options: { ms?: number; steps?: number } = {}) {
  const stats = { started: 0, running: 0, mostAtOnce: 0, lastRunMs: 0 };
  const job: JobKind = {
    kind,
    async run(input, { signal, progress }) {
      const startedAt = performance.now();
      stats.started += 1;
      stats.running += 1;
      stats.mostAtOnce = Math.max(stats.mostAtOnce, stats.running);
      try {
        const steps = options.steps ?? 1;
        for (let step = 1; step <= steps; step += 1) {
          await pause((options.ms ?? 50) / steps);
          signal.throwIfAborted();
          progress({ done: step, total: steps, message: `step ${step}` });
        }
        return { echoed: input };
      } finally {
        stats.running -= 1;
        stats.lastRunMs = performance.now() - startedAt;
      }
    },
  };
  return { job, stats };
}

describe('job runner (in-memory embedded store)', () => {
  let store: TestStore;
  const workers: TestWorker[] = [];
  const worker = async (...args: Parameters<typeof startTestWorker> extends [unknown, ...infer Rest] ? Rest : never) => {
    const started = await startTestWorker(store, ...args);
    workers.push(started);
    return started;
  };

  beforeAll(async () => {
    store = await openTestStore();
  });

  afterEach(async () => {
    await Promise.all(workers.splice(0).map((running) => running.stop()));
  });

  afterAll(async () => {
    await store.close();
  });

  it('runs a requested job at once (woken by the request, not the poll) and records its result', async () => {
    const { job, stats } = countingKind();
    await worker([job], { workerId: 'w1' });
    const jobId = randomUUID();
    expect(
      await store.requests.request({ jobId, kind: job.kind, input: { n: 1 }, organisationId: 'org-1', requestedBy: 'alice' }),
    ).toMatchObject({ requested: true });
    const events = await store.waitForEvents(jobId, (all) => ofType(all, 'JobSucceeded').length > 0, 5000);
    expect(events.map((event) => event.type)).toEqual(['JobRequested', 'JobClaimed', 'JobProgressed', 'JobSucceeded']);
    expect(ofType(events, 'JobSucceeded')[0].data).toMatchObject({ attempt: 1, result: { echoed: { n: 1 } } });
    expect(events.every((event) => event.metadata.organisationId === 'org-1')).toBe(true);
    expect(stats.started).toBe(1);
    // Asking again with the same job id starts nothing.
    expect(await store.requests.request({ jobId, kind: job.kind, input: { n: 1 } })).toEqual({ requested: false, position: 0 });
  });

  it('lets exactly one of two racing workers claim each job', async () => {
    const { job, stats } = countingKind('test.race', { ms: 30 });
    const first = await worker([job], { workerId: 'w-a', capacity: 12 }, { followLog: false });
    const second = await worker([job], { workerId: 'w-b', capacity: 12 }, { followLog: false });
    const jobIds = Array.from({ length: 12 }, () => randomUUID());
    for (const jobId of jobIds) await store.requests.request({ jobId, kind: job.kind, input: null });
    // Both are told of every job at the same moment, as when both follow the log.
    for (const jobId of jobIds) {
      first.runner.offer([jobId]);
      second.runner.offer([jobId]);
    }
    for (const jobId of jobIds) {
      const events = await store.waitForEvents(jobId, (all) => ofType(all, 'JobSucceeded').length > 0);
      expect(ofType(events, 'JobClaimed')).toHaveLength(1);
      expect(ofType(events, 'JobSucceeded')).toHaveLength(1);
    }
    expect(stats.started).toBe(jobIds.length);
  });

  it('records progress rate-limited, not one event per update', async () => {
    const { job, stats } = countingKind('test.progress', { ms: 1200, steps: 200 });
    await worker([job], { workerId: 'w1', progressIntervalMs: 400 });
    const jobId = randomUUID();
    await store.requests.request({ jobId, kind: job.kind, input: null });
    const events = await store.waitForEvents(jobId, (all) => ofType(all, 'JobSucceeded').length > 0);
    const progressed = ofType(events, 'JobProgressed');
    expect(progressed.length).toBeGreaterThanOrEqual(2);
    // At most one a 400 ms interval (and the first at once) of a run that takes 1.2 s or, on a
    // busy machine whose timers fire late, longer: a handful of its 200 updates, not all of them.
    expect(progressed.length).toBeLessThanOrEqual(Math.ceil(stats.lastRunMs / 400) + 1);
    expect(progressed.length).toBeLessThan(20);
    expect(progressed[0].data).toMatchObject({ attempt: 1, total: 200, message: expect.stringMatching(/^step /) });
  });

  it('ends a job that fails with its stable code and message, and a crash with JOB_CRASHED', async () => {
    const failing: JobKind = {
      kind: 'test.fail',
      run: async (input) => {
        if (input === 'refuse') throw new JobFailure('TEST_REFUSED', 'The input was refused.');
        throw new TypeError('something unexpected');
      },
    };
    const { errors } = await worker([failing], { workerId: 'w1' });
    const refused = randomUUID();
    const crashed = randomUUID();
    await store.requests.request({ jobId: refused, kind: failing.kind, input: 'refuse' });
    await store.requests.request({ jobId: crashed, kind: failing.kind, input: 'crash' });
    const refusedEvents = await store.waitForEvents(refused, (all) => ofType(all, 'JobFailed').length > 0);
    expect(ofType(refusedEvents, 'JobFailed')[0].data).toMatchObject({
      attempt: 1,
      code: 'TEST_REFUSED',
      message: 'The input was refused.',
    });
    const crashedEvents = await store.waitForEvents(crashed, (all) => ofType(all, 'JobFailed').length > 0);
    expect(ofType(crashedEvents, 'JobFailed')[0].data).toMatchObject({ attempt: 1, code: 'JOB_CRASHED', message: 'something unexpected' });
    expect(errors).toEqual([expect.stringContaining(`job ${crashed} crashed: TypeError: something unexpected`)]);
  });

  it('claims again, after its lease expired, a job whose worker died, and ends it once', async () => {
    const { job, stats } = countingKind('test.orphan');
    const jobId = randomUUID();
    await store.requests.request({ jobId, kind: job.kind, input: null });
    // A worker that claimed the job and died: nothing renews its short lease.
    const now = new Date().toISOString();
    await new EventSourcedRepository(store.infrastructure.eventStore).handle(
      jobDecider,
      streams.job(jobId),
      { type: 'ClaimJob', workerId: 'dead-worker', leaseMs: 500, maxAttempts: 3, now },
      { actorId: null, correlationId: randomUUID(), now },
      (state) => state.organisationId,
    );
    await worker([job], { workerId: 'w-survivor', pollMs: 100 });
    const events = await store.waitForEvents(jobId, (all) => ofType(all, 'JobSucceeded').length > 0);
    const claims = ofType(events, 'JobClaimed');
    expect(claims.map((claim) => [claim.data.workerId, claim.data.attempt])).toEqual([
      ['dead-worker', 1],
      ['w-survivor', 2],
    ]);
    expect(Date.parse(claims[1].data.claimedAt)).toBeGreaterThanOrEqual(Date.parse(claims[0].data.leaseExpiresAt));
    expect(ofType(events, 'JobSucceeded').map((event) => event.data.attempt)).toEqual([2]);
    expect(stats.started).toBe(1);
  });

  it('renews the lease while a job runs longer than the lease', async () => {
    const { job } = countingKind('test.long', { ms: 1300 });
    await worker([job], { workerId: 'w1', leaseMs: 600 });
    const jobId = randomUUID();
    await store.requests.request({ jobId, kind: job.kind, input: null });
    const events = await store.waitForEvents(jobId, (all) => ofType(all, 'JobSucceeded').length > 0);
    expect(ofType(events, 'JobLeaseRenewed').length).toBeGreaterThanOrEqual(3);
    expect(ofType(events, 'JobClaimed')).toHaveLength(1);
    expect(ofType(events, 'JobSucceeded')[0].data.attempt).toBe(1);
  });
});
