import type { Parallel, ParallelTask, TaskInput, TaskOutput } from './parallel';

/**
 * `parallel.map(task, inputs)`, or without threads each input in turn through `run` (the task's
 * own function, handed in by the engine module that owns it: importing this registry from there
 * would be circular).
 */
export function mapPieces<T extends ParallelTask>(
  parallel: Parallel | undefined,
  task: T,
  run: (input: TaskInput<T>, onProgress?: (fraction: number) => void) => TaskOutput<T>,
  inputs: ReadonlyArray<TaskInput<T>>,
  onProgress?: (fraction: number) => void,
): Array<TaskOutput<T>> {
  if (parallel) return parallel.map(task, inputs, onProgress);
  return inputs.map((input, index) => run(input, index === 0 ? onProgress : undefined));
}
