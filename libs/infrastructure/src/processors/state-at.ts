import { type Decider, type DomainEvent, isEventOf } from '@app/domain';
import type { EventStore, RecordedEvent } from '../event-store/event-store.port';

type Fold<State, Event extends DomainEvent> = Pick<Decider<unknown, State, Event>, 'initialState' | 'eventTypes' | 'evolve'>;

/** The state of a stream as it stood once the event at `position` was recorded (later events left out). */
export function foldUntil<State, Event extends DomainEvent>(
  decider: Fold<State, Event>,
  events: readonly RecordedEvent[],
  position: number,
): State {
  let state = decider.initialState;
  for (const event of events) {
    if (event.position > position) break;
    if (isEventOf<Event>(decider.eventTypes, event)) state = decider.evolve(state, event);
  }
  return state;
}

/**
 * What a reactor reacting to the event at `position` sees of another stream: the same on every
 * redelivery, whatever happened to the stream since.
 */
export async function stateAt<State, Event extends DomainEvent>(
  eventStore: EventStore,
  decider: Fold<State, Event>,
  streamId: string,
  position: number,
): Promise<State> {
  return foldUntil(decider, await eventStore.readStream(streamId), position);
}
