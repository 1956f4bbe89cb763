import { communityCandidate } from '../clustering/communities';
import { exactRows, refineRows, treeCandidates } from '../clustering/knn-parts';
import { similarityRowsPiece } from '../clustering/silhouette';

/** The pieces of work the engine hands to threads, by name: a thread looks its task up here. */
export const PARALLEL_TASKS = { exactRows, treeCandidates, refineRows, communityCandidate, similarityRows: similarityRowsPiece } as const;

export type ParallelTask = keyof typeof PARALLEL_TASKS;
export type TaskInput<T extends ParallelTask> = Parameters<(typeof PARALLEL_TASKS)[T]>[0];
export type TaskOutput<T extends ParallelTask> = ReturnType<(typeof PARALLEL_TASKS)[T]>;

/**
 * Threads the engine may share its heaviest stages with. The engine stays synchronous and pure:
 * `map` blocks until every piece is done, and only a runner outside the library (the node
 * folder's worker threads) knows about threads at all.
 */
export interface Parallel {
  /** Threads the work runs on, this one included; the engine cuts its work into this many pieces. */
  readonly threads: number;
  /**
   * Runs `task` on every input at once, the first on this thread (the only one that reports
   * progress) and each other on a thread of its own; answers in the inputs' order.
   */
  map<T extends ParallelTask>(task: T, inputs: ReadonlyArray<TaskInput<T>>, onProgress?: (fraction: number) => void): Array<TaskOutput<T>>;
}

/** Runs a task of the registry (a thread's answer to a request naming it). */
export function runTask<T extends ParallelTask>(task: T, input: TaskInput<T>, onProgress?: (fraction: number) => void): TaskOutput<T> {
  const run = PARALLEL_TASKS[task] as (input: TaskInput<T>, onProgress?: (fraction: number) => void) => TaskOutput<T>;
  return run(input, onProgress);
}
