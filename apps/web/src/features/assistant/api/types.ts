// The assistant's shapes are generated from the served OpenAPI document (`npm run api:types`);
// this file names them as the panel speaks of them.
import type {
  AnswerCitationResponse,
  AnsweringRecommendation,
  AssistantSearchDto,
  AssistantSearchResponse,
  ConversationContextDto,
  GetSearchHistoryControllerListApiArg,
  PastSearchResponse,
  RecordSearchDto,
  SearchHistoryResponse,
  SearchRecordedResponse,
} from '../../../lib/generated/api-types';

/** POST /api/chatbot/search: a question, and the previous turn when it follows one up. */
export type AssistantQuestion = AssistantSearchDto;
/** How a question is searched: by pattern, or in the database (which needs an analytics configuration). */
export type AssistantSearchMode = NonNullable<AssistantSearchDto['mode']>;
/** The previous answer's turn, sent as the context of a follow-up. */
export type ConversationContext = ConversationContextDto;
export type AssistantAnswer = AssistantSearchResponse;
/** An insight the answer names: its page is /customer/{namespace}/insight/{recommendation_id}. */
export type AnswerRecommendation = AnsweringRecommendation;
/** A quote the answer cites as [number]. */
export type AnswerCitation = AnswerCitationResponse;

/** POST /api/chatbot/search-history: keeps a question asked in the member's own history. */
export type RecordQuestionBody = RecordSearchDto;
export type QuestionRecorded = SearchRecordedResponse;
/** GET /api/chatbot/search-history: `query` keeps the questions containing it. */
export type PastQuestionsQuery = GetSearchHistoryControllerListApiArg;
export type PastQuestions = SearchHistoryResponse;
export type PastQuestion = PastSearchResponse;
