import type { ThreadPool } from '../threads/thread-pool';
import type { JobKind } from './job-kind';
import { themesAnalyseJob } from './themes/themes-analyse.job';

/** Every kind of job this worker runs, by name; a worker claims only these. */
export function jobKinds(pool: ThreadPool): ReadonlyMap<string, JobKind> {
  return new Map([themesAnalyseJob(pool)].map((kind) => [kind.kind, kind]));
}
