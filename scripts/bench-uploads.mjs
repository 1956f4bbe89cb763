// Benchmark: the Data Library on the built product (embedded store, one process with the worker).
// 1. A 20 MB WebVTT transcript, from the start of its upload to `ready` in the library.
// 2. 50 concurrent uploads of 1 MB documents: all ready, none lost, while other users' commands
//    run; their p99.
// 3. An organisation with 10,000 documents (uploaded through the API): the library's first page, p99.
// Prints progress, then as its last line JSON
// {transcript_20mb_ready_s, uploads_50_ready_s, command_p99_during_uploads_ms, library_page_p99_ms}.
// Usage: npm run bench:uploads [-- --library 10000 --uploads 50]
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
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
  startServer,
  stopServer,
  benchArgs,
  memberWithOrganisation,
  onLiveUpdates,
} from './bench-server.mjs';

// The ingestion benchmark's own 20 MB multi-speaker transcript (about 42,000 snippets), from the build.
const { generateBenchVtt } = createRequire(import.meta.url)('../dist/libs/ingestion/src/formats/transcript/bench-transcript.js');

const args = benchArgs();
const LIBRARY_DOCUMENTS = Number(args.library ?? 10_000);
const CONCURRENT_UPLOADS = Number(args.uploads ?? 50);
const COMMAND_CLIENTS = 8;
const PASSWORD = 'Bench-Password-42';
const MB = 1024 * 1024;
const PORT = await freePort();
const base = `http://127.0.0.1:${PORT}`;
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const call = (method, route, body, token) => callServer(base, method, route, { body, token, agent });

const member = (dataDir, n) => memberWithOrganisation(call, dataDir, `uploads${n}`, PASSWORD);

/** About 1 MB of Markdown notes, different for each `n` (so no two uploads share a hash). */
function notesOf(n, bytes = MB) {
  const lines = [`# Customer notes ${n}`, ''];
  let size = 0;
  for (let line = 0; size < bytes; line += 1) {
    const text = `Note ${n}.${line}: customer ${line % 97} asked about invoices, exports and roles in workspace ${n}.`;
    lines.push(text, '');
    size += text.length + 2;
  }
  return Buffer.from(lines.join('\n'));
}

async function upload(token, fileName, bytes) {
  const form = new FormData();
  form.append('quick_upload', 'false');
  form.append('file_name', fileName);
  form.append('file', new Blob([bytes]), fileName);
  const response = await fetch(`${base}/api/documents/api`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
    body: form,
  });
  const body = await response.json();
  if (response.status !== 201) throw new Error(`upload of ${fileName}: ${response.status} ${JSON.stringify(body)}`);
  return body.document_id;
}

/**
 * Hears when documents are ready, as the browser does: a live update of their outcome arrives once
 * the library shows it (the relay waits for the read models). `ready(id)` resolves then, and
 * rejects if the document failed.
 */
