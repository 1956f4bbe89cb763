import type { EventStore, RecordedEvent, Subscription } from '../event-store/event-store.port';
import { logHead } from '../event-store/log-head';
import type { ProjectionProgress } from '../read-store/projection-progress';
import type { ReadStore } from '../read-store/read-store.port';
import type { Processor } from './processor';

/**
 * Where processors that start at the log head recorded doing so: a checkpoint of 0 cannot tell
 * "never started" from "started on an empty log", and the second must not jump to the head later.
 */
const FIRST_STARTS = 'processor_first_starts';

/**
 * Runs processors side by side, each with its own subscription from its own checkpoint: a batch's
 * writes and the processor's new checkpoint commit together, then the progress is reported (to the
 * query side's consistency wait and to other processors waiting on this one). A crash between a
 * side effect and the commit repeats the batch: processors are at-least-once.
 */
export class ProcessorRunner {
  private readonly subscriptions: Subscription[] = [];
  private readonly started: string[] = [];
  private readonly stopping = new AbortController();

  constructor(
    private readonly eventStore: EventStore,
    private readonly readStore: ReadStore,
    private readonly progress: ProjectionProgress,
    private readonly log: (message: string) => void = (message) => console.error(message),
  ) {}

  async start(processors: readonly Processor[]): Promise<void> {
    for (const processor of processors) {
      await processor.prepare?.();
      const from = await this.startingPosition(processor);
      this.progress.startedHere(processor.id, from);
      this.started.push(processor.id);
      this.subscriptions.push(
        this.eventStore.subscribeToAll(from, (events) => this.process(processor, events), {
          onError: (error) => {
            // A batch given up because we are stopping is delivered again on the next start.
            if (!this.stopping.signal.aborted) this.log(`${processor.id}: ${error instanceof Error ? error.stack : String(error)}`);
          },
        }),
      );
    }
  }

  async stop(): Promise<void> {
    this.stopping.abort();
    await Promise.all(this.subscriptions.splice(0).map((subscription) => subscription.stop()));
    for (const id of this.started.splice(0)) this.progress.stoppedHere(id);
  }

  /** Resolves true once the processor has handled `position`, false after `timeoutMs`. */
  whenProcessed(processorId: string, position: number, timeoutMs = 5000): Promise<boolean> {
    return this.progress.waitFor(position, timeoutMs, [processorId]);
  }

  private async startingPosition(processor: Processor): Promise<number> {
    if (processor.startsAt) return processor.startsAt(this.readStore);
    const checkpoint = await this.readStore.checkpoint(processor.id);
    if (checkpoint > 0 || processor.firstStart !== 'log-head') return checkpoint;
    if (await this.readStore.get(FIRST_STARTS, processor.id)) return checkpoint;
    const head = await logHead(this.eventStore);
    await this.readStore.commit({
      writes: [{ collection: FIRST_STARTS, id: processor.id, doc: { _position: head } }],
      checkpoints: { [processor.id]: head },
    });
    return head;
  }

  private async process(processor: Processor, events: RecordedEvent[]): Promise<void> {
    const last = events[events.length - 1].position;
    const writes = await processor.process(events, this.stopping.signal);
    if (!processor.startsAt) await this.readStore.commit({ writes, checkpoints: { [processor.id]: last } });
    this.progress.reached(processor.id, last);
  }
}
