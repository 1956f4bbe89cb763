// Benchmark: rebuilding every read model (the changelog included) from a log of `--events` events
// (1,000,000 by default). The log starts as the product writes it: organisations of invited members
// signed up through the HTTP API, each with an analysed insights project. With the server stopped,
// the rest of the log is a year of the team's work on those insights: each event decided by the
// domain's own deciders from a member's command (save, unsave, follow, unfollow, impact score,
// now and then a dismissal) and appended as the repository appends it. Then every read model the
// projectors register is rebuilt from position 0, as `npm run projections:rebuild` does, and timed.
// Last line JSON {events, events_per_s}.
// Usage: npm run bench:rebuild [-- --events 1000000 --orgs 10 --members 20 --insights 1000 --only insights --page 5000 --flush 20000
//        --log /tmp/rebuild-log]
// `--log DIR` keeps the written log in DIR and, when DIR already holds one, rebuilds from it without
// writing it again (to compare changes to the projectors on one log).
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { BENCH_SERVER_ENV, organisationWithInsights, surveysByOrganisation } from './bench-organisations.mjs';
import { benchArgs, call as callServer, freePort, round, startServer, stopServer } from './bench-server.mjs';

const require = createRequire(import.meta.url);
const { insightDecider, streams, fold, eventUpcasters } = require('../dist/libs/domain/src/index.js');
const { createInfrastructure } = require('../dist/libs/infrastructure/src/index.js');
const { loadConfig } = require('../dist/libs/infrastructure/src/config/index.js');
const { InfrastructureModule } = require('../dist/libs/infrastructure/src/http/index.js');
const { ProcessorContextsModule } = require('../dist/apps/projectors/src/processor-contexts.module.js');
const { ProcessorRegistry } = require('../dist/apps/projectors/src/runtime/processor-registry.js');
const { rebuildProjections, REBUILD_PAGE, REBUILD_FLUSH_DOCUMENTS } = require('../dist/apps/projectors/src/runtime/rebuild.js');
const { Module } = require('@nestjs/common');
const { NestFactory } = require('@nestjs/core');

const args = benchArgs();
const EVENTS = Number(args.events ?? 1_000_000);
const ORGS = Number(args.orgs ?? 10);
const MEMBERS = Number(args.members ?? 20);
const INSIGHTS = Number(args.insights ?? 1000);
const PAGE = Number(args.page ?? REBUILD_PAGE);
const FLUSH = Number(args.flush ?? REBUILD_FLUSH_DOCUMENTS);
const DATA = path.resolve(args.data ?? '../shared/data/clustering/clinc150_test.csv');
const PASSWORD = 'Bench-Password-42';
/** Commands decided per insight before its events are appended in one call, as a busy stream's would be. */
const COMMANDS_PER_APPEND = 25;
const APPENDS_AT_ONCE = 32;
const REASONS = ['Not relevant to this quarter', 'Duplicate of a billing insight', 'Out of scope for the product'];
const pick = (items) => items[Math.floor(Math.random() * items.length)];

/** The product as its people leave it: organisations, members, analysed projects; their ids. */
async function seedThroughTheProduct(dataDir) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  const call = (method, route, body, token) => callServer(base, method, route, { body, token, agent });
  const server = startServer({ port, dataDir, env: BENCH_SERVER_ENV });
  console.log(`fresh start: ready in ${await server.ready} ms`);
  const insightsEach = Math.ceil(INSIGHTS / ORGS);
  const surveys = surveysByOrganisation(DATA, ORGS, insightsEach);
  const organisations = [];
  for (let index = 0; index < ORGS; index += 1) {
    const seeded = await organisationWithInsights({
      base,
      call,
      dataDir,
      name: `rb${index}`,
      password: PASSWORD,
      survey: surveys[index],
      members: MEMBERS,
      insights: insightsEach,
    });
    const members = [];
    for (const token of seeded.tokens) members.push((await call('GET', '/api/user/api', undefined, token)).body.user_id);
    organisations.push({ insightIds: seeded.insightIds, members });
  }
  await stopServer(server.child);
  agent.destroy();
  return organisations;
}

/** A member's next command on an insight they can see, chosen against its current state. */
function nextCommand(state, organisationId, userId, now) {
  const roll = Math.random();
  const base = { organisationId, userId, now };
  if (roll < 0.005 && state.dismissal === null) return { type: 'DismissInsight', ...base, reason: pick(REASONS), searchQuery: null };
  if (roll < 0.1) return { type: 'SetImpactScore', organisationId, score: Math.round(Math.random() * 100), setBy: userId, now };
  if (roll < 0.55) return { type: state.savedBy.includes(userId) ? 'UnsaveInsight' : 'SaveInsight', ...base };
  return { type: state.followers.includes(userId) ? 'UnfollowInsight' : 'FollowInsight', ...base };
}

