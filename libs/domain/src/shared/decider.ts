import type { DomainEvent } from './event';

/**
 * A decider is the whole behaviour of one aggregate as pure functions: the state is the fold of
 * its events, and a command is decided against that state into new events (or a DomainError).
 * Ids, hashes and the current time arrive inside commands, so deciding needs no clock or I/O.
 * `eventTypes` names every type its streams may hold, so a reader of the store can tell the
 * decider's events from anything else before folding them (see `isEventOf`).
 */
export interface Decider<Command, State, Event extends DomainEvent> {
  initialState: State;
  eventTypes: ReadonlySet<Event['type']>;
  evolve(state: State, event: Event): State;
  decide(command: Command, state: State): Event[];
}

export function fold<State, Event extends DomainEvent>(
  decider: Pick<Decider<unknown, State, Event>, 'initialState' | 'evolve'>,
  events: Event[],
  from?: State,
): State {
  return events.reduce((state, event) => decider.evolve(state, event), from ?? decider.initialState);
}

/**
 * The set of an event union's types, written as a record so that the compiler refuses a type
 * missing from the union or left out of the set.
 */
export function eventTypeSet<Event extends DomainEvent>(types: Record<Event['type'], true>): ReadonlySet<Event['type']> {
  return new Set(Object.keys(types) as Array<Event['type']>);
}
