import { PRIVATE_USER_EVENT_TYPES } from '@app/domain';
import type { EventStore, RecordedEvent, Subscription } from '@app/infrastructure/event-store/event-store.port';
import type { LiveUpdate, LiveUpdateBus } from '@app/infrastructure/live/live-updates.port';
import type { ProjectionProgress } from '@app/infrastructure/read-store/projection-progress';
import { READ_MODELS_CHECKPOINT } from '@app/infrastructure/read-store/projection-progress';
import type { ReadStore } from '@app/infrastructure/read-store/read-store.port';
import { applyEvents } from './apply-events';
import type { Projection } from './projection';

/** One update per event of an organisation; an account's private events go to that user alone. */
export function liveUpdatesFor(events: RecordedEvent[]): LiveUpdate[] {
  return events
    .filter((event) => event.metadata.organisationId)
    .map((event) => {
      const update: LiveUpdate = { organisationId: event.metadata.organisationId!, type: event.type, position: event.position, streamId: event.streamId };
      if (PRIVATE_USER_EVENT_TYPES.has(event.type) && event.streamId.startsWith('user-')) update.userId = event.streamId.slice('user-'.length);
      return update;
    });
}

/**
 * Follows the event store from the read models' checkpoint: each batch's documents and the new
 * checkpoint commit together, then the query side hears of the progress and browsers of the events.
 * A crash between the commit and the notifications loses only notifications, never state.
 */
export class ProjectorRunner {
  private subscription: Subscription | null = null;

  constructor(
    private readonly eventStore: EventStore,
    private readonly readStore: ReadStore,
    private readonly projections: ReadonlyArray<Projection<any>>,
    private readonly liveUpdates: LiveUpdateBus,
    private readonly progress: ProjectionProgress,
    private readonly log: (message: string) => void = (message) => console.error(message),
  ) {}

  async start(): Promise<void> {
    const checkpoint = await this.readStore.checkpoint(READ_MODELS_CHECKPOINT);
    this.progress.reached(checkpoint);
    this.subscription = this.eventStore.subscribeToAll(checkpoint, (events) => this.project(events), {
      onError: (error) => this.log(`projector: ${error instanceof Error ? error.stack : String(error)}`),
    });
  }

  async stop(): Promise<void> {
    await this.subscription?.stop();
    this.subscription = null;
  }

  private async project(events: RecordedEvent[]): Promise<void> {
    const last = events[events.length - 1].position;
    const writes = await applyEvents(this.projections, events, this.readStore);
    await this.readStore.commit({ writes, checkpoints: { [READ_MODELS_CHECKPOINT]: last } });
    this.progress.reached(last);
    await this.liveUpdates.publish(liveUpdatesFor(events)).catch((error) => this.log(`live updates: ${String(error)}`));
  }
}
