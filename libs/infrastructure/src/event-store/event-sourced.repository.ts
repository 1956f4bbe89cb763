import { type Decider, type DomainEvent, eventUpcasters, fold, isEventOf } from '@app/domain';
import type { EventStore, ExpectedRevision, RecordedEvent } from './event-store.port';
import { WrongExpectedRevisionError } from './event-store.port';
import { randomUUID } from 'node:crypto';

export interface Loaded<State> {
  state: State;
  /** Revision of the stream's last event, -1 when the stream does not exist. */
  revision: number;
}

export interface CommandContext {
  actorId: string | null;
  correlationId: string;
  now: string;
}

export interface Decided<State, Event> {
  events: Event[];
  state: State;
  /** Global position of the last appended event; 0 when the command changed nothing. */
  position: number;
}

/**
 * The revision of the stream the client saw (an HTTP If-Match): when the stream has moved past
 * it, nothing is decided and `stale()` is thrown (a domain error with its own code and message).
 */
export interface ExpectedState {
  revision: number;
  stale: () => Error;
}

const CACHE_LIMIT = 20_000;
const ATTEMPTS = 5;
/** Longest random pause before deciding again after a conflict, so racing processes spread out. */
const RETRY_JITTER_MS = 15;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A recorded event as one of the decider's own. An event of a type the decider does not declare
 * means the stream is not the decider's (a wrong stream name, or an event type added without its
 * decider knowing it): folding it anyway would build wrong state, so the load fails and says where.
 */
function asEventOf<Event extends DomainEvent>(decider: Pick<Decider<unknown, unknown, Event>, 'eventTypes'>, event: RecordedEvent): Event {
  if (isEventOf<Event>(decider.eventTypes, event)) return event;
  throw new Error(`${event.streamId} holds a ${event.type} event at revision ${event.revision}, a type its decider does not declare`);
}

/**
 * Load a stream, fold it, decide, append with the expected revision. States are cached by stream
 * and only the events after the cached revision are read, so a long stream costs one short read.
 * Commands on one stream run one after another within this process, so they never conflict with
 * each other; when another process got in first, the command is decided again on the fresh state
 * (a few times, after a short random pause) before the conflict reaches the client.
 */
export class EventSourcedRepository {
  private readonly cache = new Map<string, Loaded<unknown>>();
  /** The last command queued on each stream that is busy. */
  private readonly tails = new Map<string, Promise<unknown>>();

  constructor(private readonly eventStore: EventStore) {}

  async load<Command, State, Event extends DomainEvent>(decider: Decider<Command, State, Event>, streamId: string): Promise<Loaded<State>> {
    const cached = this.cache.get(streamId) as Loaded<State> | undefined;
    const newer = await this.eventStore.readStream(streamId, cached?.revision ?? -1);
    if (newer.length === 0 && cached) return cached;
    const loaded = {
      state: fold(
        decider,
        newer.map((event) => asEventOf(decider, event)),
        cached?.state,
      ),
      revision: newer.length ? newer[newer.length - 1].revision : -1,
    };
    this.remember(streamId, loaded);
    return loaded;
  }

  handle<Command, State, Event extends DomainEvent>(
    decider: Decider<Command, State, Event>,
    streamId: string,
    command: Command | ((state: State) => Command),
    context: CommandContext,
    organisationOf: (state: State) => string | null,
    expected?: ExpectedState,
  ): Promise<Decided<State, Event>> {
    return this.oneAtATime(streamId, async () => {
      for (let attempt = 1; ; attempt += 1) {
        const { state, revision } = await this.load(decider, streamId);
        // Checked on every attempt: a conflict means another command got in, and so the client's revision is old.
        if (expected !== undefined && expected.revision !== revision) throw expected.stale();
        const decided = decider.decide(typeof command === 'function' ? (command as (state: State) => Command)(state) : command, state);
        if (decided.length === 0) return { events: [], state, position: 0 };
        const next = fold(decider, decided, state);
        const appendAt: ExpectedRevision = revision === -1 ? 'no_stream' : revision;
        const organisationId = organisationOf(next);
        try {
          const result = await this.eventStore.append(
            streamId,
            decided.map((event) => ({
              id: randomUUID(),
              type: event.type,
              data: event.data,
              metadata: {
                organisationId,
                actorId: context.actorId,
                correlationId: context.correlationId,
                causationId: null,
                occurredAt: context.now,
                schemaVersion: eventUpcasters.currentVersion(event.type),
              },
            })),
            appendAt,
          );
          this.remember(streamId, { state: next, revision: result.nextExpectedRevision });
          return { events: decided, state: next, position: result.position };
        } catch (error) {
          if (!(error instanceof WrongExpectedRevisionError) || attempt >= ATTEMPTS) throw error;
          this.cache.delete(streamId);
          await pause(Math.random() * RETRY_JITTER_MS);
        }
      }
    });
  }

  private oneAtATime<T>(streamId: string, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(streamId) ?? Promise.resolve();
    const result = previous.then(work, work);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(streamId, tail);
    void tail.then(() => {
      if (this.tails.get(streamId) === tail) this.tails.delete(streamId);
    });
    return result;
  }

  private remember(streamId: string, loaded: Loaded<unknown>): void {
    // Map keeps insertion order: delete-then-set moves the stream to the young end.
    this.cache.delete(streamId);
    this.cache.set(streamId, loaded);
    if (this.cache.size > CACHE_LIMIT) this.cache.delete(this.cache.keys().next().value!);
  }
}

export function newCorrelationId(): string {
  return randomUUID();
}
