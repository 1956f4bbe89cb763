import { type Parallel, WorkerThreadsParallel } from '@app/insights';
import { builtThreadFile } from './thread-pool';

let parallel: WorkerThreadsParallel | undefined;

/**
 * Threads the insight engine shares its heaviest stages with, this job thread included:
 * ENGINE_THREADS, default 1. With 2 a lone analysis borrows the core the job pool leaves to HTTP,
 * at the job threads' lower priority (HTTP is still served first): on the 2-core machine 15 to 25 %
 * faster, but the server's peak while analysing 100,000 snippets rose from about 1.9 GB to 2.0 -
 * 2.1 GB, over the 2 GB the product promises, so it is not the default yet (decision 0023).
 * Started once per job thread, at warm-up; the themes are the same for any number.
 */
export function engineParallel(): Parallel {
  if (parallel === undefined) {
    const configured = process.env.ENGINE_THREADS;
    const threads = configured === undefined ? 1 : Number(configured);
    if (!Number.isInteger(threads) || threads < 1) throw new Error(`ENGINE_THREADS must be a positive integer, not "${configured}"`);
    parallel = new WorkerThreadsParallel(threads, { preload: builtThreadFile(__dirname, 'lowered-priority.js') });
  }
  return parallel;
}
