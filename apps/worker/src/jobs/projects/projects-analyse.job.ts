import { type AnalysisRecordedData, PROJECTS_ANALYSE } from '@app/domain';
import type { EventSourcedRepository, EventStore } from '@app/infrastructure/event-store';
import type { FileStore } from '@app/infrastructure/files';
import { ANALYSIS_STAGES, DEFAULT_HALF_LIFE_DAYS } from '@app/insights';
import { builtThreadFile, requireThreadFile, type ThreadPool } from '../../threads/thread-pool';
import { JobFailure, type JobKind, type JobProgress } from '../job-kind';
import { type AnalysisSummary, recordAnalysis } from './analysis-recording';
import { readAnalysisSources } from './analysis-sources';
import { parseProjectsAnalyseInput } from './projects-analyse.input';
import type { AnalyseProjectOnThreadInput, AnalyseProjectOnThreadResult } from './projects-analyse.thread-types';

export const PROJECTS_ANALYSE_THREAD_FILE = builtThreadFile(__dirname, 'projects-analyse.thread.js');

/** Fixed: the same project analysed twice gives the same themes, and a retried job the same ranks. */
export const ANALYSIS_SEED = 1;

const WRITING_UP = ANALYSIS_STAGES.length - 1;

export interface ProjectsAnalysePorts {
  pool: ThreadPool;
  files: FileStore;
  repository: EventSourcedRepository;
  eventStore: EventStore;
  clock?: () => Date;
  halfLifeDays?: number;
  threadFile?: string;
}

const summaryOf = (recorded: AnalysisRecordedData): AnalysisSummary => ({
  snippets: recorded.snippets,
  insights: recorded.created.length + recorded.continued.length,
  created: recorded.created.length,
  continued: recorded.continued.length,
  staled: recorded.staled.length,
  computeMs: 0,
});

/**
 * `projects.analyse`: a project's ready documents into insights. Reads the project, its documents
 * and its earlier insights on the event loop; decodes, analyses and matches on a thread of the
 * pool (cancelling the job ends the thread); then records the insights and the analysis.
 */
export function projectsAnalyseJob(ports: ProjectsAnalysePorts): JobKind {
  const { pool, files, repository, eventStore, clock = () => new Date(), halfLifeDays = DEFAULT_HALF_LIFE_DAYS } = ports;
  const threadFile = requireThreadFile(ports.threadFile ?? PROJECTS_ANALYSE_THREAD_FILE);
  return {
    kind: PROJECTS_ANALYSE,
    threadFile,
    run: async (input, { signal, progress }) => {
      const request = parseProjectsAnalyseInput(input);
      progress({ done: 0, total: 100, message: ANALYSIS_STAGES[0].message });
      const reading = await readAnalysisSources({ eventStore, files }, request);
      if (reading.kind === 'recorded') return summaryOf(reading.recorded);
      const { analysis, documents, existing } = reading;
      signal.throwIfAborted();
      const data: AnalyseProjectOnThreadInput = {
        now: analysis.requestedAt,
        context: analysis.context,
        range: analysis.range,
        seed: ANALYSIS_SEED,
        halfLifeDays,
        documents,
        existing,
      };
      const outcome = await pool.run<AnalyseProjectOnThreadInput, AnalyseProjectOnThreadResult>(threadFile, data, {
        signal,
        onMessage: (message) => progress(message as JobProgress),
      });
      if (!outcome.ok) throw new JobFailure(outcome.code, outcome.message);
      // Cancelled while the thread was finishing: nothing is written. Once writing starts it runs to
      // its end (a few appends), so a project never holds half an analysis.
      signal.throwIfAborted();
      return recordAnalysis({ repository, files, clock }, analysis, outcome, (step, steps) =>
        progress({
          done: Math.min(99, Math.floor((100 * (WRITING_UP + step / steps)) / ANALYSIS_STAGES.length)),
          total: 100,
          message: ANALYSIS_STAGES[WRITING_UP].message,
        }),
      );
    },
  };
}
