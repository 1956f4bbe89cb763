import { DomainError } from '@app/domain';
import fastq from 'fastq';

export interface WorkQueueLimits {
  /** Jobs running at once. */
  concurrency: number;
  /** Jobs waiting for a free slot; one more is refused at once. */
  waitingLimit: number;
}

type Task = () => Promise<unknown>;

// The refusal estimate starts here until real jobs have been timed.
const INITIAL_JOB_MS = 100;

/**
 * Runs expensive jobs that anyone can trigger with a cap on how many run and how many wait, so a
 * flood costs a bounded amount of work and fails fast (503 with Retry-After) instead of queueing
 * without end and starving everybody else.
 */
export class BoundedWorkQueue {
  private readonly queue: fastq.queueAsPromised<Task, unknown>;
  // Running, waiting and preparing jobs: a place is taken before anything is spent on the job.
  private placesTaken = 0;
  private averageJobMs = INITIAL_JOB_MS;

  constructor(private readonly limits: WorkQueueLimits) {
    if (limits.concurrency < 1) throw new Error('A work queue needs a concurrency of at least 1');
    this.queue = fastq.promise((task: Task) => this.timed(task), limits.concurrency);
  }

  run<T>(job: () => Promise<T>): Promise<T> {
    return this.runPrepared(async () => undefined, job);
  }

  /**
   * Takes a place (or refuses at once), then runs `prepare` (a database read, say) outside the
   * slots, then `job` with its result once a slot is free: a refused job costs no preparation.
   */
  async runPrepared<Input, T>(prepare: () => Promise<Input>, job: (input: Input) => Promise<T>): Promise<T> {
    if (this.placesTaken >= this.limits.concurrency + this.limits.waitingLimit) {
      throw new DomainError('SERVER_BUSY', 'unavailable', 'The server is busy. Please try again in a moment.', {
        retryAfterSeconds: this.secondsToDrain(),
      });
    }
    this.placesTaken += 1;
    try {
      const input = await prepare();
      return (await this.queue.push(() => job(input))) as T;
    } finally {
      this.placesTaken -= 1;
    }
  }

  private async timed(task: Task): Promise<unknown> {
    const started = performance.now();
    try {
      return await task();
    } finally {
      // A moving average, so the Retry-After estimate follows the machine's current speed.
      this.averageJobMs = 0.8 * this.averageJobMs + 0.2 * (performance.now() - started);
    }
  }

  /** How long the jobs already admitted will take: when a retry has a fair chance of a place. */
  private secondsToDrain(): number {
    return Math.max(1, Math.ceil((this.placesTaken * this.averageJobMs) / this.limits.concurrency / 1000));
  }
}
