import { availableParallelism } from 'node:os';
import { WorkerThreadsParallel } from '../node/worker-threads-parallel';

/**
 * The command line tools' threads (`--threads N`, default every core the machine offers). The
 * figures are the same for any number; only the time changes. Their threads do not keep the
 * process alive.
 */
export function cliParallel(threads: string | undefined): WorkerThreadsParallel {
  const count = threads === undefined ? availableParallelism() : Number(threads);
  if (!Number.isInteger(count) || count < 1) {
    process.stderr.write('error: --threads must be a positive integer\n');
    process.exit(2);
  }
  return new WorkerThreadsParallel(count);
}
