// The benchmark's side of --with-cpu-job: keeps `themes.analyse` jobs running in the server it
// forked (scripts/bench-server-with-jobs.mjs), one queued behind the running one so a core burns
// without a gap, and tells how much of the measuring window a job really covered.
import { randomUUID } from 'node:crypto';

const ENDINGS = new Set(['JobSucceeded', 'JobFailed', 'JobCancelled']);
const round = (value) => Math.round(value * 10) / 10;

export class CpuJobs {
  /** jobId -> { claimedAt, endedAt, outcome, computeMs } (times from performance.now()). */
  jobs = new Map();
  stopped = false;
  waiters = [];

  constructor(child) {
    this.child = child;
    child.on('message', (message) => this.onMessage(message));
  }

  /** Requests a running job and a queued one; resolves once the first reports progress from its thread. */
  async start() {
    this.request();
    this.request();
    const progressed = await this.next((message) => message.type === 'job' && message.event.type === 'JobProgressed');
    return `claimed, attempt ${progressed.event.attempt}, first progress "${progressed.event.message}" ${progressed.event.done}/${progressed.event.total}`;
  }

  windowStarts() {
    this.windowStart = performance.now();
    this.cpuAtStart = this.cpu();
  }

  /** What the jobs did during the window: runs overlapping it, their compute time, coverage, the server's CPU. */
  async windowEnds() {
    const windowEnd = performance.now();
    const [before, after] = [await this.cpuAtStart, await this.cpu()];
    const seconds = (windowEnd - this.windowStart) / 1000;
    const runs = [...this.jobs.values()]
      .filter((job) => job.claimedAt !== null)
      .map((job) => ({ ...job, from: Math.max(job.claimedAt, this.windowStart), to: Math.min(job.endedAt ?? windowEnd, windowEnd) }))
      .filter((run) => run.to > run.from);
    const covered = runs.reduce((sum, run) => sum + (run.to - run.from), 0) / 1000;
    const failed = [...this.jobs.values()].filter((job) => job.outcome === 'JobFailed');
    if (failed.length) throw new Error(`${failed.length} cpu jobs failed`);
    return {
      runs_in_window: runs.length,
      compute_s: runs.filter((run) => run.computeMs !== undefined).map((run) => round(run.computeMs / 1000)),
      // Runs follow one another, so their parts of the window add up to the time a job was running.
      window_covered_pct: round(Math.min(100, (100 * covered) / seconds)),
      server_cpu_cores: round((after.user + after.system - before.user - before.system) / 1e6 / seconds),
      // The job threads' own share (Linux; null elsewhere): the core the job kept busy.
      job_thread_cpu_cores: after.jobThreads === null ? null : round((after.jobThreads - before.jobThreads) / seconds),
    };
  }

  /** Cancels every job not ended, so the restart that follows measures a server with nothing to do. */
  async cancelAll() {
    this.stopped = true;
    const open = [...this.jobs].filter(([, job]) => job.outcome === null).map(([jobId]) => jobId);
    for (const jobId of open) this.child.send({ type: 'cancel-job', jobId });
    const deadline = performance.now() + 5000;
    while (open.some((jobId) => this.jobs.get(jobId).outcome === null) && performance.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
  }

  request() {
    const jobId = randomUUID();
    this.jobs.set(jobId, { claimedAt: null, endedAt: null, outcome: null, computeMs: undefined });
    this.child.send({ type: 'request-job', jobId });
  }

  cpu() {
    this.child.send({ type: 'cpu' });
    return this.next((message) => message.type === 'cpu').then((message) => ({ ...message.usage, jobThreads: message.jobThreadsCpuS }));
  }

  next(matches) {
    return new Promise((resolve) => this.waiters.push({ matches, resolve }));
  }

  onMessage(message) {
    for (const waiter of this.waiters.filter((candidate) => candidate.matches(message))) {
      this.waiters.splice(this.waiters.indexOf(waiter), 1);
      waiter.resolve(message);
    }
    if (message.type !== 'job') return;
    const job = this.jobs.get(message.event.jobId);
    if (!job) return;
    if (message.event.type === 'JobClaimed') job.claimedAt = performance.now();
    if (!ENDINGS.has(message.event.type)) return;
    job.endedAt = performance.now();
    job.outcome = message.event.type;
    job.computeMs = message.event.computeMs;
    if (message.event.type === 'JobFailed') console.error(`cpu job failed: ${message.event.code} ${message.event.message}`);
    // Keep one queued behind the running one.
    if (!this.stopped) this.request();
  }
}
