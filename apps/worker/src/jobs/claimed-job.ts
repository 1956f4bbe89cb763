import { DomainError, type JobClaimRef, type JobCommand, type JobState, jobDecider, streams } from '@app/domain';
import type { EventSourcedRepository } from '@app/infrastructure/event-store';
import { randomUUID } from 'node:crypto';
import { JobFailure, type JobKind } from './job-kind';
import { describeError, type JobLog } from './job-log';
import { ProgressThrottle } from './progress-throttle';

/** Why a run was stopped before its end: each leaves a different trace (see `recordOutcome`). */
export type StopReason = 'cancelled' | 'claim-lost' | 'worker-stopping';

/** An error the job runtime itself reports when a job kind throws something unexpected. */
export const JOB_CRASHED = 'JOB_CRASHED';

export interface ClaimedJobSettings {
  leaseMs: number;
  progressIntervalMs: number;
}

export interface ClaimedJobPorts {
  repository: EventSourcedRepository;
  clock: () => Date;
  log: JobLog;
}

/**
 * One run of a job under this worker's claim: renews the lease every third of it, records progress
 * (rate-limited), ends with one outcome. The run stops when cancellation is asked for, when the
 * claim is lost, or when the lease would run out before the next renewal could land: a worker that
 * cannot renew stops by itself, so another worker's claim after expiry never overlaps a live run.
 */
export class ClaimedJob {
  private readonly controller = new AbortController();
  private stopReason: StopReason | null = null;
  private readonly correlationId = randomUUID();

  constructor(
    readonly jobId: string,
    readonly claim: JobClaimRef,
    private leaseExpiresAt: string,
    private readonly settings: ClaimedJobSettings,
    private readonly ports: ClaimedJobPorts,
  ) {}

  stop(reason: StopReason): void {
    if (this.stopReason) return;
    this.stopReason = reason;
    this.controller.abort(new Error(`job ${this.jobId} stopped: ${reason}`));
  }

  async run(kind: JobKind, input: unknown): Promise<void> {
    const renewal = setInterval(() => void this.renewLease(), this.settings.leaseMs / 3);
    const progress = new ProgressThrottle(this.settings.progressIntervalMs, (update) => {
      this.record((now, claim) => ({ type: 'ReportProgress', ...claim, ...update, now })).catch((error) =>
        this.ports.log.error(describeError(error)),
      );
    });
    let outcome: { result: unknown } | { error: unknown };
    try {
      outcome = { result: await kind.run(input, { signal: this.controller.signal, progress: (update) => progress.report(update) }) };
    } catch (error) {
      outcome = { error };
    } finally {
      progress.stop();
      clearInterval(renewal);
    }
    try {
      await this.recordOutcome(kind, outcome);
    } catch (error) {
      // Not stored (the claim was lost, or the store is away): the lease expires and the job runs again.
      this.ports.log.error(`job ${this.jobId}: outcome not recorded: ${describeError(error)}`);
    }
  }

  private async recordOutcome(kind: JobKind, outcome: { result: unknown } | { error: unknown }): Promise<void> {
    if ('result' in outcome) {
      await this.record((now, claim) => ({ type: 'CompleteJob', ...claim, result: outcome.result, now }));
      this.ports.log.info(`job ${this.jobId} (${kind.kind}) succeeded on attempt ${this.claim.attempt}`);
      return;
    }
    const { error } = outcome;
    if (this.stopReason === 'cancelled') {
      await this.record((now, claim) => ({ type: 'ConfirmCancellation', ...claim, now }));
      this.ports.log.info(`job ${this.jobId} cancelled`);
    } else if (this.stopReason) {
      // Nothing to record: the lease runs out and a claim after it runs the job again.
      this.ports.log.info(`job ${this.jobId} stopped (${this.stopReason}); left to the next claim`);
    } else if (error instanceof JobFailure) {
      await this.record((now, claim) => ({ type: 'FailJob', ...claim, code: error.code, message: error.message, now }));
      this.ports.log.info(`job ${this.jobId} failed: ${error.code}`);
    } else {
      this.ports.log.error(`job ${this.jobId} crashed: ${describeError(error)}`);
      const message = error instanceof Error ? error.message : String(error);
      await this.record((now, claim) => ({ type: 'FailJob', ...claim, code: JOB_CRASHED, message, now }));
    }
  }

  private async renewLease(): Promise<void> {
    if (this.stopReason) return;
    const now = this.ports.clock().getTime();
    if (now + this.settings.leaseMs / 3 > Date.parse(this.leaseExpiresAt)) return this.stop('claim-lost');
    try {
      const decided = await this.record((at, claim) => ({ type: 'RenewLease', ...claim, leaseMs: this.settings.leaseMs, now: at }));
      for (const event of decided.events) if (event.type === 'JobLeaseRenewed') this.leaseExpiresAt = event.data.leaseExpiresAt;
      if (decided.state.cancellationRequested) this.stop('cancelled');
    } catch (error) {
      // Refused: another claim followed, or the job ended without us. Anything else may pass; the
      // check above stops the run before the lease can run out.
      if (error instanceof DomainError) this.stop('claim-lost');
      else this.ports.log.error(`job ${this.jobId}: lease not renewed: ${describeError(error)}`);
    }
  }

  private record(command: (now: string, claim: JobClaimRef) => JobCommand) {
    const now = this.ports.clock().toISOString();
    return this.ports.repository.handle(
      jobDecider,
      streams.job(this.jobId),
      command(now, this.claim),
      { actorId: null, correlationId: this.correlationId, now },
      (state: JobState) => state.organisationId,
    );
  }
}
