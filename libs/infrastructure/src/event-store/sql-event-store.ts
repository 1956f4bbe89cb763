import { EVENTS_CHANNEL } from '../sql/schema';
import type { SqlClient } from '../sql/sql-client';
import { GroupCommitter, type PendingWork } from '../sql/group-committer';
import { rowsAsJson } from '../sql/rows-as-json';
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

/** The database refused an insert because an event id is already stored (unique violation on events.id). */
function isDuplicateEventId(error: unknown): boolean {
  const { code, detail } = (error ?? {}) as { code?: string; detail?: string };
  return code === '23505' && typeof detail === 'string' && detail.startsWith('Key (id)=');
}

function encodeExpected(expected: ExpectedRevision): number {
  if (expected === 'no_stream') return -1;
  if (expected === 'any') return -2;
  return expected;
}

interface Append {
  streamId: string;
  events: NewEvent[];
  expected: ExpectedRevision;
}

type PendingAppend = PendingWork<Append, AppendResult>;

interface BatchRow {
  out_index: number;
  out_status: string;
  out_position: number | string;
  out_revision: number | string;
  out_positions: Array<number | string> | null;
}

const MAX_GROUP = 256;
const MAX_KNOWN_HEADS = 100_000;
const MAX_RECENT = 20_000;

/**
 * Event store on PGlite or PostgreSQL (see sql/schema.ts for the ordering guarantee).
 *
 * Appends that arrive while a write is in flight wait and then go together in one transaction
 * (group commit), so the cost of a commit is shared by every command waiting on it. A group that
 * fails is retried append by append, so one faulty command never fails the others.
 *
 * With `exclusive` (the embedded store, whose data directory is locked to this process) every
 * append passes through here. So the head revision of each stream seen is known, and reading a
 * stream that has not moved needs no query; and the events appended since start-up are kept (the
 * newest MAX_RECENT), so subscribers following the head read them without a query.
 */
export class SqlEventStore implements EventStore {
  private readonly signals = new Set<WakeSignal>();
  private unlisten: (() => Promise<void>) | null = null;
  private readonly appends = new GroupCommitter<Append, AppendResult>((group) => this.commit(group), MAX_GROUP);
  private readonly knownHeads = new Map<string, number>();
  /** Every event appended after `recentFloor`, in position order (exclusive mode, once started). */
  private recent: RecordedEvent[] = [];
  private recentFloor = Number.POSITIVE_INFINITY;

  constructor(
    private readonly sql: SqlClient,
    private readonly exclusive = false,
  ) {}

  /** Wakes subscriptions on appends made by other processes too. */
  async start(): Promise<void> {
    this.unlisten = await this.sql.listen(EVENTS_CHANNEL, () => this.wakeSubscribers());
    if (this.exclusive) {
      const [row] = await this.sql.query<{ head: number | string }>('select coalesce(max(position), 0) as head from events');
      this.recentFloor = Number(row.head);
    }
  }

  append(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    if (events.length === 0) return Promise.reject(new Error('append needs at least one event'));
    return this.appends.submit({ streamId, events, expected });
  }

  /** Writes a group in one transaction and settles each append with its own outcome. */
  private async commit(group: PendingAppend[]): Promise<void> {
    const appends = group.map((pending) => pending.work);
    const rows = this.exclusive ? await this.appendAsSoleWriter(appends) : await this.appendWithLock(appends);
    rows.forEach((row, index) => this.settle(group[index], row));
    if (rows.some((row) => row.out_status === 'ok')) this.wakeSubscribers();
  }

  /** Any number of writers: the database checks revisions and ids under the append lock. */
  private appendWithLock(group: Append[]): Promise<BatchRow[]> {
    return this.sql.query<BatchRow>('select * from append_events_batch($1::jsonb)', [
      JSON.stringify(
        group.map((append) => ({ stream: append.streamId, expected: encodeExpected(append.expected), events: append.events })),
      ),
    ]);
  }

