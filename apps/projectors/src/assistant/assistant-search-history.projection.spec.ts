import type { AssistantSearchEvent, AssistantSearchMode } from '@app/domain';
import type { AssistantSearchHistoryView } from '@app/infrastructure/read-models';
import { recorded } from '../runtime/projection-fixtures.spec-helper';
import { ASSISTANT_SEARCHES_KEPT, assistantSearchHistoryProjection } from './assistant-search-history.projection';

const userId = 'u-1';
const at = (minute: number) => `2026-11-27T10:${String(minute).padStart(2, '0')}:00.000Z`;
const asked = (query: string, minute: number, mode: AssistantSearchMode = 'pattern'): AssistantSearchEvent => ({
  type: 'AssistantSearchRecorded',
  data: { userId, organisationId: 'org-1', query, mode, searchedAt: at(minute) },
});

function history(events: AssistantSearchEvent[], streamId = `assistantsearches-${userId}`): AssistantSearchHistoryView | null {
  return events.reduce<AssistantSearchHistoryView | null>(
    (doc, event, index) =>
      assistantSearchHistoryProjection.evolve(doc, recorded(event, { streamId, revision: index, position: index + 1 })),
    null,
  );
}

describe('assistant search history projection', () => {
  it('lists a person’s questions newest first, a question asked again moved to the front rather than listed twice', () => {
    const doc = history([asked('Refunds?', 1), asked('Exports?', 2), asked('Refunds?', 3), asked('Refunds?', 4, 'database')]);
    expect(doc).toEqual({
      user_id: userId,
      searches: [
        { query: 'Refunds?', mode: 'database', organisation_id: 'org-1', searched_at: at(4) },
        { query: 'Refunds?', mode: 'pattern', organisation_id: 'org-1', searched_at: at(3) },
        { query: 'Exports?', mode: 'pattern', organisation_id: 'org-1', searched_at: at(2) },
      ],
    });
  });

  it(`keeps the ${ASSISTANT_SEARCHES_KEPT} latest`, () => {
    const doc = history(Array.from({ length: ASSISTANT_SEARCHES_KEPT + 5 }, (_, index) => asked(`Question ${index}`, index % 60)));
    expect(doc?.searches).toHaveLength(ASSISTANT_SEARCHES_KEPT);
    expect(doc?.searches[0].query).toBe(`Question ${ASSISTANT_SEARCHES_KEPT + 4}`);
    expect(doc?.searches.at(-1)?.query).toBe('Question 5');
  });

  it('takes its events from a person’s own search stream only', () => {
    expect(
      assistantSearchHistoryProjection.documentId(recorded(asked('Refunds?', 1), { streamId: 'user-u-1', revision: 0, position: 1 })),
    ).toBeNull();
  });
});
