import {
  ANY,
  BACKWARDS,
  END,
  FORWARDS,
  type AllStreamRecordedEvent,
  type AllStreamResolvedEvent,
  type AllStreamSubscription,
  EventStoreDBClient,
  type ExpectedRevision as EsdbExpectedRevision,
  type Position,
  NO_STREAM,
  type ReadPosition,
  type RecordedEvent as EsdbRecordedEvent,
  START,
  type StreamingRead,
  StreamNotFoundError,
  WrongExpectedVersionError,
  excludeSystemEvents,
} from '@eventstore/db-client';
import type { EventMetadata } from '@app/domain';
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

const READ_PAGE = 4096;
const IDLE_CHECK_MS = 1000;
const RETRY_MS = 500;

/*
 * Position mapping. RecordedEvent.position is Number(commitPosition). Every event this store
 * writes is a self-committed prepare record (gRPC appends use implicit transactions), so its
 * commit position and prepare position are both its log position: unique per event, increasing
 * in commit order, and the same whether the event is read from its stream, from $all or from a
 * subscription. A stored position therefore rebuilds the exact $all position {commit: p,
 * prepare: p}. Log positions are byte offsets and stay far below 2^53 (8 PiB), so Number() is
 * exact.
 */
function toAllPosition(position: number): Position {
  const value = BigInt(position);
  return { commit: value, prepare: value };
}

function isSystemEvent(event: { type: string; streamId: string }): boolean {
  return event.type.startsWith('$') || event.streamId.startsWith('$');
}

function toRecorded(event: EsdbRecordedEvent | AllStreamRecordedEvent): RecordedEvent {
  if (!event.position)
    throw new Error(`EventStoreDB returned ${event.streamId}@${event.revision} without a position (server older than 22.6?)`);
  return {
    id: event.id,
    type: event.type,
    data: event.data,
    metadata: event.metadata as unknown as EventMetadata,
    streamId: event.streamId,
    revision: Number(event.revision),
    position: Number(event.position.commit),
  };
}

function toEsdbExpected(expected: ExpectedRevision): EsdbExpectedRevision {
  if (expected === 'no_stream') return NO_STREAM;
  if (expected === 'any') return ANY;
  return BigInt(expected);
}

function isStreamNotFound(error: unknown): boolean {
  return error instanceof StreamNotFoundError;
}

/**
 * The production event store (EVENTSTORE_CONNECTION_STRING, e.g. `esdb://host:2113?tls=false`).
 * Idempotency is EventStoreDB's own: appending the same event ids at the same expected revision
 * again writes nothing and succeeds with the original revisions.
 */
export class EventStoreDbEventStore implements EventStore {
  private readonly client: EventStoreDBClient;

  constructor(connectionString: string) {
    this.client = EventStoreDBClient.connectionString(connectionString);
  }

