import { type MessagePort, workerData } from 'node:worker_threads';
import type { ParallelTask } from '../parallel/parallel';
import { runTask } from '../parallel/tasks';

// A thread of WorkerThreadsParallel: answers each request on its port, then raises its flag so
// the blocked caller knows the answer is there to take (see worker-threads-parallel.ts).

interface Request {
  task: ParallelTask;
  input: never;
}

const { port, flag, preload } = workerData as { port: MessagePort; flag: Int32Array; preload?: string };
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a module the runner's owner names at run time
if (preload) require(preload);

/** The answer's own typed arrays move to the caller instead of being copied. */
function transferables(output: object): ArrayBuffer[] {
  const buffers = Object.values(output)
    .filter((value): value is ArrayBufferView => ArrayBuffer.isView(value))
    .map((view) => view.buffer)
    .filter((buffer): buffer is ArrayBuffer => buffer instanceof ArrayBuffer);
  return [...new Set(buffers)];
}

port.on('message', ({ task, input }: Request) => {
  try {
    const output = runTask(task, input);
    port.postMessage({ output }, transferables(output));
  } catch (error) {
    port.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
  Atomics.store(flag, 0, 1);
  Atomics.notify(flag, 0);
});