  /**
   * The only writer (the embedded store): revisions are checked here, against heads this store
   * keeps and one look-up per group for streams it has not seen, and the whole group is written by
   * one plain statement (PGlite runs plain SQL far faster than PL/pgSQL). The unique (stream,
   * revision) constraint still guards the data itself.
   *
   * Event ids are new nearly always (the repository draws them at random), so the group is first
   * written without looking them up. Only when that cannot settle it is it written again knowing
   * which ids are stored (they then answer as duplicates or conflicts): an append whose revision no
   * longer fits may be a retry of one already written, and the unique id constraint refuses an id
   * used twice.
   */
  private async appendAsSoleWriter(group: Append[]): Promise<BatchRow[]> {
    const unknownStreams = [...new Set(group.map((append) => append.streamId).filter((streamId) => !this.knownHeads.has(streamId)))];
    const heads = unknownStreams.length
      ? await this.sql.query<{ stream_id: string; revision: number | string }>(
          'select stream_id, revision from streams where stream_id = any($1::text[])',
          [unknownStreams],
        )
      : [];
    try {
      const written = await this.writeAsSoleWriter(group, unknownStreams, heads, null);
      if (written !== null) return written;
    } catch (error) {
      if (!isDuplicateEventId(error)) throw error;
    }
    const ids = group.flatMap((append) => append.events.map((event) => event.id));
    const stored = await this.sql.query<{ id: string; stream_id: string; revision: number | string; position: number | string }>(
      'select id, stream_id, revision, position from events where id = any($1::uuid[])',
      [ids],
    );
    const storedById = new Map(
      stored.map((row) => [row.id, { streamId: row.stream_id, revision: Number(row.revision), position: Number(row.position) }]),
    );
    return (await this.writeAsSoleWriter(group, unknownStreams, heads, storedById))!;
  }

  /**
   * Checks and writes the group. `storedById` null: the ids were not looked up, and the answer is
   * null, nothing written, when an append's revision does not fit (it may be a retry).
   */

  private async writeAsSoleWriter(
    group: Append[],
    unknownStreams: string[],
    heads: ReadonlyArray<{ stream_id: string; revision: number | string }>,
    storedById: ReadonlyMap<string, { streamId: string; revision: number; position: number }> | null,
  ): Promise<BatchRow[] | null> {
    const head = new Map<string, number>(unknownStreams.map((streamId) => [streamId, -1]));
    for (const row of heads) head.set(row.stream_id, Number(row.revision));
    const headOf = (streamId: string) => head.get(streamId) ?? this.knownHeads.get(streamId)!;

    const rows: Array<BatchRow & { pending?: NewEvent[] }> = [];
    const inserts: Array<{ id: string; stream_id: string; revision: number; type: string; data: unknown; metadata: unknown; ord: number }> =
      [];
    const inGroup = new Set<string>();
    for (const append of group) {
      const known = append.events.map((event) => storedById?.get(event.id));
      if (known.some(Boolean) || append.events.some((event) => inGroup.has(event.id))) {
        const duplicate = known.every((event) => event && event.streamId === append.streamId);
        rows.push(
          duplicate
            ? {
                out_index: rows.length,
                out_status: 'duplicate',
                out_position: Math.max(...known.map((e) => e!.position)),
                out_revision: Math.max(...known.map((e) => e!.revision)),
                out_positions: null,
              }
            : { out_index: rows.length, out_status: 'id_conflict', out_position: 0, out_revision: 0, out_positions: null },
        );
        continue;
      }
      const current = headOf(append.streamId);
      const expected = encodeExpected(append.expected);
      if (expected !== -2 && expected !== current) {
        if (storedById === null) return null;
        rows.push({
          out_index: rows.length,
          out_status: 'wrong_expected_revision',
          out_position: 0,
          out_revision: current,
          out_positions: null,
        });
        continue;
      }
      append.events.forEach((event, index) => {
        inGroup.add(event.id);
        inserts.push({
          id: event.id,
          stream_id: append.streamId,
          revision: current + 1 + index,
          type: event.type,
          data: event.data,
          metadata: event.metadata,
          ord: inserts.length,
        });
      });
      head.set(append.streamId, current + append.events.length);
      rows.push({
        out_index: rows.length,
        out_status: 'ok',
        out_position: 0,
        out_revision: current + append.events.length,
        out_positions: [],
      });
    }
    if (inserts.length === 0) return rows;

    const written = await this.sql.query<{ id: string; position: number | string }>(
      `with inserted as (
         insert into events (id, stream_id, revision, type, data, metadata)
         select x.id, x.stream_id, x.revision, x.type, x.data, x.metadata
         from jsonb_to_recordset($1::jsonb) as x(id uuid, stream_id text, revision bigint, type text, data jsonb, metadata jsonb, ord int)
         order by x.ord
         returning id, position
       ), heads as (
         insert into streams (stream_id, revision)
         select h.key, (h.value #>> '{}')::bigint from jsonb_each($2::jsonb) h
         on conflict (stream_id) do update set revision = excluded.revision
       )
       select id, position from inserted`,
      [
        JSON.stringify(inserts),
        JSON.stringify(
          Object.fromEntries([...new Set(inserts.map((row) => row.stream_id))].map((streamId) => [streamId, head.get(streamId)])),
        ),
      ],
    );
    const positionById = new Map(written.map((row) => [row.id, Number(row.position)]));
    group.forEach((append, index) => {
      const row = rows[index];
      if (row.out_status !== 'ok') return;
      row.out_positions = append.events.map((event) => positionById.get(event.id)!);
      row.out_position = Math.max(...row.out_positions.map(Number));
    });
    return rows;
  }

