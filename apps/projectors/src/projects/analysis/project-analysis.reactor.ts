import {
  DomainError,
  type JobEvent,
  PROJECTS_ANALYSE,
  type ProjectEvent,
  type ProjectsAnalyseInput,
  projectDecider,
  projectOfAnalysisJob,
  streams,
} from '@app/domain';
import type { EventSourcedRepository, RecordedEvent } from '@app/infrastructure/event-store';
import type { JobRequests } from '@app/infrastructure/jobs';
import type { Processor } from '@app/infrastructure/processors';
import { randomUUID } from 'node:crypto';
import { ANALYSIS_CANCELLED } from '../analysis-cancelled';

export interface ProjectAnalysisPorts {
  repository: EventSourcedRepository;
  jobs: JobRequests;
  clock?: () => Date;
}

type Handled = Extract<ProjectEvent, { type: 'AnalysisRequested' }> | Extract<JobEvent, { type: 'JobFailed' | 'JobCancelled' }>;
const HANDLES: ReadonlySet<string> = new Set<Handled['type']>(['AnalysisRequested', 'JobFailed', 'JobCancelled']);
const isHandled = (event: RecordedEvent): event is RecordedEvent<Handled> => HANDLES.has(event.type);

/**
 * Moves a project's analysis along after the command that asked for it answered:
 * - requested: asks the worker for the analysis job (its id is the analysis', so a redelivered
 *   event asks for nothing new), for the project's organisation and the person who asked;
 * - its job failed or was cancelled: records the failure on the project (AnalysisFailed, with the
 *   job's code and message, or JOB_CANCELLED), so no analysis stays running; the decider records
 *   one outcome per analysis, so a late or repeated failure changes nothing.
 * Every effect tolerates the batch again, so it replays the log from the start on its first run.
 */
export function projectAnalysisReactor(ports: ProjectAnalysisPorts): Processor {
  const clock = ports.clock ?? (() => new Date());

  const requestJob = async (event: RecordedEvent<Extract<Handled, { type: 'AnalysisRequested' }>>) => {
    const { productId, jobId, version, requestedBy } = event.data;
    // The project stream's events carry its organisation; the stream itself says it otherwise.
    const organisationId =
      event.metadata.organisationId ?? (await ports.repository.load(projectDecider, streams.product(productId))).state.organisationId;
    const input: ProjectsAnalyseInput = { productId, version };
    await ports.jobs.request({ jobId, kind: PROJECTS_ANALYSE, input, organisationId, requestedBy });
  };

  const recordFailure = async (jobId: string, code: string, message: string) => {
    const productId = projectOfAnalysisJob(jobId);
    if (!productId) return;
    const now = clock().toISOString();
    try {
      await ports.repository.handle(
        projectDecider,
        streams.product(productId),
        { type: 'RecordAnalysisFailure', jobId, code, message, now },
        { actorId: null, correlationId: randomUUID(), now },
        (state) => state.organisationId,
      );
    } catch (error) {
      // A job named like an analysis of a project that does not exist has nothing to record.
      if (error instanceof DomainError && error.code === 'PROJECT_NOT_FOUND') return;
      throw error;
    }
  };

  return {
    id: 'reactor:project-analysis',
    kind: 'reactor',
    async process(events) {
      for (const event of events.filter(isHandled)) {
        switch (event.type) {
          case 'AnalysisRequested':
            if (event.streamId.startsWith('product-')) await requestJob(event);
            break;
          case 'JobFailed':
            await recordFailure(event.data.jobId, event.data.code, event.data.message);
            break;
          case 'JobCancelled':
            await recordFailure(event.data.jobId, ANALYSIS_CANCELLED.code, ANALYSIS_CANCELLED.message);
            break;
        }
      }
      return [];
    },
  };
}
