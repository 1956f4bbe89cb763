import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { io } from 'socket.io-client';
import { ApiClient, STRONG_PASSWORD } from '../support/api-client';
import { freePort } from '../support/free-port';
import { createTemporaryDatabase, type TemporaryDatabase } from '../support/postgres';
import { decodeQuotedPrintable } from '../support/quoted-printable';

/**
 * The production shape on one machine: command API, query API and projectors as three processes
 * (from the build in dist/), sharing PostgreSQL, with live updates carried between them by Redis.
 */
describe('the three apps as separate processes on PostgreSQL and Redis', () => {
  let database: TemporaryDatabase;
  let dataDir: string;
  const processes: ChildProcess[] = [];
  let commandPort: number;
  let queryPort: number;

  function startProcess(app: string, port: number | null): Promise<void> {
    const child = spawn(process.execPath, [`dist/apps/${app}/src/main.js`], {
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
        JWT_SECRET: 'separate-processes-secret-long-enough-0123',
        PUBLIC_URL: `http://127.0.0.1:${queryPort}`,
        DATA_DIR: dataDir,
        HOST: '127.0.0.1',
        ...(port ? { PORT: String(port) } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    processes.push(child);
    let log = '';
    return new Promise((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        log += chunk;
        if (/listening on|projecting/.test(log)) resolve();
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', onData);
      child.once('exit', (code) => reject(new Error(`${app} exited with ${code}: ${log}`)));
    });
  }

  beforeAll(async () => {
    [commandPort, queryPort] = [await freePort(), await freePort()];
    database = await createTemporaryDatabase();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'separate-'));
    await startProcess('command-api', commandPort);
    await Promise.all([startProcess('query-api', queryPort), startProcess('projectors', null)]);
  });

  afterAll(async () => {
    await Promise.all(
      processes.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.removeAllListeners('exit');
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('writes on the command side, reads its own writes and hears live updates on the query side', async () => {
    const commands = new ApiClient(`http://127.0.0.1:${commandPort}`);
    const queries = new ApiClient(`http://127.0.0.1:${queryPort}`);
    expect(
      (
        await commands.post('/api/user/create', {
          email: 'split@apart.test',
          password: STRONG_PASSWORD,
          firstName: 'Sol',
          lastName: 'Part',
          role: 'Research',
        })
      ).status,
    ).toBe(201);
    // The projectors process mails it (its mail reactor), shortly after the command answered.
    const outbox = path.join(dataDir, 'outbox');
    let mails: string[] = [];
    for (const deadline = Date.now() + 10_000; mails.length === 0 && Date.now() < deadline; await new Promise((r) => setTimeout(r, 25))) {
      mails = (await readdir(outbox).catch(() => [] as string[])).filter((file) => file.endsWith('.eml'));
    }
    const link = /https?:\/\/\S+/.exec(decodeQuotedPrintable(await readFile(path.join(outbox, mails[0]), 'utf8')))![0];
    expect((await commands.post('/api/auth/verify-email', { token: new URL(link).searchParams.get('token') })).status).toBe(200);
    expect((await commands.login('split@apart.test', STRONG_PASSWORD)).status).toBe(200);
    queries.accessToken = commands.accessToken;

    const updates: Array<{ type: string; position: number }> = [];
    const socket = io(`http://127.0.0.1:${queryPort}`, {
      path: '/socket.io',
      auth: { token: commands.accessToken },
      transports: ['websocket'],
      forceNew: true,
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    socket.on('updates', (frame) => updates.push(...frame));

    expect((await commands.post('/api/customers/api', { name: 'Apart', namespace: 'apart', acceptAllUsers: false })).status).toBe(201);
    const changed = await commands.put('/api/user/api', { language: 'ko' });
    queries.position = Number(changed.headers.get('x-consistency-position'));
    const me = await queries.get('/api/user/api');
    expect(me.body).toMatchObject({ language: 'ko', customer: { namespace: 'apart', member_role: 'Admin' } });

    const deadline = Date.now() + 5000;
    while (!updates.some((update) => update.type === 'UserProfileUpdated') && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
    socket.disconnect();
    expect(updates.map((update) => update.type)).toEqual(expect.arrayContaining(['UserJoinedOrganisation', 'UserProfileUpdated']));
    expect(updates.find((update) => update.type === 'UserProfileUpdated')!.position).toBe(queries.position);
  });

  it('ends a logged-out session on the query side too, its open socket included', async () => {
    // The account signed up above, in a new session.
    const commands = new ApiClient(`http://127.0.0.1:${commandPort}`);
    const queries = new ApiClient(`http://127.0.0.1:${queryPort}`);
    expect((await commands.login('split@apart.test', STRONG_PASSWORD)).status).toBe(200);
    queries.accessToken = commands.accessToken;
    expect((await queries.get('/api/user/api')).status).toBe(200);
    const socket = io(`http://127.0.0.1:${queryPort}`, {
      path: '/socket.io',
      auth: { token: commands.accessToken },
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    const closed = new Promise<void>((resolve) => socket.once('disconnect', () => resolve()));

    expect((await commands.post('/api/auth/logout')).status).toBe(204);
    expect((await commands.put('/api/user/api', { language: 'fr' })).status).toBe(401);
    // The query process learns of it from the event store, within milliseconds.
    const deadline = Date.now() + 5000;
    while ((await queries.get('/api/user/api')).status !== 401 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect((await queries.get('/api/user/api')).status).toBe(401);
    await closed;
  });
});
