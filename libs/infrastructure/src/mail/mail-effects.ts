import { eventUpcasters, type MailEffectEvent, streams } from '@app/domain';
import type { EventStore, RecordedEvent } from '../event-store/event-store.port';
import { WrongExpectedRevisionError } from '../event-store/event-store.port';
import { derivedId } from '../processors/derived-id';

/**
 * The durable record of the one mail an event asks for, on `mail-<sourceEventId>`. Its event id is
 * derived from the source event and the stream must not exist yet, so recording again (a batch
 * delivered again after a crash) writes nothing twice.
 */
export class MailEffects {
  constructor(private readonly eventStore: EventStore) {}

  async isRecorded(sourceEventId: string): Promise<boolean> {
    return (await this.eventStore.readStream(streams.mail(sourceEventId))).length > 0;
  }

  async record(source: RecordedEvent, outcome: MailEffectEvent, now: Date): Promise<void> {
    try {
      await this.eventStore.append(
        streams.mail(source.id),
        [
          {
            id: derivedId(source.id, 'mail-effect'),
            type: outcome.type,
            data: outcome.data,
            // No organisation: who was mailed what is nobody's live update.
            metadata: {
              organisationId: null,
              actorId: null,
              correlationId: source.metadata.correlationId,
              causationId: source.id,
              occurredAt: now.toISOString(),
              schemaVersion: eventUpcasters.currentVersion(outcome.type),
            },
          },
        ],
        'no_stream',
      );
    } catch (error) {
      // Recorded already (by an earlier delivery of the batch): the outcome stands as it was.
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
    }
  }
}

/** The Message-ID of the mail for an event: the same on every attempt, so a repeat is recognisable. */
export function mailMessageId(sourceEventId: string, host: string): string {
  return `<${derivedId(sourceEventId, 'mail')}@${host}>`;
}
