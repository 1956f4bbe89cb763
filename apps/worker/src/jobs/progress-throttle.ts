import type { JobProgress } from './job-kind';

/**
 * Hands on at most one progress update per interval: the first at once, later ones after the
 * interval, always the newest (a stage passed in between is skipped, the current one is never
 * lost). Jobs report as often as they like; the log gets a few events per job, not one per item.
 */
export class ProgressThrottle {
  private lastSentAt = -Infinity;
  private pending: JobProgress | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly intervalMs: number,
    private readonly send: (progress: JobProgress) => void,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  report(progress: JobProgress): void {
    this.pending = progress;
    if (this.timer) return;
    const wait = this.lastSentAt + this.intervalMs - this.clock();
    if (wait <= 0) this.flush();
    else this.timer = setTimeout(() => this.flush(), wait);
  }

  /** Drops what is pending: the job has ended and its outcome says the rest. */
  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.pending = null;
  }

  private flush(): void {
    this.timer = null;
    if (!this.pending) return;
    const progress = this.pending;
    this.pending = null;
    this.lastSentAt = this.clock();
    this.send(progress);
  }
}
