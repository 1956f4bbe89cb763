import type { RecordedEvent } from '../event-store/event-store.port';
import type { DocumentWrite, ReadStore } from '../read-store/read-store.port';

/**
 * projection: builds read models; reactor: reacts to events with commands or side effects;
 * relay: hands events on (integration events to analysts, live updates to browsers).
 */
export type ProcessorKind = 'projection' | 'reactor' | 'relay';

/**
 * Anything that consumes the event log. Each processor follows the log on its own, from its own
 * checkpoint (named by its id), so a new one catches up from position 0 while the others serve.
 */
export interface Processor {
  readonly id: string;
  readonly kind: ProcessorKind;
  /**
   * Where a processor without a stored checkpoint starts. Durable processors (the default) store
   * a checkpoint with every batch and start at 0; a processor whose work is worthless later (live
   * updates) keeps none and says where to start instead.
   */
  readonly startsAt?: (readStore: ReadStore) => Promise<number>;
  /**
   * 'log-head': a durable processor whose first start must not act on history (a reactor added
   * later must not mail about old events) starts at the head of the log then, and from its
   * checkpoint ever after. By default a first start replays the log from position 0.
   */
  readonly firstStart?: 'log-head';
  /** Runs once before the processor's first batch (a read model creates the indexes its queries need). */
  readonly prepare?: () => Promise<void>;
  /**
   * Handles one batch, in log order. Answers the read-model writes to commit together with the
   * checkpoint (atomically where the store allows); side effects must tolerate the batch again.
   * `stopping` is aborted when the runner stops: a processor waiting (to retry) gives up the batch,
   * which is delivered again on the next start.
   */
  process(events: RecordedEvent[], stopping: AbortSignal): Promise<DocumentWrite[]>;
}
