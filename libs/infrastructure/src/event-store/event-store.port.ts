import type { DomainEvent, EventMetadata } from '@app/domain';

/** `'no_stream'`: the stream must not exist yet; `'any'`: no check; a number: the stream's current revision (0-based). */
export type ExpectedRevision = number | 'no_stream' | 'any';

export interface NewEvent {
  id: string;
  type: string;
  data: unknown;
  metadata: EventMetadata;
}

/**
 * An event as read back. Readers of the store see every event's data in its type's current shape
 * (UpcastingEventStore), so a reader that has checked the type may read the data as `Event`.
 */
export type RecordedEvent<Event extends DomainEvent = DomainEvent> = Event & StoredEnvelope;

interface StoredEnvelope {
  id: string;
  metadata: EventMetadata;
  streamId: string;
  /** 0-based index of the event in its stream. */
  revision: number;
  /** Global position across all streams: strictly increasing in commit order, not necessarily dense. */
  position: number;
}

export interface AppendResult {
  /** Revision of the stream's last event after the append. */
  nextExpectedRevision: number;
  /** Global position of the last appended event. */
  position: number;
}

export class WrongExpectedRevisionError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: number | 'no_stream',
  ) {
    super(`Stream ${streamId}: expected revision ${String(expected)}, actual ${String(actual)}`);
    this.name = 'WrongExpectedRevisionError';
  }
}

export interface Subscription {
  stop(): Promise<void>;
}

export interface SubscribeOptions {
  /** Largest batch handed to the handler at once. */
  batchSize?: number;
  onError?: (error: unknown) => void;
}

/**
 * The only source of truth. Appends are atomic per call, guarded by the expected revision, and
 * idempotent by event id: appending the same ids to the same stream again writes nothing and
 * answers the original result.
 */
export interface EventStore {
  append(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult>;
  /** Events of one stream in order, starting after `afterRevision` (-1 or omitted: from the start). */
  readStream(streamId: string, afterRevision?: number): Promise<RecordedEvent[]>;
  /** Events of all streams in position order, strictly after `afterPosition` (0: from the start). */
  readAll(afterPosition: number, limit: number): Promise<RecordedEvent[]>;
  /** Events of all streams newest first, strictly before `beforePosition` (null: from the newest). */
  readAllBackwards(beforePosition: number | null, limit: number): Promise<RecordedEvent[]>;
  /**
   * Delivers every event after `afterPosition`, in order, now and as they are committed. Never
   * skips an event that commits late; the handler's promise is awaited before the next batch.
   */
  subscribeToAll(afterPosition: number, handler: (events: RecordedEvent[]) => Promise<void>, options?: SubscribeOptions): Subscription;
  close(): Promise<void>;
}