/** Appends the team's work until the log holds EVENTS events; how many it appended. */
async function appendTheTeamsWork(eventStore, organisations, eventsWanted) {
  const streamsToWork = [];
  for (const { insightIds, members } of organisations) {
    for (const insightId of insightIds) {
      const streamId = streams.insight(insightId);
      const recorded = await eventStore.readStream(streamId);
      const state = fold(insightDecider, recorded);
      streamsToWork.push({ streamId, state, revision: recorded.length - 1, organisationId: state.organisationId, members });
    }
  }
  let appended = 0;
  let clock = Date.now();
  const appendOne = async (work) => {
    const decided = [];
    for (let n = 0; n < COMMANDS_PER_APPEND; n += 1) {
      const userId = pick(work.members);
      clock += 10;
      const now = new Date(clock).toISOString();
      const events = insightDecider.decide(nextCommand(work.state, work.organisationId, userId, now), work.state);
      work.state = fold(insightDecider, events, work.state);
      decided.push(...events.map((event) => ({ event, userId, now })));
    }
    if (decided.length === 0) return;
    const result = await eventStore.append(
      work.streamId,
      decided.map(({ event, userId, now }) => ({
        id: randomUUID(),
        type: event.type,
        data: event.data,
        metadata: {
          organisationId: work.organisationId,
          actorId: userId,
          correlationId: randomUUID(),
          causationId: null,
          occurredAt: now,
          schemaVersion: eventUpcasters.currentVersion(event.type),
        },
      })),
      work.revision,
    );
    work.revision = result.nextExpectedRevision;
    appended += decided.length;
  };
  let lastReport = 0;
  while (appended < eventsWanted) {
    const batch = Array.from({ length: APPENDS_AT_ONCE }, () => pick(streamsToWork));
    // One append per stream at a time: the same stream twice in a batch would race its own revision.
    await Promise.all([...new Set(batch)].map(appendOne));
    if (appended - lastReport >= 100_000) {
      lastReport = appended;
      console.log(`appended ${appended} events`);
    }
  }
  return appended;
}

async function rebuildEverything(infrastructure) {
  class RebuildHost {}
  Module({ imports: [InfrastructureModule.forRoot(infrastructure), ProcessorContextsModule] })(RebuildHost);
  const contexts = await NestFactory.createApplicationContext(RebuildHost, { logger: ['error', 'warn'] });
  try {
    const registered = contexts.get(ProcessorRegistry).projections;
    // `--only insights,insight_changelog` times just those read models (to see where time goes).
    const only = args.only?.split(',');
    const projections = only ? registered.filter((projection) => only.includes(projection.collection)) : registered;
    console.log(`rebuilding ${projections.length} read models: ${projections.map((projection) => projection.collection).join(', ')}`);
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const onProgress = (progress) => {
      if (progress.events % 100_000 < PAGE) console.log(`replayed ${progress.events} events`);
    };
    const report = await rebuildProjections(infrastructure.eventStore, infrastructure.readStore, projections, onProgress, {
      pageSize: PAGE,
      flushDocuments: FLUSH,
    });
    const cpu = process.cpuUsage(cpuBefore);
    // CPU time of this process (its SQL worker thread included): comparable on a busy machine.
    console.log(`cpu: ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s`);
    return { ...report, seconds: (performance.now() - started) / 1000 };
  } finally {
    await contexts.close();
  }
}

/** Writes the log into `dataDir`: the product's own seeding, then the team's work. */
async function writeTheLog(dataDir) {
  const organisations = await seedThroughTheProduct(dataDir);
  process.env.DATA_DIR = dataDir;
  const infrastructure = await createInfrastructure(loadConfig());
  // Positions are not dense, so the head's position is at least the number of events written.
  const seededEvents = (await infrastructure.eventStore.readAllBackwards(null, 1))[0].position;
  console.log(`the product wrote the log up to position ${seededEvents}; appending the team's work`);
  const appendStarted = performance.now();
  const appended = await appendTheTeamsWork(infrastructure.eventStore, organisations, EVENTS - seededEvents);
  console.log(`appended ${appended} events in ${((performance.now() - appendStarted) / 1000).toFixed(1)} s`);
  return infrastructure;
}

async function main() {
  const kept = args.log ? path.resolve(args.log) : null;
  const reused = kept !== null && existsSync(path.join(kept, 'pglite', 'PG_VERSION'));
  const dataDir = kept ?? (await mkdtemp(path.join(os.tmpdir(), 'bench-rebuild-')));
  if (kept) await mkdir(kept, { recursive: true });
  let infrastructure;
  if (reused) {
    console.log(`rebuilding from the log kept in ${kept}`);
    process.env.DATA_DIR = dataDir;
    infrastructure = await createInfrastructure(loadConfig());
  } else infrastructure = await writeTheLog(dataDir);
  const { events, seconds } = await rebuildEverything(infrastructure);
  await infrastructure.close?.();
  if (!kept) await rm(dataDir, { recursive: true, force: true });
  const result = { events, events_per_s: round(events / seconds) };
  console.log(`rebuilt every read model from ${events} events in ${seconds.toFixed(1)} s`);
  console.log(JSON.stringify(result));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
