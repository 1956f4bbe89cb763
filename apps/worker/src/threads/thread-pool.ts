import { existsSync } from 'node:fs';
import path from 'node:path';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { Piscina } from 'piscina';

/** The export every thread file has besides its task: calling it only loads the module. */
export const WARM_EXPORT = 'warm';

/** What a thread function receives: the task's data and a port to report through. */
export interface ThreadTask<Data> {
  data: Data;
  port: MessagePort;
}

/**
 * The worker threads that run CPU-heavy jobs, away from the event loop that answers HTTP. Each task
 * names its thread file; aborting a task's signal terminates its thread (piscina), so a cancelled
 * computation stops at once instead of at its next check.
 */
export class ThreadPool {
  private readonly pool: Piscina;

  constructor(threads: number) {
    // The threads stay (they are few: cores − 1), so a job never pays a thread start or a module load.
    this.pool = new Piscina({ minThreads: Math.max(1, threads), maxThreads: Math.max(1, threads) });
  }

  /** Runs the default export of `filename` (a built .js file) on `data`; `onMessage` hears what it posts. */
  async run<Data, Result>(
    filename: string,
    data: Data,
    options: { signal: AbortSignal; onMessage?: (message: unknown) => void },
  ): Promise<Result> {
    const { port1, port2 } = new MessageChannel();
    if (options.onMessage) port1.on('message', options.onMessage);
    try {
      const task: ThreadTask<Data> = { data, port: port2 };
      return await this.pool.run(task, { filename, signal: options.signal, transferList: [port2] });
    } finally {
      port1.close();
    }
  }

  /**
   * Loads each thread file on the threads ahead of the first job (one task per thread and file, so
   * in practice on each of them): the ingestion file alone takes
   * about 0.8 s to load (its PDF and Office readers), which would otherwise delay the first upload.
   */
  async warm(filenames: readonly string[]): Promise<void> {
    const threads = this.pool.options.maxThreads;
    await Promise.all(
      filenames.flatMap((filename) => Array.from({ length: threads }, () => this.pool.run(null, { filename, name: WARM_EXPORT }))),
    );
  }

  /** The threads alive now (tests watch a cancelled one exit). */
  get threads() {
    return this.pool.threads;
  }

  async destroy(): Promise<void> {
    await this.pool.destroy();
  }
}

/** A thread file must be a built .js file: worker threads load it with plain Node, not through the test transform. */
export function requireThreadFile(filename: string): string {
  if (!existsSync(filename)) throw new Error(`Thread file ${filename} is missing: build the server first (npm run build:server)`);
  return filename;
}

/**
 * The built thread file `name` of the module in `moduleDir`: beside it when running the build, and
 * at the same place under dist/ when running from the TypeScript sources (the tests, from the
 * repository root), since threads load plain JavaScript.
 */
export function builtThreadFile(moduleDir: string, name: string): string {
  const beside = path.join(moduleDir, name);
  if (existsSync(beside)) return beside;
  return path.join(process.cwd(), 'dist', path.relative(process.cwd(), moduleDir), name);
}
