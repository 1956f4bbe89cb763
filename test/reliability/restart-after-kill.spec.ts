import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../support/free-port';

/**
 * The server on the embedded store (`npm start`, built in dist/) is killed with SIGKILL, so its
 * data directory lock stays behind, and started again on the same DATA_DIR: the new process must
 * take the lock over and answer, and the lock must then name it. That the takeover does not wait
 * for the lock to go stale (the lock this replaced waited 15 to 22 s) is shown by
 * data-directory-lock.spec.ts; the start times printed here depend on the machine's load and on
 * the database's recovery after the kill (11 s more than after a clean stop, once, on a loaded
 * machine), so they are reported, not asserted.
 */
describe('restarting the server after SIGKILL', () => {
  let dataDir: string;
  let port: number;
  let server: ChildProcess | null = null;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'restart-'));
    port = await freePort();
  });

  afterAll(async () => {
    if (server && server.exitCode === null && server.signalCode === null) await stop(server, 'SIGTERM');
    await rm(dataDir, { recursive: true, force: true });
  });

  function startServer(): ChildProcess {
    // Without DATABASE_URL the server runs on the embedded store, the one the lock guards.
    const { DATABASE_URL: _postgres, ...env } = process.env;
    const child = spawn(process.execPath, ['dist/apps/server/src/main.js'], {
      env: {
        ...env,
        DATA_DIR: dataDir,
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        JWT_SECRET: 'restart-battery-secret-long-enough-0123456789',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout!.on('data', (chunk: Buffer) => (log += chunk));
    child.stderr!.on('data', (chunk: Buffer) => (log += chunk));
    child.once('exit', (code, signal) => {
      if (code !== 0 && signal !== 'SIGKILL') console.log(`server exited (${code ?? signal}):\n${log}`);
    });
    return child;
  }

  /** Milliseconds from the spawn until /api/health answers 200. */
  async function millisecondsUntilHealthy(child: ChildProcess, limitMs: number): Promise<number> {
    const started = Date.now();
    while (Date.now() - started < limitMs) {
      if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} before it answered`);
      const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) return Date.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`/api/health did not answer within ${limitMs} ms`);
  }

  async function stop(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
    child.kill(signal);
    await once(child, 'exit');
  }

  it('is back after SIGKILL, holding the lock it took over', async () => {
    server = startServer();
    const firstStart = await millisecondsUntilHealthy(server, 120_000);

    await stop(server, 'SIGTERM');
    expect(await readdir(path.join(dataDir, 'pglite.lock'))).toEqual([]);
    server = startServer();
    const afterCleanStop = await millisecondsUntilHealthy(server, 60_000);

    await stop(server, 'SIGKILL');
    expect(await readdir(path.join(dataDir, 'pglite.lock'))).toHaveLength(1);
    server = startServer();
    const afterKill = await millisecondsUntilHealthy(server, 60_000);

    console.log(
      `Server on the embedded store, until /api/health answers: first start ${firstStart} ms, ` +
        `restart after a clean stop ${afterCleanStop} ms, restart after SIGKILL ${afterKill} ms.`,
    );
    expect(await readdir(path.join(dataDir, 'pglite.lock'))).toEqual([expect.stringMatching(new RegExp(`^${server.pid}-`))]);
  });
});
