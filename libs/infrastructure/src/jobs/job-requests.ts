import { jobDecider, streams } from '@app/domain';
import { randomUUID } from 'node:crypto';
import type { EventSourcedRepository } from '../event-store/event-sourced.repository';

export interface JobRequest {
  /** Chosen by the caller, so asking again (a retried request, a replayed reactor) starts nothing new. */
  jobId: string;
  kind: string;
  input: unknown;
  organisationId?: string | null;
  requestedBy?: string | null;
}

export interface JobRequestAnswer {
  /** False when a job with this id had already been requested. */
  requested: boolean;
  /** Global position of JobRequested; 0 when nothing new was written. */
  position: number;
}

/** Asks for long jobs (and for their cancellation) by appending to their streams; the worker does the rest. */
export class JobRequests {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async request(request: JobRequest): Promise<JobRequestAnswer> {
    const organisationId = request.organisationId ?? null;
    const requestedBy = request.requestedBy ?? null;
    const now = this.clock().toISOString();
    const decided = await this.repository.handle(
      jobDecider,
      streams.job(request.jobId),
      { type: 'RequestJob', jobId: request.jobId, kind: request.kind, input: request.input, organisationId, requestedBy, now },
      { actorId: requestedBy, correlationId: randomUUID(), now },
      (state) => state.organisationId,
    );
    return { requested: decided.events.length > 0, position: decided.position };
  }

  async cancel(jobId: string, requestedBy: string | null = null): Promise<void> {
    const now = this.clock().toISOString();
    await this.repository.handle(
      jobDecider,
      streams.job(jobId),
      { type: 'RequestCancellation', requestedBy, now },
      { actorId: requestedBy, correlationId: randomUUID(), now },
      (state) => state.organisationId,
    );
  }
}
