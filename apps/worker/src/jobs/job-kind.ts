export interface JobProgress {
  done: number;
  total: number;
  message: string;
}

export interface JobContext {
  /** Aborted when the job is cancelled, its claim is lost or the worker stops: the kind must stop soon. */
  signal: AbortSignal;
  /** Says how far the job has got; call it as often as convenient, the runner records it rate-limited. */
  progress(update: JobProgress): void;
}

/** One kind of long job: what the worker runs for a JobRequested of this kind. */
export interface JobKind {
  readonly kind: string;
  /** The built file its thread work runs from, loaded on the pool's threads when the worker starts. */
  readonly threadFile?: string;
  /** Answers the job's result (stored in JobSucceeded, so keep it compact), or throws. */
  run(input: unknown, context: JobContext): Promise<unknown>;
}

/** A failure the job's requester should see as it is: its code is stable, its message for people. */
export class JobFailure extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'JobFailure';
  }
}
