import { PRIVATE_USER_EVENT_TYPES, privateInsightEventTypes } from '@app/domain';
import type { RecordedEvent } from '@app/infrastructure/event-store';
import type { LiveUpdate, LiveUpdateBus } from '@app/infrastructure/live';
import type { ProjectionProgress } from '@app/infrastructure/read-store';
import type { Processor } from '@app/infrastructure/processors';
import { liveUpdateData } from './live-update-data';

/** Longest a batch of live updates waits for the read models it announces. */
const READ_MODELS_WAIT_MS = 60_000;

/**
 * A member's personal note on an insight is theirs alone: its events carry no organisation, and,
 * should one ever carry it, are still never announced, nor is anything of a note's stream.
 */
const isPersonalNote = (event: RecordedEvent) => event.streamId.startsWith('insightnote-') || privateInsightEventTypes.has(event.type);

/**
 * One update per event of an organisation; an account's private events go to that user alone, and
 * only from the user's own stream (a private type elsewhere, such as a session stream, goes nowhere).
 * Personal notes are never announced. The update carries the event's data for the types that have
 * a patch shape (live-update-data.ts), never for a private one.
 */
export function liveUpdatesFor(events: RecordedEvent[]): LiveUpdate[] {
  return events
    .filter((event) => event.metadata.organisationId && (!PRIVATE_USER_EVENT_TYPES.has(event.type) || event.streamId.startsWith('user-')))
    .filter((event) => !isPersonalNote(event))
    .map((event) => {
      const update: LiveUpdate = {
        organisationId: event.metadata.organisationId!,
        type: event.type,
        position: event.position,
        streamId: event.streamId,
      };
      if (PRIVATE_USER_EVENT_TYPES.has(event.type) && event.streamId.startsWith('user-'))
        update.userId = event.streamId.slice('user-'.length);
      else {
        const data = liveUpdateData(event);
        if (data) update.data = data;
      }
      return update;
    });
}

/**
 * Tells browsers of each organisation's events, once the read models they refetch from have the
 * events: a browser that hears of a change and reads at once sees it. It keeps no checkpoint (an
 * update is worth nothing later) and starts where the slowest of those read models stands.
 */
export function liveUpdateRelay(
  liveUpdates: LiveUpdateBus,
  progress: ProjectionProgress,
  readModelProcessors: readonly string[],
  log: (message: string) => void,
): Processor {
  return {
    id: 'live-updates',
    kind: 'relay',
    startsAt: async (readStore) => Math.min(...(await Promise.all(readModelProcessors.map((id) => readStore.checkpoint(id))))),
    async process(events, stopping) {
      const last = events[events.length - 1].position;
      progress.logHolds(last);
      const readModelsReady = await progress.waitFor(last, READ_MODELS_WAIT_MS, readModelProcessors, stopping);
      // Stopping: an update is worth nothing later, and this relay keeps no checkpoint to resume from.
      if (stopping.aborted) return [];
      if (!readModelsReady) log(`live-updates: read models still behind position ${last}; sending anyway`);
      await liveUpdates.publish(liveUpdatesFor(events)).catch((error: unknown) => log(`live-updates: ${String(error)}`));
      return [];
    },
  };
}
