import { DomainError, jobDecider, streams } from '@app/domain';
import type { EventSourcedRepository } from '@app/infrastructure/event-store';
import { WrongExpectedRevisionError } from '@app/infrastructure/event-store';
import type { ReadDocument, ReadStore } from '@app/infrastructure/read-store';
import { randomUUID } from 'node:crypto';
import { ClaimedJob } from './claimed-job';
import type { JobKind } from './job-kind';
import { describeError, type JobLog } from './job-log';
import { JOBS_COLLECTION, type JobDocument } from './jobs.projection';

export interface JobRunnerSettings {
  /** Unique per process: a restarted worker is a new worker, so its old claims count as lost. */
  workerId: string;
  leaseMs: number;
  pollMs: number;
  maxAttempts: number;
  /** Jobs this worker runs at once (JOB_CAPACITY; beyond its threads they wait for one). */
  capacity: number;
  progressIntervalMs: number;
}

export interface JobRunnerPorts {
  repository: EventSourcedRepository;
  readStore: ReadStore;
  clock: () => Date;
  log: JobLog;
}

/** Open jobs read per poll: more than any worker's capacity, few enough to stay one cheap query. */
const POLL_LIMIT = 100;

/**
 * A competing consumer of the job queue: finds open jobs (woken by new requests, and on a timer
 * from the `jobs` read model), claims them by appending JobClaimed with the stream's expected
 * revision (of several racing workers exactly one wins), and runs them up to its capacity.
 */
export class JobRunner {
  /** Jobs being claimed (null) or run by this worker. */
  private readonly active = new Map<string, ClaimedJob | null>();
  private readonly runs = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | null = null;
  private stopping = false;
  private polling = false;
  private pollAgain = false;

  constructor(
    private readonly kinds: ReadonlyMap<string, JobKind>,
    private readonly settings: JobRunnerSettings,
    private readonly ports: JobRunnerPorts,
  ) {}

  start(): void {
    this.timer = setInterval(() => this.poll(), this.settings.pollMs);
    this.poll();
  }

  /** Jobs just requested: try them now rather than at the next poll. */
  offer(jobIds: readonly string[]): void {
    for (const jobId of jobIds) void this.tryJob(jobId);
  }

  /** Cancellation was asked for: a run of this worker stops now rather than at its next renewal. */
  cancel(jobIds: readonly string[]): void {
    for (const jobId of jobIds) this.active.get(jobId)?.stop('cancelled');
  }

  /** Stops every run without an outcome (their leases expire and the jobs run again) and claims nothing more. */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    for (const run of this.active.values()) run?.stop('worker-stopping');
    await Promise.all(this.runs);
  }

  poll(): void {
    if (this.polling) {
      this.pollAgain = true;
      return;
    }
    this.polling = true;
    void this.claimOpenJobs()
      .catch((error) => this.ports.log.error(`jobs poll: ${describeError(error)}`))
      .finally(() => {
        this.polling = false;
        if (this.pollAgain && !this.stopping) {
          this.pollAgain = false;
          this.poll();
        }
      });
  }

  private hasRoom(): boolean {
    return !this.stopping && this.active.size < this.settings.capacity;
  }

  private async claimOpenJobs(): Promise<void> {
    if (!this.hasRoom()) return;
    const open = await this.ports.readStore.find<JobDocument & ReadDocument>(
      JOBS_COLLECTION,
      { open: true },
      { sortBy: 'requestedAt', limit: POLL_LIMIT },
    );
    const now = this.ports.clock().getTime();
    for (const job of open) {
      if (!this.hasRoom()) return;
      const leaseLive = job.leaseExpiresAt !== null && Date.parse(job.leaseExpiresAt) > now;
      if (this.kinds.has(job.kind) && !leaseLive) await this.tryJob(job.jobId);
    }
  }

  private async tryJob(jobId: string): Promise<void> {
    if (!this.hasRoom() || this.active.has(jobId)) return;
    this.active.set(jobId, null);
    let claimed: { job: ClaimedJob; kind: JobKind; input: unknown } | null = null;
    try {
      claimed = await this.claim(jobId);
    } finally {
      if (!claimed) this.active.delete(jobId);
    }
    if (!claimed) return;
    const { job, kind, input } = claimed;
    this.active.set(jobId, job);
    const run = job.run(kind, input).finally(() => {
      this.active.delete(jobId);
      this.runs.delete(run);
      // A slot is free: the next open job need not wait for the timer.
      if (!this.stopping) this.poll();
    });
    this.runs.add(run);
  }

  private async claim(jobId: string): Promise<{ job: ClaimedJob; kind: JobKind; input: unknown } | null> {
    const stream = streams.job(jobId);
    const { repository, clock, log } = this.ports;
    try {
      const { state } = await repository.load(jobDecider, stream);
      const kind = state.kind === null ? undefined : this.kinds.get(state.kind);
      if (state.status !== 'open' || !kind) return null;
      const now = clock().toISOString();
      const { workerId, leaseMs, maxAttempts } = this.settings;
      const decided = await repository.handle(
        jobDecider,
        stream,
        { type: 'ClaimJob', workerId, leaseMs, maxAttempts, now },
        { actorId: null, correlationId: randomUUID(), now },
        (next) => next.organisationId,
      );
      for (const event of decided.events) {
        if (event.type !== 'JobClaimed') continue;
        log.info(`job ${jobId} (${kind.kind}) claimed, attempt ${event.data.attempt}`);
        const job = new ClaimedJob(jobId, { workerId, attempt: event.data.attempt }, event.data.leaseExpiresAt, this.settings, this.ports);
        return { job, kind, input: decided.state.input };
      }
      // The claim ended the job instead (cancelled while nobody held it, or abandoned).
      return null;
    } catch (error) {
      // Another worker holds it or got there first, or it has ended: not ours to run.
      if (error instanceof DomainError || error instanceof WrongExpectedRevisionError) return null;
      log.error(`job ${jobId}: claim failed: ${describeError(error)}`);
      return null;
    }
  }
}
