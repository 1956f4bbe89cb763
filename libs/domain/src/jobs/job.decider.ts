import type { Decider } from '../shared/decider';
import type { JobClaimRef, JobCommand } from './job.commands';
import { jobErrors } from './job.errors';
import { JOB_ABANDONED, type JobEvent, jobEventTypes } from './job.events';

export type JobStatus = 'absent' | 'open' | 'succeeded' | 'failed' | 'cancelled';

export interface JobLease extends JobClaimRef {
  leaseExpiresAt: string;
}

export interface JobState {
  status: JobStatus;
  jobId: string | null;
  kind: string | null;
  input: unknown;
  organisationId: string | null;
  /** The latest claim, kept after its lease expires: it stays the current claim until another one follows. */
  claim: JobLease | null;
  /** Claims made so far; the next claim's attempt is this plus one. */
  attempts: number;
  cancellationRequested: boolean;
}

export const initialJobState: JobState = {
  status: 'absent',
  jobId: null,
  kind: null,
  input: null,
  organisationId: null,
  claim: null,
  attempts: 0,
  cancellationRequested: false,
};

const isFinished = (state: JobState) => state.status !== 'absent' && state.status !== 'open';
const leaseLive = (state: JobState, now: string) => state.claim !== null && Date.parse(now) < Date.parse(state.claim.leaseExpiresAt);
const holds = (state: JobState, ref: JobClaimRef) => state.claim?.workerId === ref.workerId && state.claim.attempt === ref.attempt;
const leaseEnd = (now: string, leaseMs: number) => new Date(Date.parse(now) + leaseMs).toISOString();

/** Renewals and progress need the job open and held by the caller's claim. */
function requireCurrentClaim(state: JobState, ref: JobClaimRef): void {
  if (isFinished(state)) throw jobErrors.finished();
  if (!holds(state, ref)) throw jobErrors.claimLost();
}

/**
 * An outcome is idempotent by job id: once the job has ended, any later outcome (a retried call,
 * a stale worker finishing late) decides nothing. Before that, only the current claim may end it.
 */
function outcomeAllowed(state: JobState, ref: JobClaimRef): boolean {
  if (isFinished(state)) return false;
  if (!holds(state, ref)) throw jobErrors.claimLost();
  return true;
}

function claim(command: Extract<JobCommand, { type: 'ClaimJob' }>, state: JobState, jobId: string): JobEvent[] {
  if (isFinished(state)) throw jobErrors.finished();
  if (leaseLive(state, command.now)) throw jobErrors.claimed();
  // From here the previous claim, if any, is dead: its worker stopped renewing.
  if (state.cancellationRequested) return [{ type: 'JobCancelled', data: { jobId, attempt: null, cancelledAt: command.now } }];
  if (state.attempts >= command.maxAttempts) {
    const message = `The job was claimed ${state.attempts} times and no worker finished it before its lease expired.`;
    return [{ type: 'JobFailed', data: { jobId, attempt: null, code: JOB_ABANDONED, message, failedAt: command.now } }];
  }
  const leaseExpiresAt = leaseEnd(command.now, command.leaseMs);
  return [
    {
      type: 'JobClaimed',
      data: { jobId, workerId: command.workerId, attempt: state.attempts + 1, leaseExpiresAt, claimedAt: command.now },
    },
  ];
}

function decide(command: JobCommand, state: JobState): JobEvent[] {
  if (command.type === 'RequestJob') {
    if (state.status === 'absent') {
      const { jobId, kind, input, organisationId, requestedBy, now } = command;
      return [{ type: 'JobRequested', data: { jobId, kind, input, organisationId, requestedBy, requestedAt: now } }];
    }
    // The same job id again is a retry of the same request: nothing new.
    if (state.kind === command.kind) return [];
    throw jobErrors.idTaken();
  }
  if (state.jobId === null) throw jobErrors.notFound();
  const jobId = state.jobId;
  switch (command.type) {
    case 'ClaimJob':
      return claim(command, state, jobId);
    case 'RenewLease':
      requireCurrentClaim(state, command);
      return [
        {
          type: 'JobLeaseRenewed',
          data: {
            jobId,
            workerId: command.workerId,
            attempt: command.attempt,
            leaseExpiresAt: leaseEnd(command.now, command.leaseMs),
            renewedAt: command.now,
          },
        },
      ];
    case 'ReportProgress':
      requireCurrentClaim(state, command);
      if (!(command.done >= 0 && command.total >= command.done)) throw jobErrors.invalidProgress();
      return [
        {
          type: 'JobProgressed',
          data: {
            jobId,
            attempt: command.attempt,
            done: command.done,
            total: command.total,
            message: command.message,
            progressedAt: command.now,
          },
        },
      ];
    case 'CompleteJob':
      if (!outcomeAllowed(state, command)) return [];
      return [{ type: 'JobSucceeded', data: { jobId, attempt: command.attempt, result: command.result, succeededAt: command.now } }];
    case 'FailJob':
      if (!outcomeAllowed(state, command)) return [];
      return [
        {
          type: 'JobFailed',
          data: { jobId, attempt: command.attempt, code: command.code, message: command.message, failedAt: command.now },
        },
      ];
    case 'RequestCancellation': {
      if (isFinished(state) || state.cancellationRequested) return [];
      const requested: JobEvent = {
        type: 'JobCancellationRequested',
        data: { jobId, requestedBy: command.requestedBy, requestedAt: command.now },
      };
      // With no live claim nobody is running it: it ends now instead of waiting for a worker to notice.
      if (leaseLive(state, command.now)) return [requested];
      return [requested, { type: 'JobCancelled', data: { jobId, attempt: null, cancelledAt: command.now } }];
    }
    case 'ConfirmCancellation':
      if (!outcomeAllowed(state, command)) return [];
      if (!state.cancellationRequested) throw jobErrors.notCancelling();
      return [{ type: 'JobCancelled', data: { jobId, attempt: command.attempt, cancelledAt: command.now } }];
  }
}

function evolve(state: JobState, event: JobEvent): JobState {
  switch (event.type) {
    case 'JobRequested':
      return {
        ...state,
        status: 'open',
        jobId: event.data.jobId,
        kind: event.data.kind,
        input: event.data.input,
        organisationId: event.data.organisationId,
      };
    case 'JobClaimed':
    case 'JobLeaseRenewed':
      return {
        ...state,
        claim: { workerId: event.data.workerId, attempt: event.data.attempt, leaseExpiresAt: event.data.leaseExpiresAt },
        attempts: Math.max(state.attempts, event.data.attempt),
      };
    case 'JobProgressed':
      return state;
    case 'JobSucceeded':
      return { ...state, status: 'succeeded' };
    case 'JobFailed':
      return { ...state, status: 'failed' };
    case 'JobCancellationRequested':
      return { ...state, cancellationRequested: true };
    case 'JobCancelled':
      return { ...state, status: 'cancelled' };
  }
}

export const jobDecider: Decider<JobCommand, JobState, JobEvent> = {
  initialState: initialJobState,
  decide,
  evolve,
  eventTypes: jobEventTypes,
};