  private settle(pending: PendingAppend, row: BatchRow): void {
    const append = pending.work;
    switch (row.out_status) {
      case 'ok':
      case 'duplicate': {
        const result = { position: Number(row.out_position), nextExpectedRevision: Number(row.out_revision) };
        this.rememberHead(append.streamId, result.nextExpectedRevision);
        if (row.out_status === 'ok' && row.out_positions)
          this.rememberRecent(append, row.out_positions.map(Number), result.nextExpectedRevision);
        pending.resolve(result);
        return;
      }
      case 'wrong_expected_revision': {
        const actual = Number(row.out_revision);
        pending.reject(new WrongExpectedRevisionError(append.streamId, append.expected, actual === -1 ? 'no_stream' : actual));
        return;
      }
      default:
        pending.reject(new WrongExpectedRevisionError(append.streamId, append.expected, 'no_stream'));
    }
  }

  private rememberHead(streamId: string, revision: number): void {
    if (!this.exclusive) return;
    this.knownHeads.delete(streamId);
    this.knownHeads.set(streamId, revision);
    if (this.knownHeads.size > MAX_KNOWN_HEADS) this.knownHeads.delete(this.knownHeads.keys().next().value!);
  }

  private rememberRecent(append: Append, positions: number[], lastRevision: number): void {
    if (this.recentFloor === Number.POSITIVE_INFINITY) return;
    const firstRevision = lastRevision - append.events.length + 1;
    append.events.forEach((event, index) => {
      this.recent.push({ ...event, streamId: append.streamId, revision: firstRevision + index, position: positions[index] });
    });
    if (this.recent.length > MAX_RECENT) {
      const dropped = this.recent.splice(0, this.recent.length - MAX_RECENT / 2);
      this.recentFloor = dropped[dropped.length - 1].position;
    }
  }

  async readStream(streamId: string, afterRevision = -1): Promise<RecordedEvent[]> {
    if (afterRevision >= 0 && this.knownHeads.get(streamId) === afterRevision) return [];
    const rows = await rowsAsJson<EventRow>(
      this.sql,
      `select ${COLUMNS} from events where stream_id = $1 and revision > $2 order by revision`,
      'r.revision',
      [streamId, afterRevision],
    );
    const events = rows.map(toRecorded);
    if (events.length > 0) this.rememberHead(streamId, events[events.length - 1].revision);
    return events;
  }

  async readAll(afterPosition: number, limit: number): Promise<RecordedEvent[]> {
    if (afterPosition >= this.recentFloor) {
      let low = 0;
      let high = this.recent.length;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (this.recent[middle].position <= afterPosition) low = middle + 1;
        else high = middle;
      }
      return this.recent.slice(low, low + limit);
    }
    const rows = await rowsAsJson<EventRow>(
      this.sql,
      `select ${COLUMNS} from events where position > $1 order by position limit $2`,
      'r.position',
      [afterPosition, limit],
    );
    return rows.map(toRecorded);
  }

  async readAllBackwards(beforePosition: number | null, limit: number): Promise<RecordedEvent[]> {
    const rows =
      beforePosition === null
        ? await rowsAsJson<EventRow>(this.sql, `select ${COLUMNS} from events order by position desc limit $1`, 'r.position desc', [limit])
        : await rowsAsJson<EventRow>(
            this.sql,
            `select ${COLUMNS} from events where position < $1 order by position desc limit $2`,
            'r.position desc',
            [beforePosition, limit],
          );
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
