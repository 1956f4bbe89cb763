import { jobEventTypes, type JobEvent } from '@app/domain';
import type { RecordedEvent } from '@app/infrastructure/event-store';
import type { Processor } from '@app/infrastructure/processors';
import { projectionProcessor } from '@app/infrastructure/processors';
import type { ReadStore } from '@app/infrastructure/read-store';
import type { JobRunner } from './job-runner';
import { jobsProjection } from './jobs.projection';

const isJobEvent = (event: RecordedEvent): event is RecordedEvent<JobEvent> => jobEventTypes.has(event.type as JobEvent['type']);
const ENDINGS: ReadonlySet<JobEvent['type']> = new Set(['JobSucceeded', 'JobFailed', 'JobCancelled']);

/**
 * The worker's own processor (own checkpoint): keeps the `jobs` read model, and tells the runner
 * at once of jobs requested (to claim) and cancellations asked for (to stop), so neither waits for
 * a poll. Jobs that already ended within the batch (a catch-up through old jobs) are not offered.
 */
export function jobsProcessor(readStore: ReadStore, runner: Pick<JobRunner, 'offer' | 'cancel'>): Processor {
  const projection = projectionProcessor(jobsProjection, readStore);
  return {
    id: projection.id,
    kind: projection.kind,
    prepare: projection.prepare,
    async process(events, stopping) {
      const writes = await projection.process(events, stopping);
      const jobEvents = events.filter(isJobEvent);
      const ended = new Set(jobEvents.filter((event) => ENDINGS.has(event.type)).map((event) => event.data.jobId));
      const idsOf = (type: JobEvent['type']) =>
        jobEvents.filter((event) => event.type === type && !ended.has(event.data.jobId)).map((event) => event.data.jobId);
      runner.offer(idsOf('JobRequested'));
      runner.cancel(idsOf('JobCancellationRequested'));
      return writes;
    },
  };
}
