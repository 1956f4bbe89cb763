import { communityCandidate } from '../clustering/communities';
import { exactRows, refineRows, treeCandidates } from '../clustering/knn-parts';
import { sparseSimilarityRowsPiece } from '../clustering/silhouette';
import { featureBlock } from '../clustering/represent';
import { centroidSimilarityRowsPiece } from '../clustering/self-training';
import type { ParallelTask } from './parallel';

type Task = (input: never, onProgress?: (fraction: number) => void) => object;

/** What a thread runs for each task name. */
const TASKS: Record<ParallelTask, Task> = {
  exactRows,
  treeCandidates,
  refineRows,
  communityCandidate,
  sparseSimilarityRows: sparseSimilarityRowsPiece,
  centroidSimilarityRows: centroidSimilarityRowsPiece,
  featureBlock,
};

/** Runs a task by name (a thread's answer to a request naming it). */
export function runTask(task: ParallelTask, input: unknown, onProgress?: (fraction: number) => void): object {
  const run = TASKS[task] as (input: unknown, onProgress?: (fraction: number) => void) => object;
  return run(input, onProgress);
}
