// Benchmark: analyses on the built product (embedded store, one process with its worker).
// Customer texts (the labelled clustering data of ../shared/data, made distinct where a size needs
// more than the data holds) are uploaded as a one-column survey; an insights project is created
// from it; the time runs from the analysis request to the insights readable through the query API,
// while other users issue commands, each one every 100 ms (their p99). Memory: the server's resident
// memory (VmRSS, its threads included: the worker's analysis thread and the embedded database's)
// sampled every 50 ms while the analyses run, its peak reported as peak_mb; the process' high-water
// mark over its whole life (VmHWM, which also counts creating the embedded database on first start
// and reading the uploads) is printed beside it.
// Last line JSON {snippets_10k_s, snippets_100k_s, command_p99_during_analysis_ms, peak_mb, lifetime_peak_mb}.
// Usage: npm run bench:analysis [-- --sizes 10000,100000]
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {
  benchArgs,
  call as callServer,
  freePort,
  memberWithOrganisation,
  percentile,
  round,
  startServer,
  stopServer,
} from './bench-server.mjs';
import { analysisOutcome, createInsightsProject, feedbackSurvey, uploadReady } from './product-analysis.mjs';

const require = createRequire(import.meta.url);
const { readLabelledCsv } = require('../dist/libs/insights/src/csv/read-labelled-csv.js');

const args = benchArgs();
const SIZES = (args.sizes ?? '10000,100000').split(',').map(Number);
const DATA_DIR = path.resolve(args.data ?? '../shared/data/clustering');
const COMMAND_CLIENTS = 8;
/** Each other user's pace: a command every 100 ms (80 a second in all), people at work rather than a flood. */
const COMMAND_INTERVAL_MS = 100;
const PASSWORD = 'Bench-Password-42';
const PORT = await freePort();
const base = `http://127.0.0.1:${PORT}`;
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const call = (method, route, body, token) => callServer(base, method, route, { body, token, agent });

// Ways customers open a sentence: past the data's own size, texts repeat with one of these before
// them, so every snippet is distinct (identical answers would be merged into one snippet).
const OPENINGS = [
  '',
  'Honestly, ',
  'Also, ',
  'One more thing: ',
  'From our team: ',
  'Again, ',
  'To be clear, ',
  'Quick note: ',
  'Frankly, ',
];

function texts(size) {
  const pool = [];
  for (const file of readdirSync(DATA_DIR)
    .filter((name) => name.endsWith('.csv'))
    .sort()) {
    pool.push(...readLabelledCsv(readFileSync(path.join(DATA_DIR, file))).rows.map((row) => row.text));
  }
  const distinct = [...new Set(pool)];
  if (size > distinct.length * OPENINGS.length) throw new Error(`at most ${distinct.length * OPENINGS.length} distinct texts`);
  return Array.from({ length: size }, (_, n) => `${OPENINGS[Math.floor(n / distinct.length)]}${distinct[n % distinct.length]}`);
}

/** A line of /proc/<pid>/status in MB (VmRSS now, VmHWM the high-water mark). */
async function statusMb(pid, field) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)[1]) / 1024;
}

/** Samples the resident memory of `pid` until stopped; the largest sample. */
function rssSampler(pid) {
  let peak = 0;
  let running = true;
  const sampling = (async () => {
    while (running) {
      peak = Math.max(peak, await statusMb(pid, 'VmRSS'));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return async () => {
    running = false;
    await sampling;
    return peak;
  };
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-analysis-'));
  const server = startServer({ port: PORT, dataDir, env: { RATE_LIMIT_SIGNUP_PER_HOUR: '100000' } });
  const results = {};
  const allLatencies = [];
  let peak = 0;
  try {
    console.log(`server ready in ${await server.ready} ms`);
    const analyst = await memberWithOrganisation(call, dataDir, 'analysis0', PASSWORD);
    const others = [];
    for (let n = 1; n <= COMMAND_CLIENTS; n += 1) others.push(await memberWithOrganisation(call, dataDir, `analysis${n}`, PASSWORD));
    for (const size of SIZES) {
      const surveyId = await uploadReady(base, call, analyst, `feedback-${size}.csv`, feedbackSurvey(texts(size)));
      console.log(`${size} texts uploaded and read; resident memory ${Math.round(await statusMb(server.child.pid, 'VmRSS'))} MB`);
      let running = true;
      let failed = 0;
      const commands = Promise.all(
        others.map(async (token, index) => {
          for (let n = index; running; n += 1) {
            const sentAt = performance.now();
            const answer = await call('PUT', '/api/user/api', { language: n % 2 ? 'fr' : 'en' }, token);
            const latency = performance.now() - sentAt;
            if (answer.status === 200) allLatencies.push(latency);
            else failed += 1;
            await new Promise((resolve) => setTimeout(resolve, Math.max(0, COMMAND_INTERVAL_MS - latency)));
          }
        }),
      );
      const stopSampling = rssSampler(server.child.pid);
      const started = performance.now();
      const { product_id: productId } = await createInsightsProject(call, analyst, [surveyId]);
      await analysisOutcome(call, analyst, productId, {
        onStage: (stage) => stage && console.log(`  ${stage} at ${((performance.now() - started) / 1000).toFixed(1)} s`),
      });
      const listed = (await call('GET', `/api/recommendations/v2?product=${productId}&primary_only=true`, undefined, analyst)).body
        .recommendations;
      const seconds = (performance.now() - started) / 1000;
      const analysisPeak = await stopSampling();
      peak = Math.max(peak, analysisPeak);
      running = false;
      await commands;
      if (!listed?.length) throw new Error(`no insights readable for ${size} snippets`);
      results[size] = seconds;
      console.log(
        `${size} snippets: ${listed.length} insights readable ${seconds.toFixed(1)} s after the request (${failed} commands failed); ` +
          `resident memory at most ${Math.round(analysisPeak)} MB meanwhile`,
      );
    }
    const lifetimePeak = await statusMb(server.child.pid, 'VmHWM');
    const p99 = percentile(allLatencies, 99);
    console.log(
      `${allLatencies.length} commands of ${COMMAND_CLIENTS} other users during the analyses: p50 ${round(percentile(allLatencies, 50))} ms, p99 ${round(p99)} ms; ` +
        `resident memory at most ${Math.round(peak)} MB during the analyses, ${Math.round(lifetimePeak)} MB over the server's whole run`,
    );
    console.log(
      JSON.stringify({
        snippets_10k_s: results[10000] === undefined ? null : round(results[10000]),
        snippets_100k_s: results[100000] === undefined ? null : round(results[100000]),
        command_p99_during_analysis_ms: round(p99),
        peak_mb: Math.round(peak),
        lifetime_peak_mb: Math.round(lifetimePeak),
      }),
    );
  } finally {
    await stopServer(server.child);
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