  async append(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    let result;
    try {
      result = await this.client.appendToStream(
        streamId,
        events.map((event) => ({
          id: event.id,
          contentType: 'application/json' as const,
          type: event.type,
          data: event.data as Record<string, unknown>,
          metadata: event.metadata as unknown as Record<string, unknown>,
        })),
        { expectedRevision: toEsdbExpected(expected) },
      );
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        const actual = error.actualVersion;
        throw new WrongExpectedRevisionError(streamId, expected, typeof actual === 'bigint' ? Number(actual) : 'no_stream');
      }
      throw error;
    }
    if (!result.success) {
      // Only reachable when the connection string sets throwOnAppendFailure=false.
      const last = await this.lastEvent(streamId);
      throw new WrongExpectedRevisionError(streamId, expected, last ? last.revision : 'no_stream');
    }
    // The server's own answer is the position of the commit, and for a deduplicated retry the
    // position the idempotency check found (or none): neither is reliably the last event's position.
    // Reading that event back by revision (one indexed read) answers exactly what readStream and
    // readAll report, for first writes and retries alike.
    const nextExpectedRevision = Number(result.nextExpectedRevision);
    const last = await this.eventAt(streamId, result.nextExpectedRevision);
    return { nextExpectedRevision, position: last.position };
  }

  async readStream(streamId: string, afterRevision = -1): Promise<RecordedEvent[]> {
    const read = this.client.readStream(streamId, {
      fromRevision: afterRevision < 0 ? START : BigInt(afterRevision + 1),
    });
    const events: RecordedEvent[] = [];
    try {
      for await (const resolved of read) {
        if (resolved.event) events.push(toRecorded(resolved.event));
      }
    } catch (error) {
      if (isStreamNotFound(error)) return [];
      throw error;
    }
    return events;
  }

  /**
   * $all holds system events too ($-prefixed types and streams: stats, settings, metadata); they
   * are skipped here. A read from a position starts at that position, so events at or below
   * `afterPosition` are dropped.
   */
  readAll(afterPosition: number, limit: number): Promise<RecordedEvent[]> {
    return this.readAllPaged(FORWARDS, afterPosition > 0 ? afterPosition : null, limit);
  }

  /** Like readAll, newest first: system events skipped, events at or above `beforePosition` dropped. */
  readAllBackwards(beforePosition: number | null, limit: number): Promise<RecordedEvent[]> {
    return this.readAllPaged(BACKWARDS, beforePosition, limit);
  }

  /**
   * Pages through $all from `bound` (exclusive; null: from the start or the end) in one direction,
   * keeping up to `limit` non-system events. A page starts at the last position of the one before,
   * so positions already passed are dropped.
   */
  private async readAllPaged(direction: typeof FORWARDS | typeof BACKWARDS, bound: number | null, limit: number): Promise<RecordedEvent[]> {
    const forwards = direction === FORWARDS;
    const passed = (position: number, edge: number) => (forwards ? position <= edge : position >= edge);
    const events: RecordedEvent[] = [];
    let from: ReadPosition = bound === null ? (forwards ? START : END) : toAllPosition(bound);
    let edge = bound ?? (forwards ? 0 : Number.POSITIVE_INFINITY);
    while (events.length < limit) {
      let count = 0;
      let lastPosition: Position | null = null;
      const page: StreamingRead<AllStreamResolvedEvent> = this.client.readAll({ direction, fromPosition: from, maxCount: READ_PAGE });
      for await (const resolved of page) {
        count += 1;
        const event: AllStreamRecordedEvent | undefined = resolved.event;
        if (!event) continue;
        lastPosition = event.position;
        if (passed(Number(event.position.commit), edge) || isSystemEvent(event)) continue;
        if (events.length < limit) events.push(toRecorded(event));
      }
      if (count < READ_PAGE || lastPosition === null) break;
      edge = Number(lastPosition.commit);
      from = lastPosition;
    }
    return events;
  }

  /**
   * A native catch-up subscription to $all, filtered on the server to non-system event types.
   * Events are delivered in log order, in batches of what has arrived while the previous batch
   * was handled. On any error (connection, server, or the handler throwing) onError is told and
   * the subscription starts again after the last position handed to the handler and completed,
   * so nothing is skipped and a failed batch is delivered again.
   */
  subscribeToAll(afterPosition: number, handler: (events: RecordedEvent[]) => Promise<void>, options: SubscribeOptions = {}): Subscription {
    const batchSize = options.batchSize ?? 500;
    let delivered = afterPosition;
    let running = true;
    let current: AllStreamSubscription | null = null;
    const signal = new WakeSignal();

    const follow = async (subscription: AllStreamSubscription): Promise<void> => {
      const queue: RecordedEvent[] = [];
      let failure: unknown = null;
      let ended = false;
      subscription.on('data', (resolved: AllStreamResolvedEvent) => {
        try {
          const event = resolved.event;
          if (event && !isSystemEvent(event)) queue.push(toRecorded(event));
        } catch (error) {
          failure = error;
        }
        // Backpressure: stop reading from the server while the handler is behind.
        if (queue.length >= batchSize) subscription.pause();
        signal.notify();
      });
      subscription.on('error', (error: Error) => {
        failure ??= error;
        signal.notify();
      });
      subscription.on('end', () => {
        ended = true;
        signal.notify();
      });
      while (running) {
        signal.reset();
        if (queue.length > 0) {
          const batch = queue.splice(0, batchSize).filter((event) => event.position > delivered);
          if (queue.length < batchSize && subscription.isPaused()) subscription.resume();
          if (batch.length > 0) {
            await handler(batch);
            delivered = batch[batch.length - 1].position;
          }
          continue;
        }
        if (failure !== null) throw failure;
        if (ended) throw new Error('EventStoreDB subscription ended');
        await signal.wait(IDLE_CHECK_MS);
      }
    };

    const loop = (async () => {
      while (running) {
        const subscription = this.client.subscribeToAll({
          fromPosition: delivered > 0 ? toAllPosition(delivered) : START,
          filter: excludeSystemEvents(),
        });
        current = subscription;
        try {
          await follow(subscription);
        } catch (error) {
          if (running) options.onError?.(error);
        } finally {
          subscription.removeAllListeners('data');
          // Late errors from a cancelled stream must not go unhandled.
          subscription.on('error', () => undefined);
          await subscription.unsubscribe().catch(() => undefined);
          current = null;
        }
        if (running) {
          signal.reset();
          await signal.wait(RETRY_MS);
        }
      }
    })();

    return {
      async stop() {
        running = false;
        signal.notify();
        await current?.unsubscribe().catch(() => undefined);
        await loop;
      },
    };
  }

  async close(): Promise<void> {
    await this.client.dispose();
  }

  private async eventAt(streamId: string, revision: bigint): Promise<RecordedEvent> {
    for await (const resolved of this.client.readStream(streamId, { fromRevision: revision, maxCount: 1 })) {
      if (resolved.event) return toRecorded(resolved.event);
    }
    throw new Error(`Event ${streamId}@${revision} not found right after appending it`);
  }

  private async lastEvent(streamId: string): Promise<RecordedEvent | null> {
    try {
      for await (const resolved of this.client.readStream(streamId, { fromRevision: END, direction: BACKWARDS, maxCount: 1 })) {
        if (resolved.event) return toRecorded(resolved.event);
      }
    } catch (error) {
      if (isStreamNotFound(error)) return null;
      throw error;
    }
    return null;
  }
}
