import type { EventStore, RecordedEvent, Subscription } from '../event-store/event-store.port';
import type { ProjectionProgress } from '../read-store/projection-progress';
import type { ReadStore } from '../read-store/read-store.port';
import type { Processor } from './processor';

/**
 * Runs processors side by side, each with its own subscription from its own checkpoint: a batch's
 * writes and the processor's new checkpoint commit together, then the progress is reported (to the
 * query side's consistency wait and to other processors waiting on this one). A crash between a
 * side effect and the commit repeats the batch: processors are at-least-once.
 */
export class ProcessorRunner {
  private readonly subscriptions: Subscription[] = [];

  constructor(
    private readonly eventStore: EventStore,
    private readonly readStore: ReadStore,
    private readonly progress: ProjectionProgress,
    private readonly log: (message: string) => void = (message) => console.error(message),
  ) {}

  async start(processors: readonly Processor[]): Promise<void> {
    for (const processor of processors) {
      const from = processor.startsAt ? await processor.startsAt(this.readStore) : await this.readStore.checkpoint(processor.id);
      this.progress.reached(processor.id, from);
      this.subscriptions.push(
        this.eventStore.subscribeToAll(from, (events) => this.process(processor, events), {
          onError: (error) => this.log(`${processor.id}: ${error instanceof Error ? error.stack : String(error)}`),
        }),
      );
    }
  }

  async stop(): Promise<void> {
    await Promise.all(this.subscriptions.splice(0).map((subscription) => subscription.stop()));
  }

  /** Resolves true once the processor has handled `position`, false after `timeoutMs`. */
  whenProcessed(processorId: string, position: number, timeoutMs = 5000): Promise<boolean> {
    return this.progress.waitFor(position, timeoutMs, [processorId]);
  }

  private async process(processor: Processor, events: RecordedEvent[]): Promise<void> {
    const last = events[events.length - 1].position;
    const writes = await processor.process(events);
    if (!processor.startsAt) await this.readStore.commit({ writes, checkpoints: { [processor.id]: last } });
    this.progress.reached(processor.id, last);
  }
}
