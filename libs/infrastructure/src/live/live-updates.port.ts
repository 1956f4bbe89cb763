/** What a browser hears when an event of its organisation has been projected. */
export interface LiveUpdate {
  organisationId: string;
  /** Set for an account's private events: only that user's own sockets hear them. */
  userId?: string;
  type: string;
  position: number;
  streamId: string;
  /**
   * What changed, for the event types that say it (docs/api.md, "Live updates"): a small, explicit
   * shape per type that a browser patches its cached data with. Absent for any other type.
   */
  data?: LiveUpdateData;
}

/** A live update's data: flat fields of what every member of the organisation may read. */
export type LiveUpdateData = Readonly<Record<string, string | number | boolean | null | readonly string[]>>;

/**
 * Carries live updates from the projectors to every query-side process holding sockets.
 * In one process it is an in-memory fan-out; across processes a broker (Redis pub/sub) carries it.
 */
export interface LiveUpdateBus {
  publish(updates: LiveUpdate[]): Promise<void>;
  subscribe(listener: (update: LiveUpdate) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
