import { type Decider, fold } from './decider';
import { DomainError } from './domain-error';
import type { DomainEvent } from './event';

// Test support only (uses Jest's global `expect`); the server build must leave `*.spec-helper.ts` out.

type Outcome<Event> = { events: Event[] } | { error: string };

/**
 * given(decider, pastEvents).when(command).then(newEvents) / .thenThrows(code): folds the past,
 * decides the command, and compares the outcome as a whole so a failure shows what happened instead.
 */
export function given<Command, State, Event extends DomainEvent>(decider: Decider<Command, State, Event>, past: NoInfer<Event>[] = []) {
  return {
    when(command: NoInfer<Command>) {
      const outcome = (): Outcome<Event> => {
        try {
          return { events: decider.decide(command, fold(decider, past)) };
        } catch (error) {
          if (error instanceof DomainError) return { error: error.code };
          throw error;
        }
      };
      return {
        then(expected: NoInfer<Event>[]): void {
          expect(outcome()).toEqual({ events: expected });
        },
        thenThrows(code: string): void {
          expect(outcome()).toEqual({ error: code });
        },
      };
    },
  };
}
