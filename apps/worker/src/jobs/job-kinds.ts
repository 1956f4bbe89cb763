import type { ThreadPool } from '../threads/thread-pool';
import { documentsIngestJob, type DocumentsIngestPorts } from './documents/documents-ingest.job';
import type { JobKind } from './job-kind';
import { themesAnalyseJob } from './themes/themes-analyse.job';

/** Every kind of job this worker runs, by name; a worker claims only these. */
export function jobKinds(pool: ThreadPool, ports: Omit<DocumentsIngestPorts, 'pool'>): ReadonlyMap<string, JobKind> {
  return new Map([themesAnalyseJob(pool), documentsIngestJob({ pool, ...ports })].map((kind) => [kind.kind, kind]));
}
