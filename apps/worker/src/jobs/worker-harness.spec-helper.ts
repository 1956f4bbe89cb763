import { type JobEvent, jobEventTypes, streams } from '@app/domain';
import { loadConfig } from '@app/infrastructure/config';
import type { RecordedEvent } from '@app/infrastructure/event-store';
import { EventSourcedRepository } from '@app/infrastructure/event-store';
import { createInfrastructure, type Infrastructure } from '@app/infrastructure';
import { JobRequests } from '@app/infrastructure/jobs';
import { ProcessorRunner } from '@app/infrastructure/processors';
import { PgliteClient } from '@app/infrastructure/sql';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { JobKind } from './job-kind';
import { JobRunner, type JobRunnerSettings } from './job-runner';
import { jobsProcessor } from './jobs-processor';

// Test support only (the server build leaves `*.spec-helper.ts` out): the worker's pieces on an
// in-memory embedded store, without Nest.

export interface TestStore {
  infrastructure: Infrastructure;
  requests: JobRequests;
  /** The job's events so far, in order. */
  eventsOf(jobId: string): Promise<Array<RecordedEvent<JobEvent>>>;
  /** Waits until the job's events satisfy `done`, and answers them. */
  waitForEvents(
    jobId: string,
    done: (events: Array<RecordedEvent<JobEvent>>) => boolean,
    timeoutMs?: number,
  ): Promise<Array<RecordedEvent<JobEvent>>>;
  close(): Promise<void>;
}

export async function openTestStore(): Promise<TestStore> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'worker-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'worker-test-secret-long-enough-for-hs256' });
  const infrastructure = await createInfrastructure(config, { sql: await PgliteClient.inMemory() });
  const eventsOf = async (jobId: string) =>
    (await infrastructure.eventStore.readStream(streams.job(jobId))).filter((event): event is RecordedEvent<JobEvent> =>
      jobEventTypes.has(event.type as JobEvent['type']),
    );
  return {
    infrastructure,
    requests: new JobRequests(new EventSourcedRepository(infrastructure.eventStore)),
    eventsOf,
    async waitForEvents(jobId, done, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const events = await eventsOf(jobId);
        if (done(events)) return events;
        if (Date.now() > deadline)
          throw new Error(`job ${jobId} did not get there within ${timeoutMs} ms: ${events.map((event) => event.type).join(', ')}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async close() {
      await infrastructure.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestWorker {
  runner: JobRunner;
  /** What the worker logged as errors (a crashing job kind logs its stack). */
  errors: string[];
  stop(): Promise<void>;
}

/**
 * One worker as a process of its own would have it: its own repository (so its claims race the
 * other workers' through the store), its runner and, unless `followLog` is false, its processor.
 */
export async function startTestWorker(
  store: TestStore,
  kinds: JobKind[],
  settings: Partial<JobRunnerSettings> & { workerId: string },
  options: { followLog?: boolean } = {},
): Promise<TestWorker> {
  const { eventStore, readStore, progress } = store.infrastructure;
  const errors: string[] = [];
  const log = { info: () => undefined, error: (message: string) => void errors.push(message) };
  const runner = new JobRunner(
    new Map(kinds.map((kind) => [kind.kind, kind])),
    { leaseMs: 30_000, pollMs: 60_000, maxAttempts: 3, capacity: 1, progressIntervalMs: 1000, ...settings },
    { repository: new EventSourcedRepository(eventStore), readStore, clock: () => new Date(), log },
  );
  const processors = new ProcessorRunner(eventStore, readStore, progress, log.error);
  if (options.followLog ?? true) await processors.start([jobsProcessor(readStore, runner)]);
  runner.start();
  return {
    runner,
    errors,
    async stop() {
      await processors.stop();
      await runner.stop();
    },
  };
}

export const ofType = <Type extends JobEvent['type']>(events: Array<RecordedEvent<JobEvent>>, type: Type) =>
  events.filter((event): event is RecordedEvent<Extract<JobEvent, { type: Type }>> => event.type === type);
