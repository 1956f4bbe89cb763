// The project (recommendations) screens' shapes are generated from the served OpenAPI document
// (`npm run api:types`); this file names them as the feature speaks of them, narrows the answers
// the screens rely on, and adds the arguments the screens pass.
import type {
  AccountArrResponse,
  AddDocumentsToProjectDto,
  AddTranscriptsToProjectDto,
  AnalysisRequestedResponse,
  AnalysisStage as GeneratedAnalysisStage,
  CreateVersionDto,
  DismissInsightDto,
  ImpactScoreSetResponse,
  InsightSnippetResponse,
  InsightSnippetsPageResponse,
  InsightWorkflowResponse,
  ProductAnalysisResponse,
  ProductDetailResponse,
  ProductOtherResponse,
  ProductOtherSnippetsResponse,
  ProductResponse,
  ProductSourceDocumentResponse,
  ProductSourcesResponse,
  ProjectSourcesAddedResponse,
  ProjectVersionCreatedResponse,
  RecommendationArrResponse,
  RecommendationKeywordsResponse,
  RecommendationResponse,
  RecommendationScoreResponse,
  RecommendationsAnswerResponse,
  InsightNoteResponse,
  InsightNoteWrittenResponse,
  RemoveSnippetDto,
  RequestAnalysisDto,
  SetImpactScoreDto,
  SetTeamPriorityDto,
  SnippetRemovedResponse,
  TeamPriority as GeneratedTeamPriority,
  TeamPrioritySetResponse,
  WriteNoteDto,
  SurveyBreakdownResponse as GeneratedSurveyBreakdownResponse,
} from '../../../lib/generated/api-types';

export type AnalysisStage = GeneratedAnalysisStage;
/** GET /api/products/{id}/analysis */
export type Analysis = ProductAnalysisResponse;
export type Product = ProductResponse;
/** GET /api/products/api?product=<id> */
export type ProjectDetailResponse = ProductDetailResponse;
/** The latest analysis' Other bucket: snippets of themes too small to rank, shown apart. */
export type ProjectOther = ProductOtherResponse;
/** GET /api/products/{id}/other: where each of the bucket's snippets was said. */
export type ProjectOtherSnippetsResponse = ProductOtherSnippetsResponse;
/** POST /api/products/version */
export type CreateVersionRequest = CreateVersionDto;
export type CreateVersionResponse = ProjectVersionCreatedResponse;
/** GET /api/products/{id}/source: the project's current sources, in the order they were added. */
export type ProjectSourcesResponse = ProductSourcesResponse;
export type ProjectSource = ProductSourceDocumentResponse;
/** POST /api/documents/add-product: documents, surveys and sales data of the Data Library. */
export type AddProjectDocumentsRequest = AddDocumentsToProjectDto;
/** POST /api/products/{id}/add-transcripts */
export type AddProjectTranscriptsBody = AddTranscriptsToProjectDto;
/** The body, and the project, which goes in the path. */
export type AddProjectTranscriptsRequest = AddProjectTranscriptsBody & { product_id: string };
/** Both: how many of the given sources were new to the project. */
export type SourcesAddedResponse = ProjectSourcesAddedResponse;
/** POST /api/recommendations/v2 */
export type RequestAnalysisRequest = RequestAnalysisDto;
/** POST /api/recommendations/v2 and POST /api/products/{id}/analysis/cancel */
export type AnalysisJobResponse = AnalysisRequestedResponse;

export type Score = RecommendationScoreResponse;
/** The factor names the screens translate (the API types `name` as any string: another one is shown as it is). */
export type ScoreFactorName = 'frequency' | 'recency' | 'consistency' | 'sentiment' | 'relevance' | 'business_impact' | 'revenue';
export type Recommendation = RecommendationResponse;

/**
 * The recommendations endpoint answers `recommendations` when asked for a project's and
 * `recommendation` when asked for one; the generated answer has both optional, so each query
 * names the one its question always gets.
 */
type WithRequired<T, K extends keyof T> = T & Required<Pick<T, K>>;
/** GET /api/recommendations/v2?product=<id> */
export type RecommendationsResponse = WithRequired<RecommendationsAnswerResponse, 'recommendations'>;
/** GET /api/recommendations/v2?recommendation=<id> */
export type OneRecommendationResponse = WithRequired<RecommendationsAnswerResponse, 'recommendation'>;

