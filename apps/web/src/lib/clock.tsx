import { createContext, useContext, type ReactNode } from 'react';

/** The local clock, injectable so time-dependent screens can be tested at any hour. */
export type Clock = () => Date;

const systemClock: Clock = () => new Date();
const ClockContext = createContext<Clock>(systemClock);

export function ClockProvider({ clock = systemClock, children }: { clock?: Clock; children: ReactNode }) {
  return <ClockContext.Provider value={clock}>{children}</ClockContext.Provider>;
}

export function useClock(): Clock {
  return useContext(ClockContext);
}
