import { type Decider, eventTypeSet } from '../shared/decider';
import { insightErrors } from './insight.errors';

/**
 * A member's personal note on an insight (SPEC.md section 2: "personal notes (with a saved-on
 * date)"), private to its author. Each (insight, author) pair has a stream of its own, so a note
 * never makes a revision of the insight (nobody's If-Match goes stale because someone wrote a
 * note), and its events carry no organisation in their metadata, so live updates never announce
 * them to the organisation.
 */
export const insightNoteStream = (insightId: string, userId: string): string => `insightnote-${insightId}.${userId}`;

/** Longest note kept, in characters. */
export const NOTE_MAX_CHARS = 5000;

export interface InsightNoteWrittenData {
  insightId: string;
  organisationId: string;
  userId: string;
  text: string;
  savedAt: string;
}

export interface InsightNoteClearedData {
  insightId: string;
  userId: string;
  clearedAt: string;
}

export type InsightNoteEvent =
  { type: 'InsightNoteWritten'; data: InsightNoteWrittenData } | { type: 'InsightNoteCleared'; data: InsightNoteClearedData };

export const insightNoteEventTypes = eventTypeSet<InsightNoteEvent>({ InsightNoteWritten: true, InsightNoteCleared: true });

/**
 * The insight events that must never leave their author: not in another member's answers, the
 * changelog, the organisation's live updates or the analyst stream. The one place that says so.
 */
export const privateInsightEventTypes: ReadonlySet<string> = insightNoteEventTypes;

/** Empty text deletes the note. The insight's visibility is checked by the caller, against the insight's own stream. */
export interface WriteInsightNote {
  type: 'WriteInsightNote';
  insightId: string;
  organisationId: string;
  userId: string;
  text: string;
  now: string;
}

export interface InsightNoteState {
  text: string | null;
  savedAt: string | null;
}

function decide(command: WriteInsightNote, state: InsightNoteState): InsightNoteEvent[] {
  // Spaces around a note are not part of it; an empty one is no note.
  const text = command.text.trim();
  if ([...text].length > NOTE_MAX_CHARS) throw insightErrors.noteTooLong(NOTE_MAX_CHARS);
  const { insightId, organisationId, userId, now } = command;
  if (text === '') return state.text === null ? [] : [{ type: 'InsightNoteCleared', data: { insightId, userId, clearedAt: now } }];
  if (text === state.text) return [];
  return [{ type: 'InsightNoteWritten', data: { insightId, organisationId, userId, text, savedAt: now } }];
}

function evolve(state: InsightNoteState, event: InsightNoteEvent): InsightNoteState {
  switch (event.type) {
    case 'InsightNoteWritten':
      return { text: event.data.text, savedAt: event.data.savedAt };
    case 'InsightNoteCleared':
      return { text: null, savedAt: null };
  }
}

export const insightNoteDecider: Decider<WriteInsightNote, InsightNoteState, InsightNoteEvent> = {
  initialState: { text: null, savedAt: null },
  decide,
  evolve,
  eventTypes: insightNoteEventTypes,
};