export interface RecommendationsQuery {
  product: string;
  primary_only?: boolean;
  limit?: number;
  include_charts?: boolean;
  chart_months?: number;
}

/** GET /api/recommendations/keywords?product=<id> */
export type KeywordsResponse = RecommendationKeywordsResponse;

export type InsightSnippet = InsightSnippetResponse;
/** GET /api/snippets/v2?recommendation=&page=&page_size= */
export type SnippetsResponse = InsightSnippetsPageResponse;

export interface SnippetsQuery {
  recommendation: string;
  page: number;
  page_size: number;
  /** Only what its latest analysis found new. */
  new_only?: boolean;
  /** Only this member: the snippet a citation opens. */
  snippet?: string;
}

/**
 * GET /api/survey/breakdown?recommendation= : the engine's breakdowns are opaque to the API
 * (`object[]`); components/survey-breakdowns.ts reads their shapes defensively.
 */
export type SurveyBreakdownResponse = GeneratedSurveyBreakdownResponse;

/** POST /api/recommendations/impact */
export type ImpactScoreBody = SetImpactScoreDto;
/**
 * The insight's revision the person saw (Recommendation.revision), sent as If-Match by the
 * commands that depend on what they replace: the server refuses them (409 INSIGHT_CHANGED) once
 * someone else changed the insight.
 */
export interface SeenRevision {
  revision?: number;
}
/** The body, and which project's lists to refresh (not sent). */
export type ImpactScoreRequest = ImpactScoreBody & { product_id: string } & SeenRevision;
export type ImpactScoreResponse = ImpactScoreSetResponse;

/** GET /api/recommendations/arr?recommendation= : the revenue of the accounts raising an insight (null: no sales data). */
export type RecommendationArr = RecommendationArrResponse;
export type AccountArr = AccountArrResponse;

/**
 * POST/DELETE /api/recommendations/{id}/save and /follow, POST /api/recommendations/remove and
 * DELETE /api/recommendations/{id}: where the insight stands for the caller.
 */
export type InsightWorkflow = InsightWorkflowResponse;
/** An insight, and which project's lists to update (not sent). */
export interface InsightRef {
  recommendation_id: string;
  product_id: string;
}
/** Save or follow (`on`), or undo it. */
export type InsightToggleRequest = InsightRef & { on: boolean };
/** POST /api/recommendations/remove */
export type DismissInsightBody = DismissInsightDto;
/** The body, the project, and when the person dismissed it (shown until the server's own time arrives; not sent). */
export type DismissInsightRequest = DismissInsightBody & { product_id: string; dismissed_at: string } & SeenRevision;
/** DELETE /api/recommendations/{id} */
export type DeleteInsightRequest = InsightRef & SeenRevision;
/** POST /api/recommendations/{id}/delete-snippet/{snippetId} */
export type RemoveSnippetBody = RemoveSnippetDto;
export type RemoveSnippetRequest = RemoveSnippetBody & InsightRef & SeenRevision & { snippet_id: string };
export type SnippetRemoved = SnippetRemovedResponse;
/** The team priority's scale, lowest first (the server's TEAM_PRIORITIES). */
export type TeamPriority = GeneratedTeamPriority;
export const TEAM_PRIORITIES: readonly TeamPriority[] = ['none', 'low', 'medium', 'high', 'urgent'];
/** POST /api/recommendations/{id}/team-priority */
export type TeamPriorityBody = SetTeamPriorityDto;
export type TeamPriorityRequest = TeamPriorityBody & InsightRef & SeenRevision;
export type TeamPrioritySet = TeamPrioritySetResponse;
/** GET and PUT /api/recommendations/{id}/note: the caller's own note. */
export type InsightNote = InsightNoteResponse;
export type InsightNoteBody = WriteNoteDto;
export type InsightNoteRequest = InsightNoteBody & { recommendation_id: string };
export type InsightNoteWritten = InsightNoteWrittenResponse;
/** The server's limits, in characters (code points) once trimmed. */
export const SNIPPET_REMOVAL_REASON_MAX_CHARS = 500;
export const NOTE_MAX_CHARS = 5000;
/** The server's limit on a dismissal's reason, in characters (code points) once trimmed. */
export const DISMISS_REASON_MAX_CHARS = 500;
