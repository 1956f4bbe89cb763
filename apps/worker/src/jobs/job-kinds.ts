import type { EventStore } from '@app/infrastructure/event-store';
import type { ThreadPool } from '../threads/thread-pool';
import { documentsIngestJob, type DocumentsIngestPorts } from './documents/documents-ingest.job';
import type { JobKind } from './job-kind';
import { projectsAnalyseJob } from './projects/projects-analyse.job';
import { themesAnalyseJob } from './themes/themes-analyse.job';

/** What the job kinds read and write besides the thread pool. */
export type JobKindPorts = Omit<DocumentsIngestPorts, 'pool'> & {
  /** Analyses read the project's, documents' and insights' events as they were recorded. */
  eventStore: EventStore;
};

/** Every kind of job this worker runs, by name; a worker claims only these. */
export function jobKinds(pool: ThreadPool, ports: JobKindPorts): ReadonlyMap<string, JobKind> {
  return new Map(
    [themesAnalyseJob(pool), documentsIngestJob({ pool, ...ports }), projectsAnalyseJob({ pool, ...ports })].map((kind) => [
      kind.kind,
      kind,
    ]),
  );
}
