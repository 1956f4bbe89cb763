// Benchmark only: boots exactly the `npm start` process (dist/apps/server/src/boot-server.js) and,
// on messages from the benchmark that forked it, requests `themes.analyse` jobs on public customer
// utterances (../shared/data/clustering/clinc150_test.csv), reporting the jobs' events back so the
// benchmark can tell that a job really runs while it measures.
//   parent -> child: { type: 'request-job', jobId } | { type: 'cancel-job', jobId } | { type: 'cpu' }
//   child -> parent: { type: 'job', event } | { type: 'cpu', usage }
import { parse } from 'csv-parse/sync';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { procStat } from './bench-server.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { bootServer } = require(path.join(root, 'dist/apps/server/src/boot-server.js'));
const { JobRequests } = require(path.join(root, 'dist/libs/infrastructure/src/jobs/job-requests.js'));
const { EventSourcedRepository } = require(path.join(root, 'dist/libs/infrastructure/src/event-store/event-sourced.repository.js'));

const FEEDBACK_CSV = path.resolve(root, '../shared/data/clustering/clinc150_test.csv');
const NOW = '2025-06-01T00:00:00.000Z';

/** All 4,500 utterances as snippets: one analysis keeps a core busy for several seconds. */
function feedbackSnippets() {
  const rows = parse(readFileSync(FEEDBACK_CSV), { columns: true });
  return rows.map((row, index) => ({
    id: `s${index}`,
    text: row.text,
    source: { type: 'chat', id: `chat-${index % 40}`, location: { line: index + 1 } },
    date: new Date(Date.parse(NOW) - (index % 90) * 86_400_000).toISOString(),
    customer: { name: `Customer ${index % 60}`, attributes: {} },
  }));
}

/**
 * CPU seconds spent so far by this process's job threads, which are the threads with a raised nice
 * level (apps/worker/src/threads/lower-thread-priority.ts); Linux only (/proc), null elsewhere.
 */
function jobThreadsCpuSeconds() {
  try {
    let seconds = 0;
    for (const task of readdirSync('/proc/self/task')) {
      const { cpuS, nice } = procStat(`/proc/self/task/${task}/stat`);
      if (nice > 0) seconds += cpuS;
    }
    return seconds;
  } catch {
    return null;
  }
}

const { infrastructure } = await bootServer();
const { eventStore } = infrastructure;
const requests = new JobRequests(new EventSourcedRepository(eventStore));
const input = { snippets: feedbackSnippets(), now: NOW, seed: 1 };

const [newest] = await eventStore.readAllBackwards(null, 1);
const subscription = eventStore.subscribeToAll(newest?.position ?? 0, async (events) => {
  for (const event of events) {
    if (!event.streamId.startsWith('job-')) continue;
    const { result, input: _input, ...data } = event.data;
    process.send?.({
      type: 'job',
      event: { type: event.type, at: event.metadata.occurredAt, ...data, computeMs: result?.computeMs, themes: result?.themes?.length },
    });
  }
});
process.once('SIGTERM', () => void subscription.stop());

process.on('message', (message) => {
  const answer = (work) => work.catch((error) => console.error(`bench job request: ${error.stack ?? error}`));
  if (message.type === 'request-job') answer(requests.request({ jobId: message.jobId, kind: 'themes.analyse', input, requestedBy: null }));
  if (message.type === 'cancel-job') answer(requests.cancel(message.jobId));
  if (message.type === 'cpu') process.send?.({ type: 'cpu', usage: process.cpuUsage(), jobThreadsCpuS: jobThreadsCpuSeconds() });
});