async function outcomes(token) {
  const waiting = new Map();
  const settled = new Map();
  const socket = io(base, { path: '/socket.io', auth: { token }, transports: ['websocket'], forceNew: true });
  onLiveUpdates(socket, ({ type, streamId }) => {
    if (type !== 'DocumentIngested' && type !== 'DocumentRejected') return;
    const documentId = streamId.slice('document-'.length);
    const outcome = type === 'DocumentIngested' ? null : new Error(`${documentId} was rejected`);
    settled.set(documentId, outcome);
    waiting.get(documentId)?.(outcome);
  });
  await new Promise((resolve, reject) => socket.once('connect', resolve).once('connect_error', reject));
  const ready = (documentId, timeoutMs = 600_000) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${documentId} not ready within ${timeoutMs} ms`)), timeoutMs);
      const finish = (error) => {
        clearTimeout(timer);
        if (error) reject(error);
        else resolve();
      };
      if (settled.has(documentId)) finish(settled.get(documentId));
      else waiting.set(documentId, finish);
    });
  return { ready, close: () => socket.disconnect() };
}

async function inBatches(count, concurrency, task) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await task(next++);
    }),
  );
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-uploads-'));
  const server = startServer({
    port: PORT,
    dataDir,
    env: { RATE_LIMIT_SIGNUP_PER_HOUR: '100000', RATE_LIMIT_LOGIN_PER_15_MIN: '100000', RATE_LIMIT_LOGIN_PER_ADDRESS_PER_15_MIN: '100000' },
  });
  console.log(`server ready in ${await server.ready} ms`);
  const uploader = await member(dataDir, 0);
  const others = [];
  for (let n = 1; n <= COMMAND_CLIENTS; n += 1) others.push(await member(dataDir, n));
  const { ready, close } = await outcomes(uploader);

  // 1. One 20 MB transcript, upload start to ready.
  const transcript = Buffer.from(generateBenchVtt(20));
  const transcriptStarted = performance.now();
  await ready(await upload(uploader, 'customer-interviews.vtt', transcript));
  const transcriptReadyS = (performance.now() - transcriptStarted) / 1000;
  const detail = (await call('GET', '/api/documents/api?page=1&page_size=1', undefined, uploader)).body.documents[0];
  console.log(
    `20 MB transcript (${(transcript.length / MB).toFixed(1)} MB, ${detail.snippets} snippets): ready in ${transcriptReadyS.toFixed(2)} s`,
  );

  // 2. Concurrent 1 MB uploads while other users issue commands.
  const files = Array.from({ length: CONCURRENT_UPLOADS }, (_, n) => notesOf(n));
  let commandsFailed = 0;
  const languages = ['fr', 'en'];
  /** The other users' commands, without pause, until `running()` turns false; their latencies. */
  const driveCommands = async (running) => {
    const latencies = [];
    await Promise.all(
      others.map(async (token) => {
        for (let n = 0; running(); n += 1) {
          const sentAt = performance.now();
          const answer = await call('PUT', '/api/user/api', { language: languages[n % 2] }, token);
          if (answer.status === 200) latencies.push(performance.now() - sentAt);
          else commandsFailed += 1;
        }
      }),
    );
    return latencies;
  };
  const baselineEnds = performance.now() + 5000;
  const baseline = await driveCommands(() => performance.now() < baselineEnds);
  console.log(
    `baseline: ${baseline.length} commands of ${COMMAND_CLIENTS} users in 5 s without uploads, p99 ${round(percentile(baseline, 99))} ms`,
  );
  let uploading = true;
  const commands = driveCommands(() => uploading);
  const uploadsStarted = performance.now();
  const ids = await Promise.all(files.map((bytes, n) => upload(uploader, `notes-${n}.md`, bytes)));
  await Promise.all(ids.map((id) => ready(id)));
  const uploadsReadyS = (performance.now() - uploadsStarted) / 1000;
  uploading = false;
  const latencies = await commands;
  const listed = new Set();
  for (let page = 1; ; page += 1) {
    const answer = await call('GET', `/api/documents/api?page=${page}&page_size=100`, undefined, uploader);
    for (const document of answer.body.documents) if (document.status === 'ready') listed.add(document.document_id);
    if (!answer.body.has_next) break;
  }
  const lost = ids.filter((id) => !listed.has(id)).length;
  console.log(
    `${CONCURRENT_UPLOADS} concurrent 1 MB uploads: all ready in ${uploadsReadyS.toFixed(2)} s, ${lost} lost; ` +
      `${latencies.length} commands of ${COMMAND_CLIENTS} other users meanwhile (${commandsFailed} failed), p50 ${round(percentile(latencies, 50))} ms, p99 ${round(percentile(latencies, 99))} ms`,
  );
  if (lost > 0) throw new Error(`${lost} uploads are missing from the library`);

  // 3. A library of LIBRARY_DOCUMENTS documents (small ones, uploaded through the API), first page p99.
  const seedStarted = performance.now();
  const have = CONCURRENT_UPLOADS + 1;
  const seeded = [];
  await inBatches(LIBRARY_DOCUMENTS - have, 16, async (n) => {
    seeded.push(
      await upload(
        uploader,
        `interview-${n}.txt`,
        Buffer.from(`Interview ${n}: the customer wants faster exports and clearer invoices.\n`),
      ),
    );
  });
  await Promise.all(seeded.map((id) => ready(id)));
  const seedS = (performance.now() - seedStarted) / 1000;
  console.log(
    `library: ${LIBRARY_DOCUMENTS} documents in the organisation (${seeded.length} uploaded in ${seedS.toFixed(1)} s, ${round(seeded.length / seedS)} per s)`,
  );
  const pageLatencies = [];
  const pages = [
    '/api/documents/api?page=1&page_size=20',
    '/api/documents/api?page=1&page_size=20&kind=document',
    '/api/documents/api?page=1&page_size=20&q=interview-99',
  ];
  for (let n = 0; n < 300; n += 1) {
    const sentAt = performance.now();
    const answer = await call('GET', pages[n % pages.length], undefined, uploader);
    if (answer.status !== 200) throw new Error(`library page: ${answer.status}`);
    if (n >= 30) pageLatencies.push(performance.now() - sentAt);
  }
  console.log(
    `library first page (plain, by kind, by name search): p50 ${round(percentile(pageLatencies, 50))} ms, p99 ${round(percentile(pageLatencies, 99))} ms`,
  );

  close();
  await stopServer(server.child);
  agent.destroy();
  await rm(dataDir, { recursive: true, force: true });
  console.log(
    JSON.stringify({
      transcript_20mb_ready_s: Math.round(transcriptReadyS * 100) / 100,
      uploads_50_ready_s: Math.round(uploadsReadyS * 100) / 100,
      command_p99_during_uploads_ms: round(percentile(latencies, 99)),
      library_page_p99_ms: round(percentile(pageLatencies, 99)),
    }),
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
