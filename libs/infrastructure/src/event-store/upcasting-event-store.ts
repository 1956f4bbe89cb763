import type { UpcasterRegistry } from '@app/domain';
import type {
  AppendResult,
  EventStore,
  ExpectedRevision,
  NewEvent,
  RecordedEvent,
  SubscribeOptions,
  Subscription,
} from './event-store.port';

/**
 * The one place stored events are brought to their type's current shape: every read path of the
 * wrapped store (stream, all, all backwards, subscription) upcasts through the registry, so
 * deciders, projections and processors only ever see current shapes, whichever adapter stores them.
 */
export class UpcastingEventStore implements EventStore {
  constructor(
    private readonly stored: EventStore,
    private readonly upcasters: UpcasterRegistry,
  ) {}

  append(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    return this.stored.append(streamId, events, expected);
  }

  async readStream(streamId: string, afterRevision?: number): Promise<RecordedEvent[]> {
    return (await this.stored.readStream(streamId, afterRevision)).map(this.toCurrentShape);
  }

  async readAll(afterPosition: number, limit: number): Promise<RecordedEvent[]> {
    return (await this.stored.readAll(afterPosition, limit)).map(this.toCurrentShape);
  }

  async readAllBackwards(beforePosition: number | null, limit: number): Promise<RecordedEvent[]> {
    return (await this.stored.readAllBackwards(beforePosition, limit)).map(this.toCurrentShape);
  }

  subscribeToAll(afterPosition: number, handler: (events: RecordedEvent[]) => Promise<void>, options?: SubscribeOptions): Subscription {
    return this.stored.subscribeToAll(afterPosition, (events) => handler(events.map(this.toCurrentShape)), options);
  }

  close(): Promise<void> {
    return this.stored.close();
  }

  private readonly toCurrentShape = (event: RecordedEvent): RecordedEvent => {
    const current = this.upcasters.currentVersion(event.type);
    if (event.metadata.schemaVersion === current) return event;
    return {
      ...event,
      data: this.upcasters.upcast(event.type, event.data, event.metadata.schemaVersion),
      // The reader sees the shape of the current version, so the metadata says so too.
      metadata: { ...event.metadata, schemaVersion: current },
    };
  };
}
