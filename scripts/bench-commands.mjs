// Benchmark: the product on the embedded store, driven by many concurrent clients issuing a
// simple command (changing the user's language) while socket.io clients listen for the live
// updates. Prints progress, then as its last line JSON {commands_per_s, p99_ms, live_update_p99_ms}.
// With --with-cpu-job, the same process also runs `themes.analyse` jobs on its worker thread, one
// after another, through the whole measuring window (checked and printed, with the process's CPU).
// Usage: npm run bench:commands [-- --clients 48 --seconds 10 --with-cpu-job]
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { io } from 'socket.io-client';
import {
  call as callServer,
  freePort,
  percentile,
  round,
  startServer as startBuiltServer,
  stopServer,
  benchArgs,
  memberWithOrganisation,
  onLiveUpdates,
} from './bench-server.mjs';
import { CpuJobs } from './bench-cpu-jobs.mjs';

const args = benchArgs();
const CLIENTS = Number(args.clients ?? 32);
const SECONDS = Number(args.seconds ?? 10);
const WARMUP_SECONDS = 2;
const WITH_CPU_JOB = 'with-cpu-job' in args;
const PASSWORD = 'Bench-Password-42';
const PORT = await freePort();
const base = `http://127.0.0.1:${PORT}`;
const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS * 2 });

const call = (method, route, body, token) => callServer(base, method, route, { body, token, agent });

// Sign-up and sign-in limits are for people; the benchmark signs up every client from one address.
const startServer = (dataDir, withJobs = false) =>
  startBuiltServer({
    port: PORT,
    dataDir,
    env: { RATE_LIMIT_SIGNUP_PER_HOUR: '100000', RATE_LIMIT_LOGIN_PER_15_MIN: '100000', RATE_LIMIT_LOGIN_PER_ADDRESS_PER_15_MIN: '100000' },
    ...(withJobs ? { entry: 'scripts/bench-server-with-jobs.mjs', ipc: true } : {}),
  });

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-commands-'));
  let server = startServer(dataDir, WITH_CPU_JOB);
  console.log(`fresh start: ready in ${await server.ready} ms`);
  const cpuJobs = WITH_CPU_JOB ? new CpuJobs(server.child) : null;

  console.log(`preparing ${CLIENTS} users, each in an organisation, each with a live-update socket`);
  const users = [];
  for (let i = 0; i < CLIENTS; i += 1) {
    users.push({ token: await memberWithOrganisation(call, dataDir, `bench${i}`, PASSWORD), sent: new Map() });
  }

  const liveLatencies = [];
  let measuring = false;
  const sockets = await Promise.all(
    users.map(
      (user) =>
        new Promise((resolve, reject) => {
          const socket = io(base, { path: '/socket.io', auth: { token: user.token }, transports: ['websocket'], forceNew: true });
          onLiveUpdates(socket, (update) => {
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

  if (cpuJobs) console.log(`cpu job: themes.analyse running (${await cpuJobs.start()})`);
  console.log(`warming up for ${WARMUP_SECONDS} s, then measuring for ${SECONDS} s with ${CLIENTS} concurrent clients`);
  const warmupEnd = performance.now() + WARMUP_SECONDS * 1000;
  setTimeout(() => {
    measuring = true;
    cpuJobs?.windowStarts();
  }, WARMUP_SECONDS * 1000);
  const started = warmupEnd;
  const until = warmupEnd + SECONDS * 1000;
  await Promise.all(users.map((user) => drive(user, until)));
  const elapsed = (performance.now() - started) / 1000;
  const cpuJobReport = cpuJobs ? await cpuJobs.windowEnds() : null;
  await new Promise((resolve) => setTimeout(resolve, 500));
  measuring = false;
  for (const socket of sockets) socket.disconnect();

  await cpuJobs?.cancelAll();
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
  console.log(
    `commands: ${completed} in ${elapsed.toFixed(1)} s, ${failed} failed; p50 ${round(percentile(latencies, 50))} ms, p99 ${result.p99_ms} ms`,
  );
  console.log(
    `live updates: ${liveLatencies.length} received; p50 ${round(percentile(liveLatencies, 50))} ms, p99 ${result.live_update_p99_ms} ms`,
  );
  console.log(`restart on the existing data directory: ready in ${restartMs} ms`);
  if (cpuJobReport) {
    console.log(
      `cpu job: ${cpuJobReport.runs_in_window} themes.analyse runs overlapped the window (4,500 snippets each; ` +
        `${cpuJobReport.compute_s.length ? `finished ones took ${cpuJobReport.compute_s.join(' s, ')} s on their thread` : 'none finished within it'}); ` +
        `a job was running for ${cpuJobReport.window_covered_pct} % of the window; server process CPU ${cpuJobReport.server_cpu_cores} cores over it, of which the job thread ${cpuJobReport.job_thread_cpu_cores}`,
    );
    result.cpu_job = cpuJobReport;
  }
  console.log(JSON.stringify(result));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
