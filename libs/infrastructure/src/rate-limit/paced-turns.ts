import { DomainError } from '@app/domain';

/**
 * Turns per key, one every `spacingMs`, in arrival order: however many callers ask, from however
 * many places, a key gets at most one turn per spacing. Nobody waits longer than one spacing; a
 * caller whose turn is further away is refused at once (429 with Retry-After) instead of holding a
 * connection open.
 */
export class PacedTurns {
  private readonly nextTurnAt = new Map<string, number>();

  constructor(
    private readonly spacingMs: number,
    private readonly refusal: string,
  ) {}

  /** Resolves when the caller's turn comes. */
  async take(key: string): Promise<void> {
    const now = Date.now();
    const turnAt = Math.max(now, this.nextTurnAt.get(key) ?? now);
    const waitMs = turnAt - now;
    if (waitMs > this.spacingMs) {
      throw new DomainError('RATE_LIMITED', 'rate_limited', this.refusal, {
        retryAfterSeconds: Math.ceil((waitMs - this.spacingMs) / 1000),
      });
    }
    const following = turnAt + this.spacingMs;
    this.nextTurnAt.set(key, following);
    // Forget the key once its spacing has passed, so the map holds only the keys being paced now.
    setTimeout(() => {
      if (this.nextTurnAt.get(key) === following) this.nextTurnAt.delete(key);
    }, following - now).unref();
    if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
  }
}
