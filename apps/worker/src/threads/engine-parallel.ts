import { type Parallel, WorkerThreadsParallel } from '@app/insights';
import { availableParallelism } from 'node:os';
import { builtThreadFile } from './thread-pool';

let parallel: WorkerThreadsParallel | undefined;

/**
 * Threads the insight engine shares its nearest-neighbour search with, this job thread included:
 * ENGINE_THREADS, default 2 where the machine has two cores or more (a lone analysis borrows the
 * core the job pool leaves to HTTP, at the job threads' lower priority, so HTTP is still served
 * first). Started once per job thread, on first use; the themes are the same for any number.
 */
export function engineParallel(): Parallel {
  if (parallel === undefined) {
    const configured = process.env.ENGINE_THREADS;
    const threads = configured === undefined ? Math.min(2, availableParallelism()) : Number(configured);
    if (!Number.isInteger(threads) || threads < 1) throw new Error(`ENGINE_THREADS must be a positive integer, not "${configured}"`);
    parallel = new WorkerThreadsParallel(threads, { preload: builtThreadFile(__dirname, 'lowered-priority.js') });
  }
  return parallel;
}
