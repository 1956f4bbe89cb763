/** What a browser hears when an event of its organisation has been projected. */
export interface LiveUpdate {
  organisationId: string;
  /** Set for an account's private events: only that user's own sockets hear them. */
  userId?: string;
  type: string;
  position: number;
  streamId: string;
}

/**
 * Carries live updates from the projectors to every query-side process holding sockets.
 * In one process it is an in-memory fan-out; across processes a broker (Redis pub/sub) carries it.
 */
export interface LiveUpdateBus {
  publish(updates: LiveUpdate[]): Promise<void>;
  subscribe(listener: (update: LiveUpdate) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
