// What the benchmarks share: the built product (dist/apps/server) started in a child process on a
// fresh data directory, a small HTTP client, the outbox's verification links, percentiles.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A port nothing listens on right now (benchmarks of other sessions may run beside this one). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The server's Node options as `npm start` and the image give them (docs/decisions/0020). */
const SERVER_NODE_ARGS = ['--max-semi-space-size=64'];

/**
 * Starts `node dist/apps/server/src/main.js` (or another `entry` that boots the same process, with
 * an IPC channel when `ipc` is set); `ready` resolves with the start-up time in ms.
 */
export function startServer({ port, dataDir, env = {}, entry = 'dist/apps/server/src/main.js', ipc = false }) {
  const started = Date.now();
  const nodeArgs = [...SERVER_NODE_ARGS, ...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean)];
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: `http://127.0.0.1:${port}`, ...env },
    stdio: ['ignore', 'pipe', 'pipe', ...(ipc ? ['ipc'] : [])],
  });
  let log = '';
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  // For diagnosis: BENCH_SERVER_STDERR=1 passes the server's log through to the benchmark's.
  if (process.env.BENCH_SERVER_STDERR) child.stderr.on('data', (chunk) => process.stderr.write(chunk));
  const ready = new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      if (log.includes('Ready in')) {
        clearInterval(timer);
        resolve(Date.now() - started);
      }
    }, 10);
    child.once('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`server exited with ${code}:\n${log}`));
    });
  });
  return { child, ready };
}

export async function stopServer(child) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** One JSON request; resolves with the status, headers and parsed body whatever the status. */
export function call(base, method, route, { body, token, headers = {}, agent } = {}) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const request = http.request(
      `${base}${route}`,
      {
        method,
        agent,
        headers: {
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          resolve({ status: response.statusCode, headers: response.headers, body: text ? JSON.parse(text) : null });
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/**
 * The verification token of the newest verification mail to `email` in the data directory's outbox, waiting a
 * little for it: mail is sent by a reactor after the command has answered.
 */
export async function verificationToken(dataDir, email, timeoutMs = 10_000) {
  const outbox = path.join(dataDir, 'outbox');
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 20))) {
    const mails = (await readdir(outbox).catch(() => [])).filter((file) => file.endsWith('.eml'));
    for (const file of mails.sort().reverse()) {
      const eml = (await readFile(path.join(outbox, file), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      // An invited address also holds its invitation, which is not the verification mail.
      const link = /email-verification\?token=([^\s]+)/.exec(eml);
      if (eml.includes(`To: ${email}`) && link) return decodeURIComponent(link[1]);
    }
  }
  throw new Error(`no mail to ${email} within ${timeoutMs} ms`);
}

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
}

export const round = (value) => Math.round(value * 10) / 10;

/**
 * A process's or thread's `stat` file from Linux's /proc (`/proc/<pid>/stat`,
 * `/proc/self/task/<tid>/stat`): its CPU time in seconds (user and system; ticks of 10 ms) and its
 * nice level. Read after the command's name, which may hold spaces: state is field 3, utime 14,
 * stime 15, nice 19.
 */
export function procStat(file) {
  const fields = readFileSync(file, 'utf8').split(') ')[1].split(' ');
  return { cpuS: (Number(fields[14 - 3]) + Number(fields[15 - 3])) / 100, nice: Number(fields[19 - 3]) };
}

/**
 * The CPU time a process has used so far (all its threads), in ms; null where there is no /proc.
 * Steadier than latency on a shared machine: it says what the work cost, not how long it waited
 * for a core.
 */
export function cpuMsOf(pid) {
  try {
    return procStat(`/proc/${pid}/stat`).cpuS * 1000;
  } catch {
    return null;
  }
}

/** The options after `--` (`npm run bench:x -- --clients 32 --with-cpu-job`) as { clients: '32', 'with-cpu-job': undefined }. */
export function benchArgs(argv = process.argv) {
  return Object.fromEntries(
    argv
      .slice(2)
      .join(' ')
      .split('--')
      .filter(Boolean)
      .map((pair) => pair.trim().split(/\s+/)),
  );
}

/**
 * A verified user who created an organisation (namespace `name`), signed in: their access token.
 * `call(method, route, body, token)` is the benchmark's own client.
 */
export async function memberWithOrganisation(call, dataDir, name, password) {
  const email = `${name}@${name}.test`;
  await call('POST', '/api/user/create', { email, password, firstName: 'Bench', lastName: name, role: 'Product' });
  await call('POST', '/api/auth/verify-email', { token: await verificationToken(dataDir, email) });
  const token = (await call('POST', '/api/auth/login', { email, password })).body.access_token;
  const created = await call('POST', '/api/customers/api', { name: `Bench ${name}`, namespace: name, acceptAllUsers: false }, token);
  if (created.status !== 201) throw new Error(`organisation: ${JSON.stringify(created.body)}`);
  return token;
}

/** Calls `onUpdate` with each live update a socket hears: the server sends them in frames (docs/api.md). */
export function onLiveUpdates(socket, onUpdate) {
  socket.on('updates', (frame) => frame.forEach(onUpdate));
}
