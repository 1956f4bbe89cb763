import type { JobEvent } from '@app/domain';
import { jobEventTypes } from '@app/domain';
import type { Projection } from '@app/infrastructure/processors';

/**
 * The `jobs` read model: where every job stands, so a worker that starts (or polls) finds the open
 * ones without reading the log. It is a hint only: a claim is decided on the job's own stream.
 */
export interface JobDocument {
  jobId: string;
  kind: string;
  organisationId: string | null;
  status: 'open' | 'succeeded' | 'failed' | 'cancelled';
  /** Kept beside `status` so "open jobs" is one equality filter. */
  open: boolean;
  attempt: number;
  workerId: string | null;
  /** Null while no worker has claimed the job. */
  leaseExpiresAt: string | null;
  cancellationRequested: boolean;
  progress: { done: number; total: number; message: string } | null;
  requestedAt: string;
  endedAt: string | null;
  /** The failure's code, when it failed. */
  failureCode: string | null;
}

export const JOBS_COLLECTION = 'jobs';

const ended = (doc: JobDocument, status: JobDocument['status'], endedAt: string, failureCode: string | null = null): JobDocument => ({
  ...doc,
  status,
  open: false,
  endedAt,
  failureCode,
});

function evolve(doc: JobDocument | null, event: JobEvent): JobDocument | null {
  if (event.type === 'JobRequested') {
    const { jobId, kind, organisationId, requestedAt } = event.data;
    const fresh: JobDocument = {
      jobId,
      kind,
      organisationId,
      status: 'open',
      open: true,
      attempt: 0,
      workerId: null,
      leaseExpiresAt: null,
      cancellationRequested: false,
      progress: null,
      requestedAt,
      endedAt: null,
      failureCode: null,
    };
    return fresh;
  }
  if (!doc) return null;
  switch (event.type) {
    case 'JobClaimed':
    case 'JobLeaseRenewed':
      return { ...doc, attempt: event.data.attempt, workerId: event.data.workerId, leaseExpiresAt: event.data.leaseExpiresAt };
    case 'JobProgressed': {
      const { done, total, message } = event.data;
      return { ...doc, progress: { done, total, message } };
    }
    case 'JobCancellationRequested':
      return { ...doc, cancellationRequested: true };
    case 'JobSucceeded':
      return ended(doc, 'succeeded', event.data.succeededAt);
    case 'JobFailed':
      return ended(doc, 'failed', event.data.failedAt, event.data.code);
    case 'JobCancelled':
      return ended(doc, 'cancelled', event.data.cancelledAt);
  }
}

export const jobsProjection: Projection<JobDocument, JobEvent> = {
  collection: JOBS_COLLECTION,
  // The runner's poll: open jobs, oldest request first.
  indexes: [['open', 'requestedAt']],
  handles: jobEventTypes,
  documentId: (event) => event.data.jobId,
  evolve,
};
