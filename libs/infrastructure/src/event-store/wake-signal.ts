/**
 * A level-triggered wake-up: a notify that arrives while nobody waits is remembered, so a reader
 * that checks for work and then waits cannot miss the news that arrived in between.
 */
export class WakeSignal {
  private pending = false;
  private wake: (() => void) | null = null;

  notify(): void {
    this.pending = true;
    this.wake?.();
  }

  /** Clears the remembered notify; call just before looking for work. */
  reset(): void {
    this.pending = false;
  }

  wait(timeoutMs: number): Promise<void> {
    if (this.pending) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wake = null;
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      this.wake = done;
    });
  }
}
