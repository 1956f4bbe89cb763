import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { lockDataDirectory } from './data-directory-lock';
import type { QueryOptions, SqlClient, SqlQueryable } from './sql-client';

interface Reply {
  id?: number;
  rows?: unknown[];
  error?: { message: string; code?: string; detail?: string };
  notify?: string;
}

const WORKER_FILE = path.join(__dirname, 'pglite-worker.js');

/** Creates the database of a new data directory on a thread that then ends (see pglite-worker.js). */
async function initialise(dataDir: string): Promise<void> {
  const worker = new Worker(WORKER_FILE, { workerData: { dataDir, initialiseOnly: true } });
  try {
    const reply = await new Promise<Reply & { initialised?: boolean }>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    if (reply.error) throw new SqlError(reply.error.message, reply.error.code);
  } finally {
    await worker.terminate();
  }
}

export class SqlError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'SqlError';
  }
}

/**
 * The embedded PostgreSQL in a worker thread (see pglite-worker.js): same behaviour as
 * PgliteClient, but its CPU work runs on another core than the HTTP event loop. The data
 * directory is locked for as long as the client is open. A transaction holds a mutex so no other
 * statement can slip in between its BEGIN and COMMIT on the single connection.
 */
export class PgliteWorkerClient implements SqlClient {
  private nextId = 1;
  private readonly waiting = new Map<number, { resolve: (rows: unknown[]) => void; reject: (error: Error) => void }>();
  private readonly listeners = new Map<string, Set<() => void>>();
  private transactionTail: Promise<void> = Promise.resolve();

  private constructor(
    private readonly worker: Worker,
    private readonly releaseLock: () => Promise<void>,
  ) {
    worker.on('message', (reply: Reply) => this.receive(reply));
    worker.on('error', (error) => this.failAll(error));
    worker.on('exit', (code) => this.failAll(new Error(`database worker exited with code ${code}`)));
  }

  static async open(directory: string): Promise<PgliteWorkerClient> {
    const { pgliteDir, release } = await lockDataDirectory(directory);
    try {
      if (!existsSync(path.join(pgliteDir, 'PG_VERSION'))) await initialise(pgliteDir);
    } catch (error) {
      await release();
      throw error;
    }
    const worker = new Worker(WORKER_FILE, { workerData: { dataDir: pgliteDir } });
    const client = new PgliteWorkerClient(worker, release);
    try {
      await client.send({ kind: 'query', sql: 'select 1', params: [] });
      return client;
    } catch (error) {
      await worker.terminate();
      await release();
      throw error;
    }
  }

  async query<Row>(sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<Row[]> {
    await this.transactionTail;
    return (await this.send({ kind: 'query', sql, params, background: options.background === true })) as Row[];
  }

  async exec(sql: string): Promise<void> {
    await this.transactionTail;
    await this.send({ kind: 'exec', sql });
  }

  async transaction<T>(work: (client: SqlQueryable) => Promise<T>): Promise<T> {
    const previous = this.transactionTail;
    let done!: () => void;
    this.transactionTail = new Promise<void>((resolve) => (done = resolve));
    await previous;
    const inside: SqlQueryable = {
      query: async <Row>(sql: string, params: unknown[] = []) => (await this.send({ kind: 'query', sql, params })) as Row[],
    };
    try {
      await inside.query('begin');
      const result = await work(inside);
      await inside.query('commit');
      return result;
    } catch (error) {
      await inside.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      done();
    }
  }

  async listen(channel: string, onNotify: () => void): Promise<() => Promise<void>> {
    let callbacks = this.listeners.get(channel);
    if (!callbacks) {
      callbacks = new Set();
      this.listeners.set(channel, callbacks);
      await this.send({ kind: 'listen', channel });
    }
    callbacks.add(onNotify);
    return async () => {
      callbacks!.delete(onNotify);
    };
  }

  async close(): Promise<void> {
    await this.transactionTail;
    await this.send({ kind: 'close' }).catch(() => undefined);
    await this.worker.terminate();
    await this.releaseLock();
  }

  private send(request: { kind: string; sql?: string; params?: unknown[]; channel?: string; background?: boolean }): Promise<unknown[]> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.worker.postMessage({ id, ...request });
    });
  }

  private receive(reply: Reply): void {
    if (reply.notify) {
      for (const callback of this.listeners.get(reply.notify) ?? []) callback();
      return;
    }
    const pending = this.waiting.get(reply.id!);
    if (!pending) return;
    this.waiting.delete(reply.id!);
    if (reply.error) pending.reject(new SqlError(reply.error.message, reply.error.code));
    else pending.resolve(reply.rows ?? []);
  }

  private failAll(error: Error): void {
    for (const pending of this.waiting.values()) pending.reject(error);
    this.waiting.clear();
  }
}
