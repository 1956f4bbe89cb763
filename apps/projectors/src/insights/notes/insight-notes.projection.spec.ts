import type { InsightNoteEvent } from '@app/domain';
import { recorded } from '../../runtime/projection-fixtures.spec-helper';
import { insightNotesProjection } from './insight-notes.projection';

const streamId = 'insightnote-i-1.u-1';
const written: InsightNoteEvent = {
  type: 'InsightNoteWritten',
  data: { insightId: 'i-1', organisationId: 'org-1', userId: 'u-1', text: 'Ask sales', savedAt: '2025-03-01T10:00:00.000Z' },
};
const cleared: InsightNoteEvent = {
  type: 'InsightNoteCleared',
  data: { insightId: 'i-1', userId: 'u-1', clearedAt: '2025-03-02T10:00:00.000Z' },
};

describe('insight notes projection', () => {
  it('keeps one note per insight and author, with its saved-on date, and none once cleared', () => {
    const event = recorded(written, { streamId, revision: 0, position: 1 });
    expect(insightNotesProjection.documentId(event)).toBe('i-1.u-1');
    const note = insightNotesProjection.evolve(null, event);
    expect(note).toEqual({
      insight_id: 'i-1',
      user_id: 'u-1',
      organisation_id: 'org-1',
      text: 'Ask sales',
      saved_at: '2025-03-01T10:00:00.000Z',
    });
    // The same event again gives the same note.
    expect(insightNotesProjection.evolve(note, event)).toEqual(note);
    expect(insightNotesProjection.evolve(note, recorded(cleared, { streamId, revision: 1, position: 2 }))).toBeNull();
  });

  it('reads only note streams', () => {
    expect(insightNotesProjection.documentId(recorded(written, { streamId: 'insight-i-1', revision: 0, position: 1 }))).toBeNull();
  });
});
