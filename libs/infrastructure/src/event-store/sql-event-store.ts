import { EVENTS_CHANNEL } from '../sql/schema';
import type { SqlClient } from '../sql/sql-client';
import { catchUpSubscription } from './catch-up-subscription';
import {
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type RecordedEvent,
  type SubscribeOptions,
  type Subscription,
  WrongExpectedRevisionError,
} from './event-store.port';
import { WakeSignal } from './wake-signal';

interface EventRow {
  position: number | string;
  id: string;
  stream_id: string;
  revision: number | string;
  type: string;
  data: unknown;
  metadata: NewEvent['metadata'];
}

const COLUMNS = 'position, id, stream_id, revision, type, data, metadata';

// PGlite answers int8 as numbers, pg as strings: Number() serves both.
function toRecorded(row: EventRow): RecordedEvent {
  return {
    id: row.id,
    type: row.type,
    data: row.data,
    metadata: row.metadata,
    streamId: row.stream_id,
    revision: Number(row.revision),
    position: Number(row.position),
  };
}

function encodeExpected(expected: ExpectedRevision): number {
  if (expected === 'no_stream') return -1;
  if (expected === 'any') return -2;
  return expected;
}

/** Event store on PGlite or PostgreSQL (see sql/schema.ts for the ordering guarantee). */
export class SqlEventStore implements EventStore {
  private readonly signals = new Set<WakeSignal>();
  private unlisten: (() => Promise<void>) | null = null;

  constructor(private readonly sql: SqlClient) {}

  /** Wakes subscriptions on appends made by other processes too. */
  async start(): Promise<void> {
    this.unlisten = await this.sql.listen(EVENTS_CHANNEL, () => this.wakeSubscribers());
  }

  async append(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    const [row] = await this.sql.query<{ out_status: string; out_position: number | string; out_revision: number | string }>(
      'select * from append_events($1, $2, $3::jsonb)',
      [streamId, encodeExpected(expected), JSON.stringify(events)],
    );
    switch (row.out_status) {
      case 'ok':
        this.wakeSubscribers();
        return { position: Number(row.out_position), nextExpectedRevision: Number(row.out_revision) };
      case 'duplicate':
        return { position: Number(row.out_position), nextExpectedRevision: Number(row.out_revision) };
      case 'wrong_expected_revision': {
        const actual = Number(row.out_revision);
        throw new WrongExpectedRevisionError(streamId, expected, actual === -1 ? 'no_stream' : actual);
      }
      default:
        throw new WrongExpectedRevisionError(streamId, expected, 'no_stream');
    }
  }

  async readStream(streamId: string, afterRevision = -1): Promise<RecordedEvent[]> {
    const rows = await this.sql.query<EventRow>(
      `select ${COLUMNS} from events where stream_id = $1 and revision > $2 order by revision`,
      [streamId, afterRevision],
    );
    return rows.map(toRecorded);
  }

  async readAll(afterPosition: number, limit: number): Promise<RecordedEvent[]> {
    const rows = await this.sql.query<EventRow>(`select ${COLUMNS} from events where position > $1 order by position limit $2`, [
      afterPosition,
      limit,
    ]);
    return rows.map(toRecorded);
  }

  subscribeToAll(afterPosition: number, handler: (events: RecordedEvent[]) => Promise<void>, options?: SubscribeOptions): Subscription {
    const watch = (signal: WakeSignal) => {
      this.signals.add(signal);
      return () => this.signals.delete(signal);
    };
    return catchUpSubscription((after, limit) => this.readAll(after, limit), watch, afterPosition, handler, options);
  }

  async close(): Promise<void> {
    await this.unlisten?.();
    this.unlisten = null;
  }

  private wakeSubscribers(): void {
    for (const signal of this.signals) signal.notify();
  }
}
