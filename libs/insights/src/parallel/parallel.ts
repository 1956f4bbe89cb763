/**
 * The pieces of work the engine hands to threads, by name; `tasks.ts` maps each name to the
 * engine's function (a thread looks its task up there). This file imports nothing, so engine
 * modules can take the port without importing the registry that lists them.
 */
export type ParallelTask =
  'featureBlock' | 'exactRows' | 'treeCandidates' | 'refineRows' | 'communityCandidate' | 'sparseSimilarityRows' | 'centroidSimilarityRows';

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
  map<Input, Output>(task: ParallelTask, inputs: readonly Input[], onProgress?: (fraction: number) => void): Output[];
}

/**
 * `parallel.map(task, inputs)`, or without threads each input in turn through `run`: the task's
 * own function, which also fixes the pieces' types.
 */
export function mapPieces<Input, Output>(
  parallel: Parallel | undefined,
  task: ParallelTask,
  run: (input: Input, onProgress?: (fraction: number) => void) => Output,
  inputs: readonly Input[],
  onProgress?: (fraction: number) => void,
): Output[] {
  if (parallel) return parallel.map<Input, Output>(task, inputs, onProgress);
  return inputs.map((input, index) => run(input, index === 0 ? onProgress : undefined));
}

/**
 * `rows` cut into one slice per thread, each with the offset its answers start at in an output of
 * `width` values per row shared by all the slices.
 */
export function rowSlices(rows: Int32Array, threads: number, width: number): Array<{ rows: Int32Array; offset: number }> {
  const each = Math.max(1, Math.ceil(rows.length / threads));
  const slices: Array<{ rows: Int32Array; offset: number }> = [];
  for (let from = 0; from < rows.length; from += each) slices.push({ rows: rows.slice(from, from + each), offset: from * width });
  return slices;
}
