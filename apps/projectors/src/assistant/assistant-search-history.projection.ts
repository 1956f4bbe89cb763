import { type AssistantSearchEvent, assistantSearchEventTypes } from '@app/domain';
import type { Projection } from '@app/infrastructure/processors';
import type { AssistantSearchHistoryView, AssistantSearchView } from '@app/infrastructure/read-models';

/** Questions kept per person: /memory lists recent ones, not everything ever asked. */
export const ASSISTANT_SEARCHES_KEPT = 50;

const sameQuestion = (a: AssistantSearchView, b: AssistantSearchView) =>
  a.query === b.query && a.mode === b.mode && a.organisation_id === b.organisation_id;

/** Each person's questions to the assistant, one document per person, newest first. */
export const assistantSearchHistoryProjection: Projection<AssistantSearchHistoryView, AssistantSearchEvent> = {
  collection: 'assistant_search_history',
  handles: assistantSearchEventTypes,
  documentId: (event) => (event.streamId.startsWith('assistantsearches-') ? event.data.userId : null),
  evolve(doc, event) {
    const { userId, organisationId, query, mode, searchedAt } = event.data;
    const asked: AssistantSearchView = { query, mode, organisation_id: organisationId, searched_at: searchedAt };
    const earlier = (doc?.searches ?? []).filter((search) => !sameQuestion(search, asked));
    return { user_id: userId, searches: [asked, ...earlier].slice(0, ASSISTANT_SEARCHES_KEPT) };
  },
};
