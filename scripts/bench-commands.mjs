// Benchmark: the product on the embedded store, driven by many concurrent clients issuing a
// simple command (changing the user's language) while socket.io clients listen for the live
// updates. Prints progress, then as its last line JSON {commands_per_s, p99_ms, live_update_p99_ms}.
// Usage: npm run bench:commands [-- --clients 48 --seconds 10]
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { io } from 'socket.io-client';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = Object.fromEntries(process.argv.slice(2).join(' ').split('--').filter(Boolean).map((pair) => pair.trim().split(/\s+/)));
const CLIENTS = Number(args.clients ?? 32);
const SECONDS = Number(args.seconds ?? 10);
const WARMUP_SECONDS = 2;
const PASSWORD = 'Bench-Password-42';
const PORT = 3900 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${PORT}`;
const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS * 2 });

function call(method, route, body, token) {
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

function startServer(dataDir) {
  const started = Date.now();
  const child = spawn(process.execPath, [...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean), 'dist/apps/server/src/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
      RATE_LIMIT_SIGNUP_PER_HOUR: '100000',
      RATE_LIMIT_LOGIN_PER_15_MIN: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
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

async function stopServer(child) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function verificationLink(dataDir, email) {
  const outbox = path.join(dataDir, 'outbox');
  for (const file of (await readdir(outbox)).sort().reverse()) {
    const eml = (await readFile(path.join(outbox, file), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    if (eml.includes(`To: ${email}`)) return /token=([^\s]+)/.exec(eml)[1];
  }
  throw new Error(`no mail to ${email}`);
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
}

const round = (value) => Math.round(value * 10) / 10;

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-commands-'));
  let server = startServer(dataDir);
  console.log(`fresh start: ready in ${await server.ready} ms`);

  console.log(`preparing ${CLIENTS} users, each in an organisation, each with a live-update socket`);
  const users = [];
  for (let i = 0; i < CLIENTS; i += 1) {
    const email = `bench${i}@bench${i}.test`;
    await call('POST', '/api/user/create', { email, password: PASSWORD, firstName: 'Bench', lastName: String(i), role: 'Product' });
    await call('POST', '/api/auth/verify-email', { token: decodeURIComponent(await verificationLink(dataDir, email)) });
    const login = await call('POST', '/api/auth/login', { email, password: PASSWORD });
    const token = login.body.access_token;
    const created = await call('POST', '/api/customers/api', { name: `Bench ${i}`, namespace: `bench${i}`, acceptAllUsers: false }, token);
    if (created.status !== 201) throw new Error(`organisation: ${JSON.stringify(created.body)}`);
    users.push({ token, sent: new Map() });
  }

  const liveLatencies = [];
  let measuring = false;
  const sockets = await Promise.all(
    users.map(
      (user) =>
        new Promise((resolve, reject) => {
          const socket = io(base, { path: '/socket.io', auth: { token: user.token }, transports: ['websocket'], forceNew: true });
          socket.on('update', (update) => {
            const sentAt = user.sent.get(update.position);
            if (sentAt === undefined) return;
            user.sent.delete(update.position);
            if (measuring) liveLatencies.push(performance.now() - sentAt);
          });
          socket.once('connect', () => resolve(socket));
          socket.once('connect_error', reject);
        }),
    ),
  );

  const latencies = [];
  let completed = 0;
  let failed = 0;
  const languages = ['fr', 'en'];
  async function drive(user, until) {
    for (let n = 0; performance.now() < until; n += 1) {
      const sentAt = performance.now();
      const response = await call('PUT', '/api/user/api', { language: languages[n % 2] }, user.token);
      const took = performance.now() - sentAt;
      if (response.status !== 200) {
        failed += 1;
        continue;
      }
      user.sent.set(Number(response.headers['x-consistency-position']), sentAt);
      if (measuring) {
        latencies.push(took);
        completed += 1;
      }
    }
  }

  console.log(`warming up for ${WARMUP_SECONDS} s, then measuring for ${SECONDS} s with ${CLIENTS} concurrent clients`);
  const warmupEnd = performance.now() + WARMUP_SECONDS * 1000;
  setTimeout(() => (measuring = true), WARMUP_SECONDS * 1000);
  const started = warmupEnd;
  const until = warmupEnd + SECONDS * 1000;
  await Promise.all(users.map((user) => drive(user, until)));
  const elapsed = (performance.now() - started) / 1000;
  await new Promise((resolve) => setTimeout(resolve, 500));
  measuring = false;
  for (const socket of sockets) socket.disconnect();

  await stopServer(server.child);
  server = startServer(dataDir);
  const restartMs = await server.ready;
  await stopServer(server.child);
  agent.destroy();
  await rm(dataDir, { recursive: true, force: true });

  const result = {
    commands_per_s: round(completed / elapsed),
    p99_ms: round(percentile(latencies, 99)),
    live_update_p99_ms: round(percentile(liveLatencies, 99)),
  };
  console.log(`commands: ${completed} in ${elapsed.toFixed(1)} s, ${failed} failed; p50 ${round(percentile(latencies, 50))} ms, p99 ${result.p99_ms} ms`);
  console.log(`live updates: ${liveLatencies.length} received; p50 ${round(percentile(liveLatencies, 50))} ms, p99 ${result.live_update_p99_ms} ms`);
  console.log(`restart on the existing data directory: ready in ${restartMs} ms`);
  console.log(JSON.stringify(result));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
