import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { MessageChannel, type MessagePort, receiveMessageOnPort, Worker } from 'node:worker_threads';
import type { Parallel, ParallelTask } from '../parallel/parallel';
import { runTask } from '../parallel/tasks';

/** Typed arrays at least this large go to the threads as shared memory, copied once, instead of once per piece. */
const SHARE_FROM_BYTES = 64 * 1024;

/** Young generation of each helper thread's heap (see the constructor). */
const HELPER_YOUNG_GENERATION_MB = 16;

interface Helper {
  worker: Worker;
  port: MessagePort;
  /** Raised by the thread when its answer is in the port. */
  flag: Int32Array;
}

/**
 * The thread file beside this module when running the build, or at the same place under dist/
 * when running from the TypeScript sources (the tests): threads load plain JavaScript.
 */
function threadFile(): string {
  const beside = path.join(__dirname, 'parallel-thread.js');
  if (existsSync(beside)) return beside;
  const built = path.join(process.cwd(), 'dist', path.relative(process.cwd(), __dirname), 'parallel-thread.js');
  if (!existsSync(built)) throw new Error(`${built} is missing: build the server first (npm run build:server)`);
  return built;
}

/**
 * The engine's Parallel on worker threads (decision 0023). `map` blocks this thread: it posts the
 * other pieces, runs the first itself, then waits on each thread's flag (Atomics.wait) and takes
 * its answer from the port (receiveMessageOnPort), so the engine stays synchronous. The threads
 * start once and are reused until close(); they do not keep the process alive.
 */
export class WorkerThreadsParallel implements Parallel {
  readonly threads: number;
  private readonly helpers: Helper[];
  private readonly sharedCopies = new WeakMap<ArrayBufferView, ArrayBufferView>();

  /**
   * `preload`: a built module each thread loads before its first piece (the product's worker
   * lowers the threads' scheduling priority there, as it does for its job threads).
   */
  constructor(threads = availableParallelism(), options: { preload?: string } = {}) {
    this.threads = Math.max(1, Math.floor(threads));
    const file = this.threads > 1 ? threadFile() : '';
    this.helpers = Array.from({ length: this.threads - 1 }, () => {
      const { port1, port2 } = new MessageChannel();
      const flag = new Int32Array(new SharedArrayBuffer(4));
      // A small young generation: the pieces' big data are typed arrays outside the heap, and a
      // process run with a large one (the server's --max-semi-space-size) would give every
      // helper that much again.
      const worker = new Worker(file, {
        workerData: { port: port2, flag, preload: options.preload },
        transferList: [port2],
        resourceLimits: { maxYoungGenerationSizeMb: HELPER_YOUNG_GENERATION_MB },
      });
      worker.unref();
      port1.unref();
      return { worker, port: port1, flag };
    });
  }

  map<Input, Output>(task: ParallelTask, inputs: readonly Input[], onProgress?: (fraction: number) => void): Output[] {
    if (inputs.length > this.threads) throw new Error(`${inputs.length} pieces for ${this.threads} threads`);
    const helping = this.helpers.slice(0, Math.max(0, inputs.length - 1));
    helping.forEach((helper, index) => {
      Atomics.store(helper.flag, 0, 0);
      helper.port.postMessage({ task, input: this.shared(inputs[index + 1]) });
    });
    const outputs: Output[] = [];
    let failure: unknown = null;
    try {
      if (inputs.length > 0) outputs.push(runTask(task, inputs[0], onProgress) as Output);
    } catch (error) {
      failure = error;
    }
    // Every answer is taken, even after a failure, so none is left behind for the next call.
    for (const helper of helping) {
      while (Atomics.load(helper.flag, 0) === 0) Atomics.wait(helper.flag, 0, 0);
      const answer = receiveMessageOnPort(helper.port)?.message as { output?: Output; error?: string } | undefined;
      if (answer?.output !== undefined) outputs.push(answer.output);
      else failure ??= new Error(`${task} failed on its thread: ${answer?.error ?? 'no answer'}`);
    }
    if (failure !== null) throw failure;
    return outputs;
  }

  async close(): Promise<void> {
    await Promise.all(this.helpers.map((helper) => helper.worker.terminate()));
  }

  /** The input with its large typed arrays in shared memory (each copied once per array). */
  private shared<V>(value: V): V {
    if (ArrayBuffer.isView(value)) {
      if (value.buffer instanceof SharedArrayBuffer || value.byteLength < SHARE_FROM_BYTES) return value;
      let copy = this.sharedCopies.get(value);
      if (copy === undefined) {
        const Kind = value.constructor as new (buffer: SharedArrayBuffer) => ArrayBufferView;
        const bytes = new Uint8Array(new SharedArrayBuffer(value.byteLength));
        bytes.set(new Uint8Array(value.buffer, value.byteOffset, value.byteLength));
        copy = new Kind(bytes.buffer as SharedArrayBuffer);
        this.sharedCopies.set(value, copy);
      }
      return copy as V;
    }
    if (value === null || typeof value !== 'object') return value;
    if (Array.isArray(value)) return value.map((item) => this.shared(item)) as V;
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, this.shared(item)])) as V;
  }
}
