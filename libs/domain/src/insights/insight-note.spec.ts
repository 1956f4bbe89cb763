import { given } from '../shared/given-when-then.spec-helper';
import { insightNoteDecider, insightNoteStream, privateInsightEventTypes, type WriteInsightNote } from './insight-note';
import { insightPublication } from './insight.publication';

const t0 = '2025-03-01T10:00:00.000Z';
const write = (text: string): WriteInsightNote => ({
  type: 'WriteInsightNote',
  insightId: 'i-1',
  organisationId: 'org-1',
  userId: 'ann',
  text,
  now: t0,
});
const written = (text: string) => ({
  type: 'InsightNoteWritten' as const,
  data: { insightId: 'i-1', organisationId: 'org-1', userId: 'ann', text, savedAt: t0 },
});

describe('personal notes', () => {
  it('live in a stream per insight and author, apart from the insight', () => {
    expect(insightNoteStream('i-1', 'ann')).toBe('insightnote-i-1.ann');
  });

  it('are written (trimmed) with their saved-on date, rewritten only when the text changes, and deleted by an empty text', () => {
    given(insightNoteDecider)
      .when(write('  Ask sales about this  '))
      .then([written('Ask sales about this')]);
    given(insightNoteDecider, [written('a')])
      .when(write('a '))
      .then([]);
    given(insightNoteDecider, [written('a')])
      .when(write('b'))
      .then([written('b')]);
    given(insightNoteDecider, [written('a')])
      .when(write('  '))
      .then([{ type: 'InsightNoteCleared', data: { insightId: 'i-1', userId: 'ann', clearedAt: t0 } }]);
    given(insightNoteDecider).when(write('')).then([]);
  });

  it('refuses a note over 5000 characters', () => {
    given(insightNoteDecider)
      .when(write('x'.repeat(5001)))
      .thenThrows('NOTE_TOO_LONG');
  });

  it('are private: the insights publication leaves them out', () => {
    expect([...privateInsightEventTypes]).toEqual(['InsightNoteWritten', 'InsightNoteCleared']);
    for (const type of privateInsightEventTypes) expect(insightPublication.privateEventTypes.has(type)).toBe(true);
  });
});
