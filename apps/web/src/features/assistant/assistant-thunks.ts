import { nanoid } from '@reduxjs/toolkit';
import type { AppDispatch, RootState } from '../../lib/root-reducer';
import { reportError } from '../../lib/report-error';
import { assistantApi } from './api/assistant-api';
import type { ConversationContext } from './api/types';
import { assistantFailureOf } from './assistant-failure';
import { memoryFailed, memoryListed, memoryRequested, questionAnswered, questionAsked, questionFailed } from './assistant-slice';
import { followUpContext } from './conversation';

type Thunk = (dispatch: AppDispatch, getState: () => RootState) => Promise<void>;

/**
 * Asks a question in the chosen search mode: as a follow-up of the conversation's latest answer
 * unless `context` says otherwise (null: on its own, as a rerun from /memory is). Once answered, the
 * question is kept in the member's history; that is bookkeeping, so its failure is reported, not shown.
 */
export const askAssistant =
  (query: string, context?: ConversationContext | null): Thunk =>
  async (dispatch, getState) => {
    const id = nanoid();
    const { turns, mode } = getState().assistant;
    const sent = context === null ? undefined : (context ?? followUpContext(turns));
    dispatch(questionAsked({ id, query, ...(sent ? { context: sent } : {}) }));
    // Pattern is the server's default: a question (and its record) says its mode only when it is another.
    const modeSent = mode === 'pattern' ? {} : { mode };
    const request = dispatch(assistantApi.endpoints.askAssistant.initiate({ query, ...(sent ? { context: sent } : {}), ...modeSent }));
    try {
      const answer = await request.unwrap();
      dispatch(questionAnswered({ id, answer }));
    } catch (error) {
      dispatch(questionFailed({ id, failure: assistantFailureOf(error) }));
      return;
    } finally {
      request.reset();
    }
    const recording = dispatch(assistantApi.endpoints.recordQuestion.initiate({ query, ...modeSent }));
    try {
      await recording.unwrap();
    } catch (error) {
      reportError(error, { source: 'assistant search history' });
    } finally {
      recording.reset();
    }
  };

/** /memory: the member's past questions containing `filter` (all of them without one), newest first. */
export const listPastQuestions =
  (filter: string): Thunk =>
  async (dispatch) => {
    const id = nanoid();
    dispatch(memoryRequested({ id, filter }));
    try {
      const { searches } = await dispatch(
        assistantApi.endpoints.listPastQuestions.initiate(filter ? { query: filter } : {}, { subscribe: false, forceRefetch: true }),
      ).unwrap();
      dispatch(memoryListed({ id, searches }));
    } catch (error) {
      dispatch(memoryFailed({ id, failure: assistantFailureOf(error) }));
    }
  };
