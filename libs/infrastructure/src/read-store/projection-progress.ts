import type { ReadStore } from './read-store.port';

/** The checkpoint every read model shared before each processor kept its own. */
export const SHARED_READ_MODELS_CHECKPOINT = 'read-models';
const POLL_MS = 15;

/** The processor that builds a read-model collection, and the name of its checkpoint. */
export const projectionProcessorId = (collection: string) => `projection:${collection}`;

/**
 * How far each processor has got through the log, so the query side can wait (bounded) for its
 * own writes in exactly the read models a query reads. Processors running in this process report
 * each commit directly, so their checkpoints are never read back; those elsewhere are read from
 * their checkpoints while someone waits. A position
 * beyond the head of the log was never given by a command and nothing will reach it: it is
 * answered at once (false) instead of holding the request for the whole wait.
 */
export class ProjectionProgress {
  private readonly known = new Map<string, number>();
  /** The highest head of the log seen: positions at or below it exist and are worth waiting for. */
  private headSeen = 0;
  private readonly waiters = new Set<() => void>();
  /** Processors running in this process, which report every commit through `reached`. */
  private readonly runningHere = new Set<string>();

  constructor(
    private readonly readStore: ReadStore,
    private readonly logHead: () => Promise<number>,
  ) {}

  /** A processor of this process starts at `position`; from now on it reports its own progress. */
  startedHere(processorId: string, position: number): void {
    this.runningHere.add(processorId);
    this.reached(processorId, position);
  }

  /** A processor of this process stopped: what it would have reported can only come from its checkpoint. */
  stoppedHere(processorId: string): void {
    this.runningHere.delete(processorId);
  }

  /** A reader of the log saw `position` in it: waiting for it needs no look at the log's head. */
  logHolds(position: number): void {
    this.headSeen = Math.max(this.headSeen, position);
  }

  reached(processorId: string, position: number): void {
    if (position <= (this.known.get(processorId) ?? 0)) return;
    this.known.set(processorId, position);
    for (const wake of this.waiters) wake();
  }

  private behind(position: number, processorIds: readonly string[]): string[] {
    return processorIds.filter((id) => (this.known.get(id) ?? 0) < position);
  }

  /**
   * Resolves true once every named processor has processed `position`, false if `timeoutMs` passes
   * first or `stopping` is aborted (a shutdown does not wait for processors that have stopped).
   */
  async waitFor(position: number, timeoutMs: number, processorIds: readonly string[], stopping?: AbortSignal): Promise<boolean> {
    if (this.behind(position, processorIds).length === 0) return true;
    if (position > this.headSeen) {
      this.headSeen = Math.max(this.headSeen, await this.logHead());
      if (position > this.headSeen) return false;
    }
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline && !stopping?.aborted) {
      for (const id of this.behind(position, processorIds)) {
        if (!this.runningHere.has(id)) this.reached(id, await this.readStore.checkpoint(id));
      }
      if (this.behind(position, processorIds).length === 0) return true;
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          this.waiters.delete(wake);
          stopping?.removeEventListener('abort', wake);
          resolve();
        };
        const timer = setTimeout(wake, Math.min(POLL_MS, Math.max(0, deadline - Date.now())));
        this.waiters.add(wake);
        stopping?.addEventListener('abort', wake, { once: true });
      });
    }
    return this.behind(position, processorIds).length === 0;
  }
}
