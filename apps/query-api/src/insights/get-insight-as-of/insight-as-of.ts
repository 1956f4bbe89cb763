import { type InsightEvent, isEventOf } from '@app/domain';
import type { RecordedEvent } from '@app/infrastructure/event-store';
import { insightsProjection, type InsightView } from '@app/infrastructure/read-models';

/**
 * The insight's view as it stood at `at`: its own events up to that moment folded with the
 * recommendations' projection itself, so the answer is what the read model showed then. null when
 * it did not exist yet, or had been deleted, at that moment.
 */
export function insightViewAt(events: readonly RecordedEvent[], at: Date): InsightView | null {
  let view: InsightView | null = null;
  for (const event of events) {
    // A stream's events are recorded in the order they happened: the first later one ends the fold.
    if (Date.parse(event.metadata.occurredAt) > at.getTime()) break;
    if (isEventOf<InsightEvent>(insightsProjection.handles, event)) view = insightsProjection.evolve(view, event);
  }
  return view;
}
