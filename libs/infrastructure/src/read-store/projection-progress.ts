import type { ReadStore } from './read-store.port';

export const READ_MODELS_CHECKPOINT = 'read-models';
const POLL_MS = 15;

/**
 * Tells the query side how far the read models have got, so a request carrying a consistency
 * position waits (bounded) for its own writes. A projector in the same process reports each
 * commit directly; otherwise the checkpoint is polled while someone waits. A position beyond the
 * head of the log was never given by a command and nothing will reach it: it is answered at once
 * (marked stale) instead of holding the request for the whole wait.
 */
export class ProjectionProgress {
  private known = 0;
  /** The highest head of the log seen: positions at or below it exist and are worth waiting for. */
  private headSeen = 0;
  private readonly waiters = new Set<() => void>();

  constructor(
    private readonly readStore: ReadStore,
    private readonly logHead: () => Promise<number>,
    private readonly checkpointName = READ_MODELS_CHECKPOINT,
  ) {}

  reached(position: number): void {
    if (position <= this.known) return;
    this.known = position;
    for (const wake of this.waiters) wake();
  }

  /** Resolves true once the read models include `position`, false if `timeoutMs` passes first. */
  async waitFor(position: number, timeoutMs: number): Promise<boolean> {
    if (position <= this.known) return true;
    if (position > this.headSeen) {
      this.headSeen = Math.max(this.headSeen, await this.logHead());
      if (position > this.headSeen) return false;
    }
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      this.reached(await this.readStore.checkpoint(this.checkpointName));
      if (position <= this.known) return true;
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          this.waiters.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, Math.min(POLL_MS, Math.max(0, deadline - Date.now())));
        this.waiters.add(wake);
      });
      if (position <= this.known) return true;
    }
    return position <= this.known;
  }
}
