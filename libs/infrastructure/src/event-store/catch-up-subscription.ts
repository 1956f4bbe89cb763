import type { RecordedEvent, SubscribeOptions, Subscription } from './event-store.port';
import { WakeSignal } from './wake-signal';

const IDLE_POLL_MS = 1000;
const RETRY_MS = 500;

/**
 * Follows the global log by reading pages after the last delivered position, sleeping while there
 * is nothing new until woken (an append here, a NOTIFY from elsewhere) or the poll interval passes.
 * Correct only over a log whose readers never see a position appear below one already read (the
 * SQL store guarantees it with its append lock).
 */
export function catchUpSubscription(
  readAll: (afterPosition: number, limit: number) => Promise<RecordedEvent[]>,
  watch: (signal: WakeSignal) => () => void,
  afterPosition: number,
  handler: (events: RecordedEvent[]) => Promise<void>,
  options: SubscribeOptions = {},
): Subscription {
  const batchSize = options.batchSize ?? 500;
  let position = afterPosition;
  let running = true;
  const signal = new WakeSignal();
  const unwatch = watch(signal);

  const loop = (async () => {
    while (running) {
      try {
        signal.reset();
        const events = await readAll(position, batchSize);
        if (!running) break;
        if (events.length > 0) {
          await handler(events);
          position = events[events.length - 1].position;
          continue;
        }
        await signal.wait(IDLE_POLL_MS);
      } catch (error) {
        options.onError?.(error);
        await signal.wait(RETRY_MS);
      }
    }
    unwatch();
  })();

  return {
    async stop() {
      running = false;
      signal.notify();
      await loop;
    },
  };
}
