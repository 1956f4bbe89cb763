import { given } from '../shared/given-when-then.spec-helper';
import {
  ASSISTANT_QUERY_MAX_CHARS,
  type AssistantSearchEvent,
  type AssistantSearchMode,
  assistantSearchesDecider,
  type RecordAssistantSearch,
} from './assistant-searches';

const now = '2026-11-27T10:00:00.000Z';
const ask = (query: string, mode: AssistantSearchMode = 'pattern', organisationId = 'org-1'): RecordAssistantSearch => ({
  type: 'RecordAssistantSearch',
  userId: 'u-1',
  organisationId,
  query,
  mode,
  now,
});
const recorded = (query: string, mode: AssistantSearchMode = 'pattern', organisationId = 'org-1'): AssistantSearchEvent => ({
  type: 'AssistantSearchRecorded',
  data: { userId: 'u-1', organisationId, query, mode, searchedAt: now },
});

describe('assistant search history', () => {
  it('records a question as it was asked, its surrounding and repeated spaces aside', () => {
    given(assistantSearchesDecider)
      .when(ask('  What do customers   say about refunds? '))
      .then([recorded('What do customers say about refunds?')]);
  });

  it('records nothing when the same question is asked again at once, in the same mode and organisation', () => {
    given(assistantSearchesDecider, [recorded('Refunds?')])
      .when(ask('Refunds?'))
      .then([]);
    given(assistantSearchesDecider, [recorded('Refunds?')])
      .when(ask('Refunds?', 'database'))
      .then([recorded('Refunds?', 'database')]);
    given(assistantSearchesDecider, [recorded('Refunds?')])
      .when(ask('Refunds?', 'pattern', 'org-2'))
      .then([recorded('Refunds?', 'pattern', 'org-2')]);
    given(assistantSearchesDecider, [recorded('Refunds?'), recorded('Exports?')])
      .when(ask('Refunds?'))
      .then([recorded('Refunds?')]);
  });

  it('refuses an empty question and one longer than the limit (counted in characters, not bytes)', () => {
    given(assistantSearchesDecider).when(ask('   ')).thenThrows('ASSISTANT_QUERY_EMPTY');
    given(assistantSearchesDecider)
      .when(ask('é'.repeat(ASSISTANT_QUERY_MAX_CHARS + 1)))
      .thenThrows('ASSISTANT_QUERY_TOO_LONG');
    given(assistantSearchesDecider)
      .when(ask('😀'.repeat(ASSISTANT_QUERY_MAX_CHARS)))
      .then([recorded('😀'.repeat(ASSISTANT_QUERY_MAX_CHARS))]);
  });
});
