import type { EventStore } from './event-store.port';

/** The position of the newest event in the log; 0 when the log is empty. */
export async function logHead(eventStore: EventStore): Promise<number> {
  const [newest] = await eventStore.readAllBackwards(null, 1);
  return newest?.position ?? 0;
}
