import type { EventStore } from '@app/infrastructure/event-store';
import type { ReadStore } from '@app/infrastructure/read-store';
import type { LlmProvider } from '@app/insights';
import type { ThreadPool } from '../threads/thread-pool';
import { documentsIngestJob, type DocumentsIngestPorts } from './documents/documents-ingest.job';
import type { JobKind } from './job-kind';
import { projectsAnalyseJob } from './projects/projects-analyse.job';
import { themesAnalyseJob } from './themes/themes-analyse.job';
import { writeupsGenerateJob } from './writeups/writeups-generate.job';

/** What the job kinds read and write besides the thread pool. */
export type JobKindPorts = Omit<DocumentsIngestPorts, 'pool'> & {
  /** Analyses read the project's, documents' and insights' events as they were recorded. */
  eventStore: EventStore;
  /** Documents are generated from the insights as the team's ranked list shows them. */
  readStore: ReadStore;
  /** The configured language model, or null (the default): documents are then composed offline only. */
  llm: LlmProvider | null;
};

/** Every kind of job this worker runs, by name; a worker claims only these. */
export function jobKinds(pool: ThreadPool, ports: JobKindPorts): ReadonlyMap<string, JobKind> {
  return new Map(
    [
      themesAnalyseJob(pool),
      documentsIngestJob({ pool, ...ports }),
      projectsAnalyseJob({ pool, ...ports }),
      writeupsGenerateJob(ports),
    ].map((kind) => [kind.kind, kind]),
  );
}
