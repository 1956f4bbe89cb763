import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { signedOut } from '../../lib/auth-slice';
import type { AssistantAnswer, AssistantSearchMode, ConversationContext, PastQuestion } from './api/types';
import type { AssistantFailure } from './assistant-failure';

/** A question and, once it came, its answer or why there is none. */
export interface QuestionTurn {
  kind: 'question';
  id: string;
  query: string;
  /** The earlier turn it followed up, as sent: asking again sends the same. */
  context?: ConversationContext;
  status: 'asking' | 'answered' | 'failed';
  answer?: AssistantAnswer;
  failure?: AssistantFailure;
}

/** What /memory listed: the member's past questions containing `filter`. */
export interface MemoryTurn {
  kind: 'memory';
  id: string;
  filter: string;
  status: 'listing' | 'listed' | 'failed';
  searches?: PastQuestion[];
  failure?: AssistantFailure;
}

export type AssistantTurn = QuestionTurn | MemoryTurn;

/**
 * The conversation with the assistant, kept in the store so that it outlives the panel: closing
 * it, following a citation to its insight and opening it again finds the conversation as it was.
 * Signing out forgets it, so the next person in this tab never sees it.
 */
export interface AssistantState {
  turns: AssistantTurn[];
  /** The message being written, kept while the panel is closed. */
  draft: string;
  /** How questions are searched: by pattern (the default, SPEC.md section 9) or in the database. */
  mode: AssistantSearchMode;
}

const initialState: AssistantState = { turns: [], draft: '', mode: 'pattern' };

function turnOf<Kind extends AssistantTurn['kind']>(state: AssistantState, id: string, kind: Kind) {
  return state.turns.find((turn): turn is Extract<AssistantTurn, { kind: Kind }> => turn.id === id && turn.kind === kind);
}

export const assistantSlice = createSlice({
  name: 'assistant',
  initialState,
  reducers: {
    draftChanged(state, action: PayloadAction<string>) {
      state.draft = action.payload;
    },
    modeChanged(state, action: PayloadAction<AssistantSearchMode>) {
      state.mode = action.payload;
    },
    questionAsked(state, action: PayloadAction<{ id: string; query: string; context?: ConversationContext }>) {
      state.turns.push({ kind: 'question', status: 'asking', ...action.payload });
    },
    questionAnswered(state, action: PayloadAction<{ id: string; answer: AssistantAnswer }>) {
      const turn = turnOf(state, action.payload.id, 'question');
      if (turn) Object.assign(turn, { status: 'answered', answer: action.payload.answer, failure: undefined });
    },
    questionFailed(state, action: PayloadAction<{ id: string; failure: AssistantFailure }>) {
      const turn = turnOf(state, action.payload.id, 'question');
      if (turn) Object.assign(turn, { status: 'failed', failure: action.payload.failure });
    },
    memoryRequested(state, action: PayloadAction<{ id: string; filter: string }>) {
      state.turns.push({ kind: 'memory', status: 'listing', ...action.payload });
    },
    memoryListed(state, action: PayloadAction<{ id: string; searches: PastQuestion[] }>) {
      const turn = turnOf(state, action.payload.id, 'memory');
      if (turn) Object.assign(turn, { status: 'listed', searches: action.payload.searches });
    },
    memoryFailed(state, action: PayloadAction<{ id: string; failure: AssistantFailure }>) {
      const turn = turnOf(state, action.payload.id, 'memory');
      if (turn) Object.assign(turn, { status: 'failed', failure: action.payload.failure });
    },
    /** A failed turn goes, to be asked again as a new one at the end. */
    turnRemoved(state, action: PayloadAction<string>) {
      state.turns = state.turns.filter((turn) => turn.id !== action.payload);
    },
    conversationCleared(state) {
      state.turns = [];
    },
  },
  extraReducers: (builder) => builder.addCase(signedOut, () => initialState),
});

export const {
  draftChanged,
  modeChanged,
  questionAsked,
  questionAnswered,
  questionFailed,
  memoryRequested,
  memoryListed,
  memoryFailed,
  turnRemoved,
  conversationCleared,
} = assistantSlice.actions;
