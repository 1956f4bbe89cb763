import type { ConversationContext } from './api/types';
import type { AssistantTurn } from './assistant-slice';

/**
 * What a follow-up sends as its context: the latest answered question's turn, as its answer gave
 * it. Listings (/memory) and failed questions are no turn of the conversation.
 */
export function followUpContext(turns: readonly AssistantTurn[]): ConversationContext | undefined {
  for (let index = turns.length - 1; index >= 0; index -= 1) {
    const turn = turns[index];
    if (turn.kind === 'question' && turn.answer) {
      return { conversation_id: turn.answer.conversation_id, conversation_turn: turn.answer.conversation_turn, query: turn.query };
    }
  }
  return undefined;
}
