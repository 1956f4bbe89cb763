import { eventTypeSet } from '../shared/decider';

/**
 * A long job's life, in its own stream (`job-<jobId>`): requested, claimed by one worker at a time
 * under a lease, renewed and progressed by that claim, and ended by exactly one outcome.
 * `attempt` numbers the claims (1, 2, ...): it tells a stale worker's events from the current one's.
 */
export interface JobRequestedData {
  jobId: string;
  /** What to run (`themes.analyse`); workers claim only the kinds they know. */
  kind: string;
  input: unknown;
  organisationId: string | null;
  requestedBy: string | null;
  requestedAt: string;
}

export interface JobClaimedData {
  jobId: string;
  workerId: string;
  attempt: number;
  leaseExpiresAt: string;
  claimedAt: string;
}

export interface JobLeaseRenewedData {
  jobId: string;
  workerId: string;
  attempt: number;
  leaseExpiresAt: string;
  renewedAt: string;
}

export interface JobProgressedData {
  jobId: string;
  attempt: number;
  done: number;
  total: number;
  message: string;
  progressedAt: string;
}

export interface JobSucceededData {
  jobId: string;
  attempt: number;
  result: unknown;
  succeededAt: string;
}

/** `attempt` is null when no claim ran it to the end (abandoned after too many expired leases). */
export interface JobFailedData {
  jobId: string;
  attempt: number | null;
  code: string;
  message: string;
  failedAt: string;
}

export interface JobCancellationRequestedData {
  jobId: string;
  requestedBy: string | null;
  requestedAt: string;
}

/** `attempt` is the claim that stopped, or null when the job was cancelled while no worker held it. */
export interface JobCancelledData {
  jobId: string;
  attempt: number | null;
  cancelledAt: string;
}

export type JobEvent =
  | { type: 'JobRequested'; data: JobRequestedData }
  | { type: 'JobClaimed'; data: JobClaimedData }
  | { type: 'JobLeaseRenewed'; data: JobLeaseRenewedData }
  | { type: 'JobProgressed'; data: JobProgressedData }
  | { type: 'JobSucceeded'; data: JobSucceededData }
  | { type: 'JobFailed'; data: JobFailedData }
  | { type: 'JobCancellationRequested'; data: JobCancellationRequestedData }
  | { type: 'JobCancelled'; data: JobCancelledData };

export const jobEventTypes = eventTypeSet<JobEvent>({
  JobRequested: true,
  JobClaimed: true,
  JobLeaseRenewed: true,
  JobProgressed: true,
  JobSucceeded: true,
  JobFailed: true,
  JobCancellationRequested: true,
  JobCancelled: true,
});

/** Failure codes the runtime itself gives; job kinds add their own. */
export const JOB_ABANDONED = 'JOB_ABANDONED';
