/**
 * What the server emits for each projected event of the user's organisation (docs/api.md); an
 * account's private events carry the userId and go to that user alone.
 */
export interface LiveUpdate {
  type: string;
  position: number | string;
  streamId?: string;
  organisationId?: string;
  userId?: string;
  /** What changed, for the insight-workflow events (docs/api.md): read through live-update-data.ts. */
  data?: Readonly<Record<string, unknown>>;
}

export type LiveUpdateListener = (update: LiveUpdate) => void;

/**
 * Hands each live update the socket receives to the cached entries listening for it: each query
 * endpoint decides for itself which updates concern its entries (refetch-on-live-update.ts), so no
 * central table maps streams to cached data.
 */
export class LiveUpdateHub {
  private readonly listeners = new Set<LiveUpdateListener>();

  listen(listener: LiveUpdateListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** How many cached entries are listening: each stops when its entry leaves the cache. */
  get listening(): number {
    return this.listeners.size;
  }

  publish(update: LiveUpdate): void {
    for (const listener of [...this.listeners]) listener(update);
  }
}
