import { sessionsEndedBy } from '@app/domain';
import type { EventStore, RecordedEvent, Subscription } from '../event-store/event-store.port';

/**
 * Slack for everything that separates an event's `occurredAt` from the moment that matters: the
 * clocks of different processes, a command's time taken before its commit, an access token signed
 * just after the session's last refresh was written. Keeping a revocation this much longer costs a
 * few ids of memory.
 */
const CLOCK_LEEWAY_MS = 5 * 60_000;
const HISTORY_PAGE = 500;

type SessionEndingEvent = Pick<RecordedEvent, 'type' | 'data'>;

/**
 * The sessions ended (logout, password change, refresh-token reuse) recently enough that access
 * tokens issued for them may still be alive, so the HTTP guard and the socket handshake can refuse
 * such tokens without a look-up per request. Each process keeps its own copy, fed by the event store:
 * whichever process ended a session, all of them learn it within the subscription's latency, and the
 * one that ended it is told directly (`record`) before the command answers.
 *
 * Where the feed starts: at start-up the log is read backwards from its end, only as far as events
 * older than an access token's lifetime (plus leeway): a revocation older than that can no longer
 * refuse anything, since every token of its session has expired. Then a subscription follows the log
 * from the position that was the end. So a restart replays minutes of the log, never all of it, and
 * needs no checkpoint or read model of its own (which a process with no projectors could not keep).
 */
export class SessionRevocations {
  /** Session id → the instant (ms) after which every access token of it has expired. */
  private readonly revokedUntil = new Map<string, number>();
  private readonly listeners = new Set<(sessionId: string) => void>();
  private readonly retentionMs: number;
  private subscription: Subscription | null = null;

  constructor(
    private readonly eventStore: EventStore,
    accessTokenTtlSeconds: number,
    private readonly now: () => number = Date.now,
  ) {
    this.retentionMs = accessTokenTtlSeconds * 1000 + CLOCK_LEEWAY_MS;
  }

  async start(): Promise<void> {
    const end = await this.readRecentHistory();
    this.subscription = this.eventStore.subscribeToAll(
      end,
      async (events) => {
        for (const event of events) this.record(event, event.metadata.occurredAt);
      },
      { onError: (error) => console.error(`session revocations: ${String(error)}`) },
    );
  }

  async stop(): Promise<void> {
    await this.subscription?.stop();
    this.subscription = null;
  }

  isRevoked(sessionId: string): boolean {
    return (this.revokedUntil.get(sessionId) ?? 0) > this.now();
  }

  /** Takes note of the sessions an event ends (most events end none); the same event twice is harmless. */
  record(event: SessionEndingEvent, occurredAt: string): void {
    const ended = sessionsEndedBy(event);
    if (ended.length === 0) return;
    const until = Date.parse(occurredAt) + this.retentionMs;
    const now = this.now();
    if (!(until > now)) return;
    this.forgetExpired(now);
    for (const sessionId of ended) {
      const known = this.revokedUntil.get(sessionId);
      this.revokedUntil.set(sessionId, Math.max(known ?? 0, until));
      if (known === undefined) for (const listener of this.listeners) listener(sessionId);
    }
  }

  /** Called once for each newly revoked session, so open connections of it can be closed. */
  onRevoked(listener: (sessionId: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Reads the log backwards over the retention window; answers the position the log ended at. */
  private async readRecentHistory(): Promise<number> {
    // An event a little older than the window may sit after one inside it (see CLOCK_LEEWAY_MS).
    const oldestNeeded = this.now() - this.retentionMs - CLOCK_LEEWAY_MS;
    let end = 0;
    let before: number | null = null;
    for (;;) {
      const page = await this.eventStore.readAllBackwards(before, HISTORY_PAGE);
      if (page.length === 0) return end;
      if (before === null) end = page[0].position;
      for (const event of page) this.record(event, event.metadata.occurredAt);
      const oldest = page[page.length - 1];
      if (page.length < HISTORY_PAGE || Date.parse(oldest.metadata.occurredAt) < oldestNeeded) return end;
      before = oldest.position;
    }
  }

  private forgetExpired(now: number): void {
    for (const [sessionId, until] of this.revokedUntil) if (until <= now) this.revokedUntil.delete(sessionId);
  }
}
