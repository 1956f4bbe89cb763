import { api } from '../../../lib/api';
import type { AssistantAnswer, AssistantQuestion, PastQuestions, PastQuestionsQuery, QuestionRecorded, RecordQuestionBody } from './types';

/**
 * The assistant's calls (SPEC section 7, "Chatbot"). Nothing here is tagged: the answers are never
 * cached for another question, and the history is private (no live update tells of it), so each
 * listing asks again rather than trusting a cached copy.
 */
export const assistantApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A read on the server, but POST: a question belongs in neither URLs nor logs. */
    askAssistant: build.mutation<AssistantAnswer, AssistantQuestion>({
      query: (body) => ({ url: 'chatbot/search', method: 'POST', body }),
    }),
    recordQuestion: build.mutation<QuestionRecorded, RecordQuestionBody>({
      query: (body) => ({ url: 'chatbot/search-history', method: 'POST', body }),
    }),
    listPastQuestions: build.query<PastQuestions, PastQuestionsQuery>({
      query: ({ query, mode }) => ({ url: 'chatbot/search-history', params: { ...(mode ? { mode } : {}), ...(query ? { query } : {}) } }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useListPastQuestionsQuery } = assistantApi;
