import { type MessagePort, workerData } from 'node:worker_threads';
import { runTask, type ParallelTask } from '../parallel/parallel';

// A thread of WorkerThreadsParallel: answers each request on its port, then raises its flag so
// the blocked caller knows the answer is there to take (see worker-threads-parallel.ts).

interface Request {
  task: ParallelTask;
  input: never;
}

const { port, flag, preload } = workerData as { port: MessagePort; flag: Int32Array; preload?: string };
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a module the runner's owner names at run time
if (preload) require(preload);

port.on('message', ({ task, input }: Request) => {
  try {
    const output = runTask(task, input);
    port.postMessage({ output }, [output.ids.buffer, output.sims.buffer] as ArrayBuffer[]);
  } catch (error) {
    port.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
  Atomics.store(flag, 0, 1);
  Atomics.notify(flag, 0);
});
