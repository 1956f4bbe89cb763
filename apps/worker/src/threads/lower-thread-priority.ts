import { readFileSync } from 'node:fs';
import os from 'node:os';

/** How much nicer than the event loop a job thread runs (Linux nice levels go up to 19). */
const JOB_THREAD_NICENESS = 10;

/**
 * Lowers the calling thread's scheduling priority, so that when cores are scarce the kernel serves
 * the event loop (HTTP) and the database thread first and the job with what is left. On Linux each
 * thread is a task with its own id and nice value (/proc/thread-self names it); elsewhere, or where
 * a sandbox forbids it, the job runs at normal priority.
 */
export function lowerThisThreadsPriority(): void {
  if (process.platform !== 'linux') return;
  try {
    const threadId = Number(readFileSync('/proc/thread-self/stat', 'utf8').split(' ', 1)[0]);
    os.setPriority(threadId, JOB_THREAD_NICENESS);
  } catch {
    // Normal priority: still correct, only less kind to the event loop.
  }
}
