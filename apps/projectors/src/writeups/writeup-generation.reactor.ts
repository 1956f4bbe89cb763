import {
  type JobEvent,
  streams,
  WRITEUP_KINDS,
  type WriteupEvent,
  type WriteupKind,
  WRITEUPS_GENERATE,
  type WriteupsGenerateInput,
  writeupDecider,
  writeupOfJob,
} from '@app/domain';
import type { EventSourcedRepository, RecordedEvent } from '@app/infrastructure/event-store';
import type { JobRequests } from '@app/infrastructure/jobs';
import type { Processor } from '@app/infrastructure/processors';
import { randomUUID } from 'node:crypto';

export interface WriteupGenerationPorts {
  repository: EventSourcedRepository;
  jobs: JobRequests;
  clock?: () => Date;
}

type Handled = Extract<WriteupEvent, { type: 'WriteupRequested' }> | Extract<JobEvent, { type: 'JobFailed' | 'JobCancelled' }>;
const HANDLES: ReadonlySet<string> = new Set<Handled['type']>(['WriteupRequested', 'JobFailed', 'JobCancelled']);
const isHandled = (event: RecordedEvent): event is RecordedEvent<Handled> => HANDLES.has(event.type);

const CANCELLED = { code: 'JOB_CANCELLED', message: 'The generation was cancelled.' };

/**
 * Moves a document's generation along after the command that asked for it answered: a request
 * asks the worker for its job (the job id is the request's, so a redelivered event asks for
 * nothing new); a failed or cancelled job is recorded on the document, so none stays generating.
 * Every effect tolerates the batch again, so it replays the log from the start on its first run.
 */
export function writeupGenerationReactor(ports: WriteupGenerationPorts): Processor {
  const clock = ports.clock ?? (() => new Date());

  const recordFailure = async (jobId: string, code: string, message: string) => {
    const target = writeupOfJob(jobId);
    if (!target || !(WRITEUP_KINDS as readonly string[]).includes(target.kind)) return;
    const now = clock().toISOString();
    // The decider records nothing for a job that is not the document's current request.
    await ports.repository.handle(
      writeupDecider,
      streams.writeup(target.productId, target.kind),
      { type: 'RecordWriteupFailure', jobId, code, message, now },
      { actorId: null, correlationId: randomUUID(), now },
      (state) => state.organisationId,
    );
  };

  return {
    id: 'reactor:writeup-generation',
    kind: 'reactor',
    async process(events) {
      for (const event of events.filter(isHandled)) {
        switch (event.type) {
          case 'WriteupRequested': {
            const { productId, kind, jobId, organisationId, requestedBy } = event.data;
            const input: WriteupsGenerateInput = { productId, kind: kind as WriteupKind, jobId };
            await ports.jobs.request({ jobId, kind: WRITEUPS_GENERATE, input, organisationId, requestedBy });
            break;
          }
          case 'JobFailed':
            await recordFailure(event.data.jobId, event.data.code, event.data.message);
            break;
          case 'JobCancelled':
            await recordFailure(event.data.jobId, CANCELLED.code, CANCELLED.message);
            break;
        }
      }
      return [];
    },
  };
}
