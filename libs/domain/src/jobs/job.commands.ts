/** The claim a worker acts under: its id and the attempt number its JobClaimed gave it. */
export interface JobClaimRef {
  workerId: string;
  attempt: number;
}

export type JobCommand =
  | {
      type: 'RequestJob';
      jobId: string;
      kind: string;
      input: unknown;
      organisationId: string | null;
      requestedBy: string | null;
      now: string;
    }
  /** `maxAttempts`: claims a job may have; once that many leases expired, the next claim fails it as abandoned. */
  | { type: 'ClaimJob'; workerId: string; leaseMs: number; maxAttempts: number; now: string }
  | ({ type: 'RenewLease'; leaseMs: number; now: string } & JobClaimRef)
  | ({ type: 'ReportProgress'; done: number; total: number; message: string; now: string } & JobClaimRef)
  | ({ type: 'CompleteJob'; result: unknown; now: string } & JobClaimRef)
  | ({ type: 'FailJob'; code: string; message: string; now: string } & JobClaimRef)
  | { type: 'RequestCancellation'; requestedBy: string | null; now: string }
  /** The claim holder says it stopped because cancellation was asked for. */
  | ({ type: 'ConfirmCancellation'; now: string } & JobClaimRef);
