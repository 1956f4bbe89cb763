import { type InsightNoteEvent, insightNoteEventTypes } from '@app/domain';
import type { InsightNoteView } from '@app/infrastructure/read-models';
import type { Projection } from '@app/infrastructure/processors';

/** Personal notes, one document per (insight, author); a cleared note has none. */
export const insightNotesProjection: Projection<InsightNoteView, InsightNoteEvent> = {
  collection: 'insight_notes',
  handles: insightNoteEventTypes,
  documentId(event) {
    return event.streamId.startsWith('insightnote-') ? `${event.data.insightId}.${event.data.userId}` : null;
  },
  evolve(_doc, event) {
    switch (event.type) {
      case 'InsightNoteWritten': {
        const { insightId, userId, organisationId, text, savedAt } = event.data;
        return { insight_id: insightId, user_id: userId, organisation_id: organisationId, text, saved_at: savedAt };
      }
      case 'InsightNoteCleared':
        return null;
    }
  },
};
