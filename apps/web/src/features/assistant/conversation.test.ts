import type { AssistantAnswer } from './api/types';
import type { AssistantTurn } from './assistant-slice';
import { followUpContext } from './conversation';

const answer = (turn: number): AssistantAnswer => ({
  recommendations: [],
  answer: 'No insight matches this question.',
  citations: [],
  conversation_id: 'c-1',
  conversation_turn: turn,
  mode: 'pattern',
  answered_by: 'offline',
  model_failed: false,
});

describe('the context a follow-up sends', () => {
  it('is none at the start of a conversation', () => {
    expect(followUpContext([])).toBeUndefined();
  });

  it('is the latest answered question, skipping listings and failed or pending questions', () => {
    const turns: AssistantTurn[] = [
      { kind: 'question', id: 'a', query: 'Refunds?', status: 'answered', answer: answer(1) },
      { kind: 'question', id: 'b', query: 'Exports?', status: 'answered', answer: answer(2) },
      { kind: 'memory', id: 'c', filter: '', status: 'listed', searches: [] },
      { kind: 'question', id: 'd', query: 'Why?', status: 'failed', failure: { kind: 'unavailable' } },
      { kind: 'question', id: 'e', query: 'And?', status: 'asking' },
    ];
    expect(followUpContext(turns)).toEqual({ conversation_id: 'c-1', conversation_turn: 2, query: 'Exports?' });
  });
});
