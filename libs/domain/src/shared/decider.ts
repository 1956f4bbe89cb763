/**
 * A decider is the whole behaviour of one aggregate as pure functions: the state is the fold of
 * its events, and a command is decided against that state into new events (or a DomainError).
 * Ids, hashes and the current time arrive inside commands, so deciding needs no clock or I/O.
 */
export interface Decider<Command, State, Event> {
  initialState: State;
  evolve(state: State, event: Event): State;
  decide(command: Command, state: State): Event[];
}

export function fold<State, Event>(decider: Pick<Decider<unknown, State, Event>, 'initialState' | 'evolve'>, events: Event[], from?: State): State {
  return events.reduce((state, event) => decider.evolve(state, event), from ?? decider.initialState);
}
