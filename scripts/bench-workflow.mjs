// Benchmark: the insight workflow on the built product (embedded store, one process). Ten
// organisations of twenty members each (200 in all) act on about 1,000 insights of their own
// organisation's analysed projects: save and unsave, follow and unfollow, comment, and now and then
// dismiss with a reason. Each member keeps a socket.io connection for the live updates, and paces
// their commands so that together they offer `--rate` commands a second (people at work, not a
// closed loop of 200 clients waiting on each other). Measured: the commands answered per second,
// their p99, and the time from a command's answer being sent to its live update reaching the
// member's own socket (every member of the organisation receives it).
// Last line JSON {commands_per_s, p99_ms, live_update_p99_ms}.
// Usage: npm run bench:workflow [-- --orgs 10 --members 20 --insights 1000 --rate 1800 --seconds 10]
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { io } from 'socket.io-client';
import { BENCH_SERVER_ENV, organisationWithInsights, surveysByOrganisation } from './bench-organisations.mjs';
import {
  benchArgs,
  call as callServer,
  cpuMsOf,
  freePort,
  onLiveUpdates,
  percentile,
  round,
  startServer,
  stopServer,
} from './bench-server.mjs';

const args = benchArgs();
const ORGS = Number(args.orgs ?? 10);
const MEMBERS = Number(args.members ?? 20);
const INSIGHTS = Number(args.insights ?? 1000);
const RATE = Number(args.rate ?? 1800);
const SECONDS = Number(args.seconds ?? 10);
const WARMUP_SECONDS = 2;
const DATA = path.resolve(args.data ?? '../shared/data/clustering/clinc150_test.csv');
const PASSWORD = 'Bench-Password-42';
const PORT = await freePort();
const base = `http://127.0.0.1:${PORT}`;
const agent = new http.Agent({ keepAlive: true, maxSockets: ORGS * MEMBERS * 2 });
const call = (method, route, body, token, headers) => callServer(base, method, route, { body, token, agent, headers });
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function connect(member) {
  return new Promise((resolve, reject) => {
    const socket = io(base, { path: '/socket.io', auth: { token: member.token }, transports: ['websocket'], forceNew: true });
    onLiveUpdates(socket, (update) => {
      const sentAt = member.sent.get(update.position);
      if (sentAt === undefined) return;
      member.sent.delete(update.position);
      if (member.measure.live) member.measure.liveLatencies.push(performance.now() - sentAt);
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** One member's next command on one of their organisation's insights, toggling their own marks. */
function nextCommand(member, insightIds, commentsRoute) {
  const insightId = insightIds[Math.floor(Math.random() * insightIds.length)];
  const roll = Math.random();
  if (roll < 0.02) return ['POST', '/api/recommendations/remove', { recommendation_id: insightId, reason: 'Not relevant to this quarter' }];
  if (commentsRoute && roll < 0.3)
    return ['POST', commentsRoute(insightId), { text: `Seen this with a customer this week (${member.name}).` }];
  const marks = roll < 0.65 ? member.saved : member.followed;
  const route = `/api/recommendations/${insightId}/${roll < 0.65 ? 'save' : 'follow'}`;
  if (marks.has(insightId)) {
    marks.delete(insightId);
    return ['DELETE', route];
  }
  marks.add(insightId);
  return ['POST', route];
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-workflow-'));
  const server = startServer({ port: PORT, dataDir, env: BENCH_SERVER_ENV });
  console.log(`fresh start: ready in ${await server.ready} ms`);

  console.log(`preparing ${ORGS} organisations of ${MEMBERS} members, each with an analysed project`);
  const insightsEach = Math.ceil(INSIGHTS / ORGS);
  const surveys = surveysByOrganisation(DATA, ORGS, insightsEach);
  const organisations = [];
  for (let index = 0; index < ORGS; index += 1) {
    const name = `wf${index}`;
    const survey = surveys[index];
    organisations.push(
      await organisationWithInsights({ base, call, dataDir, name, password: PASSWORD, survey, members: MEMBERS, insights: insightsEach }),
    );
  }
  const insightCount = organisations.reduce((sum, organisation) => sum + organisation.insightIds.length, 0);
  console.log(`${insightCount} insights across ${ORGS} organisations`);

  // Comments are part of the workflow where the product has them; the figure says which ran.
  const probe = organisations[0];
  const commentsPath = (insightId) => `/api/recommendations/api/recommendations/${insightId}/comments`;
  const probed = await call('POST', commentsPath(probe.insightIds[0]), { text: 'First look.' }, probe.tokens[0]);
  const commentsRoute = probed.status < 300 ? commentsPath : null;
  console.log(commentsRoute ? 'comments: included' : `comments: not included (the product answered ${probed.status})`);

  const measure = { live: false, latencies: [], liveLatencies: [], completed: 0, failed: 0, statuses: {} };
  const members = organisations.flatMap((organisation, o) =>
    organisation.tokens.map((token, m) => ({
      name: `wf${o}m${m}`,
      token,
      insightIds: organisation.insightIds,
      saved: new Set(),
      followed: new Set(),
      sent: new Map(),
      measure,
    })),
  );
  const sockets = await Promise.all(members.map(connect));
  const interval = (members.length / RATE) * 1000;

  async function drive(member, until) {
    // Members start at random moments within one interval, so the offered load is even.
    let next = performance.now() + Math.random() * interval;
    while (next < until) {
      await pause(Math.max(0, next - performance.now()));
      next += interval;
      const [method, route, body] = nextCommand(member, member.insightIds, commentsRoute);
      const sentAt = performance.now();
      const response = await call(method, route, body, member.token);
      const took = performance.now() - sentAt;
      if (response.status >= 300) {
        measure.failed += 1;
        measure.statuses[response.status] = (measure.statuses[response.status] ?? 0) + 1;
        continue;
      }
      const position = Number(response.headers['x-consistency-position']);
      if (position > 0) member.sent.set(position, sentAt + took);
      if (measure.live) {
        measure.latencies.push(took);
        measure.completed += 1;
      }
      // A member who fell behind does not send a burst to catch up: they carry on at their pace.
      if (next < performance.now()) next = performance.now();
    }
  }

  console.log(`offering ${RATE} commands/s from ${members.length} members: ${WARMUP_SECONDS} s warm-up, then ${SECONDS} s measured`);
  const started = performance.now() + WARMUP_SECONDS * 1000;
  const until = started + SECONDS * 1000;
  let cpuAtStart = null;
  let ownCpuAtStart = null;
  // The 200 members share this process's event loop: its delays are in every latency measured here.
  const clientsLoopDelay = monitorEventLoopDelay({ resolution: 10 });
  setTimeout(() => {
    clientsLoopDelay.enable();
    measure.live = true;
    cpuAtStart = cpuMsOf(server.child.pid);
    ownCpuAtStart = cpuMsOf(process.pid);
  }, WARMUP_SECONDS * 1000);
  await Promise.all(members.map((member) => drive(member, until)));
  const elapsed = (performance.now() - started) / 1000;
  const cpuAtEnd = cpuMsOf(server.child.pid);
  const ownCpuAtEnd = cpuMsOf(process.pid);
  clientsLoopDelay.disable();
  await pause(500); // the last updates on their way
  measure.live = false;
  for (const socket of sockets) socket.disconnect();
  await stopServer(server.child);
  agent.destroy();
  await rm(dataDir, { recursive: true, force: true });

  const result = {
    commands_per_s: round(measure.completed / elapsed),
    p99_ms: round(percentile(measure.latencies, 99)),
    live_update_p99_ms: round(percentile(measure.liveLatencies, 99)),
  };
  console.log(
    `commands: ${measure.completed} answered in ${elapsed.toFixed(1)} s, ${measure.failed} refused ${JSON.stringify(measure.statuses)}; ` +
      `p50 ${round(percentile(measure.latencies, 50))} ms, p99 ${result.p99_ms} ms`,
  );
  if (cpuAtStart !== null && cpuAtEnd !== null)
    console.log(
      `server CPU: ${((cpuAtEnd - cpuAtStart) / 1000 / elapsed).toFixed(2)} cores busy, ${((cpuAtEnd - cpuAtStart) / measure.completed).toFixed(3)} ms per command; ` +
        // The 200 members' clients share the machine's cores with the server.
        `the members' clients: ${((ownCpuAtEnd - ownCpuAtStart) / 1000 / elapsed).toFixed(2)} cores busy, ` +
        `their event loop late by up to ${round(Math.max(0, clientsLoopDelay.percentile(99) / 1e6 - 10))} ms (p99)`,
    );
  console.log(
    `live updates: ${measure.liveLatencies.length} received by their senders; p50 ${round(percentile(measure.liveLatencies, 50))} ms, p99 ${result.live_update_p99_ms} ms`,
  );
  console.log(JSON.stringify(result));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
