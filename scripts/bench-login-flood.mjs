// Benchmark: a flood of anonymous sign-ins against the product on the embedded store, while one
// signed-in user keeps reading their profile. Every flood request uses a new unknown email from a
// new client address (X-Forwarded-For, TRUST_PROXY=true), so no per-address or per-account limit
// applies and only the bounded password-hashing queue stands between the flood and everyone else.
// Prints the flood's statuses and the signed-in GET's latency with and without the flood; the last
// line is JSON {flood_requests, statuses, get_p50_ms, get_p95_ms, get_p99_ms, baseline_get_p99_ms}.
// Usage: npm run bench:login-flood [-- --logins 100 --seconds 10]
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { call, freePort, percentile, round, startServer, stopServer, verificationToken, benchArgs } from './bench-server.mjs';

const args = benchArgs();
const LOGINS = Number(args.logins ?? 100);
const SECONDS = Number(args.seconds ?? 10);
const PASSWORD = 'Bench-Password-42';
const PORT = await freePort();
const base = `http://127.0.0.1:${PORT}`;
// Separate pools: the signed-in user's requests never queue behind the flood's sockets in the client.
const floodAgent = new http.Agent({ keepAlive: true, maxSockets: LOGINS });
const userAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });

async function signedInUser(dataDir) {
  const email = 'reader@bench.test';
  await call(base, 'POST', '/api/user/create', {
    body: { email, password: PASSWORD, firstName: 'Bench', lastName: 'Reader', role: 'Product' },
  });
  await call(base, 'POST', '/api/auth/verify-email', { body: { token: await verificationToken(dataDir, email) } });
  const login = await call(base, 'POST', '/api/auth/login', { body: { email, password: PASSWORD } });
  if (login.status !== 200) throw new Error(`sign-in answered ${login.status}: ${JSON.stringify(login.body)}`);
  return login.body.access_token;
}

/** The signed-in user reads their profile again and again until `until`; returns each GET's time. */
async function readProfile(token, until) {
  const latencies = [];
  let failed = 0;
  while (performance.now() < until) {
    const sentAt = performance.now();
    const response = await call(base, 'GET', '/api/user/api', { token, agent: userAgent });
    if (response.status === 200) latencies.push(performance.now() - sentAt);
    else failed += 1;
  }
  return { latencies, failed };
}

/** `LOGINS` anonymous clients signing in without pause, each attempt a new email and address. */
async function flood(until) {
  const statuses = {};
  let sent = 0;
  async function client() {
    while (performance.now() < until) {
      const n = sent++;
      const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
      const response = await call(base, 'POST', '/api/auth/login', {
        body: { email: `stranger${n}@flood.test`, password: PASSWORD },
        headers: { 'x-forwarded-for': address },
        agent: floodAgent,
      });
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    }
  }
  await Promise.all(Array.from({ length: LOGINS }, client));
  return { sent, statuses };
}

const summary = (latencies) =>
  `p50 ${round(percentile(latencies, 50))} ms, p95 ${round(percentile(latencies, 95))} ms, p99 ${round(percentile(latencies, 99))} ms`;

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-login-flood-'));
  const server = startServer({ port: PORT, dataDir, env: { TRUST_PROXY: 'true' } });
  console.log(`ready in ${await server.ready} ms`);
  const token = await signedInUser(dataDir);
  await readProfile(token, performance.now() + 1000); // warm-up

  console.log(`baseline: the signed-in user alone for ${SECONDS} s`);
  const baseline = await readProfile(token, performance.now() + SECONDS * 1000);
  console.log(`  ${baseline.latencies.length} GETs, ${baseline.failed} failed; ${summary(baseline.latencies)}`);

  console.log(
    `flood: ${LOGINS} concurrent anonymous sign-ins (new email, new address each) for ${SECONDS} s, the signed-in user reading meanwhile`,
  );
  const until = performance.now() + SECONDS * 1000;
  const [during, logins] = await Promise.all([readProfile(token, until), flood(until)]);
  console.log(`  sign-ins: ${logins.sent} sent (${round(logins.sent / SECONDS)}/s); statuses ${JSON.stringify(logins.statuses)}`);
  console.log(`  signed-in GETs: ${during.latencies.length}, ${during.failed} failed; ${summary(during.latencies)}`);

  await stopServer(server.child);
  floodAgent.destroy();
  userAgent.destroy();
  await rm(dataDir, { recursive: true, force: true });
  console.log(
    JSON.stringify({
      flood_requests: logins.sent,
      statuses: logins.statuses,
      get_p50_ms: round(percentile(during.latencies, 50)),
      get_p95_ms: round(percentile(during.latencies, 95)),
      get_p99_ms: round(percentile(during.latencies, 99)),
      baseline_get_p99_ms: round(percentile(baseline.latencies, 99)),
    }),
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
