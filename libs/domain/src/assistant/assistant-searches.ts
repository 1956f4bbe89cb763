import { type Decider, eventTypeSet } from '../shared/decider';
import { DomainError } from '../shared/domain-error';

/**
 * The questions a member asked the assistant (SPEC.md section 7, "Chatbot": search history, whose
 * mode defaults to pattern), which the chat box's /memory command lists and reruns. One stream per
 * person, private to them: its events carry no organisation in their metadata, so no live update
 * announces them, and no publication sends them to analysts.
 */

/** How a question searches: by pattern (the insights' own words) or, once analytics are set up, the database. */
export const ASSISTANT_SEARCH_MODES = ['pattern', 'database'] as const;
export type AssistantSearchMode = (typeof ASSISTANT_SEARCH_MODES)[number];
/** SPEC.md section 9, "Chatbot default mode". */
export const DEFAULT_ASSISTANT_SEARCH_MODE: AssistantSearchMode = 'pattern';
/** Longest question kept, in characters. */
export const ASSISTANT_QUERY_MAX_CHARS = 1000;

export interface AssistantSearchRecordedData {
  userId: string;
  organisationId: string;
  query: string;
  mode: AssistantSearchMode;
  searchedAt: string;
}

export type AssistantSearchEvent = { type: 'AssistantSearchRecorded'; data: AssistantSearchRecordedData };

export const assistantSearchEventTypes = eventTypeSet<AssistantSearchEvent>({ AssistantSearchRecorded: true });

export interface RecordAssistantSearch {
  type: 'RecordAssistantSearch';
  userId: string;
  organisationId: string;
  query: string;
  mode: AssistantSearchMode;
  now: string;
}

/** The latest question, so that asking it again at once (a rerun from /memory) records nothing new. */
export interface AssistantSearchesState {
  latest: { query: string; mode: AssistantSearchMode; organisationId: string; searchedAt: string } | null;
}

export const assistantSearchErrors = {
  emptyQuery: () => new DomainError('ASSISTANT_QUERY_EMPTY', 'invalid', 'Ask a question first.'),
  queryTooLong: () =>
    new DomainError('ASSISTANT_QUERY_TOO_LONG', 'invalid', `A question can be at most ${ASSISTANT_QUERY_MAX_CHARS} characters long.`),
  databaseSearchUnavailable: () =>
    new DomainError(
      'DATABASE_SEARCH_UNAVAILABLE',
      'conflict',
      'Database search is unavailable until analytics configuration is set up for your account. Switch to pattern search.',
    ),
};

/**
 * The mode a question can be searched in. Database search runs over an organisation's analytics
 * configuration (SPEC.md section 8), which no account can set up yet: until then it is refused
 * with the offer of pattern search, never quietly answered by pattern.
 */
export function searchableMode(mode: AssistantSearchMode): AssistantSearchMode {
  if (mode === 'database') throw assistantSearchErrors.databaseSearchUnavailable();
  return mode;
}

/**
 * A question as the assistant takes it, whether it is searched or kept: its surrounding and runs
 * of spaces are how it was typed, not what it asks; empty or longer than the limit, it is refused.
 */
export function assistantQuestion(typed: string): string {
  const query = typed.trim().replace(/\s+/g, ' ');
  if (query === '') throw assistantSearchErrors.emptyQuery();
  if ([...query].length > ASSISTANT_QUERY_MAX_CHARS) throw assistantSearchErrors.queryTooLong();
  return query;
}

function decide(command: RecordAssistantSearch, state: AssistantSearchesState): AssistantSearchEvent[] {
  const query = assistantQuestion(command.query);
  const { userId, organisationId, mode, now } = command;
  const latest = state.latest;
  if (latest && latest.query === query && latest.mode === mode && latest.organisationId === organisationId) return [];
  return [{ type: 'AssistantSearchRecorded', data: { userId, organisationId, query, mode, searchedAt: now } }];
}

export const assistantSearchesDecider: Decider<RecordAssistantSearch, AssistantSearchesState, AssistantSearchEvent> = {
  initialState: { latest: null },
  eventTypes: assistantSearchEventTypes,
  decide,
  evolve: (_state, { data }) => ({
    latest: { query: data.query, mode: data.mode, organisationId: data.organisationId, searchedAt: data.searchedAt },
  }),
};
