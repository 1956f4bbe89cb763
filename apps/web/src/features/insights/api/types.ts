// The shapes of the project (recommendations) screens, declared by hand from the HTTP contract
// (issue 11) until the query and command APIs publish them in the OpenAPI document; then these
// become names of the generated types.

export type ProjectType = 'insights' | 'product_spec' | 'value_prop' | 'research_plan';
export type AnalysisStatus = 'none' | 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';
export type AnalysisStage =
  | 'analysing_data'
  | 'initial_trends'
  | 'double_checking_signals'
  | 'clustering_insights'
  | 'clear_clusters_detected'
  | 'refining'
  | 'writing_up_themes';

/** GET /api/products/{id}/analysis */
export interface Analysis {
  job_id: string | null;
  status: AnalysisStatus;
  stage: AnalysisStage | null;
  /** The stage in English. */
  message: string | null;
  /** 0..1 */
  progress: number;
  version: number | null;
  requested_at: string | null;
  started_at: string | null;
  finished_at: string | null;
  error_code: string | null;
  error_message: string | null;
  insights: { created: number; continued: number; staled: number } | null;
}

export interface Product {
  product_id: string;
  customer: string;
  name: string;
  description: string;
  goal: string;
  type: ProjectType;
  status: 'Live' | 'Archived';
  version: number;
  objective: string;
  audience: string;
  time_available: string;
  use_sales_data: boolean;
  keywords: string[];
  sales_calls_start_date: string | null;
  sales_calls_end_date: string | null;
  name_generated: boolean;
  description_generated: boolean;
  document_count: number;
  insight_count: number;
  created_at: string;
  updated_at: string;
  analysis: Analysis;
}

export interface ProjectVersion {
  version: number;
  refinement_prompt: string | null;
  use_sales_data: boolean;
  keywords: string[];
  sales_calls_start_date: string | null;
  sales_calls_end_date: string | null;
  created_by: string;
  created_at: string;
}

/** GET /api/products/api?product=<id> */
export interface ProjectDetailResponse {
  product: Product;
  /** Ascending. */
  versions: ProjectVersion[];
}

/** POST /api/products/version */
export interface CreateVersionRequest {
  product_id: string;
  refinement_prompt: string;
  use_sales_data: boolean;
  keywords: string[];
  sales_calls_start_date: string | null;
  sales_calls_end_date: string | null;
}

export interface CreateVersionResponse {
  product_id: string;
  version: number;
  job_id: string;
}

/** POST /api/recommendations/v2 and POST /api/products/{id}/analysis/cancel */
export interface AnalysisJobResponse {
  product_id: string;
  job_id: string;
}

export type ScoreFactorName = 'frequency' | 'recency' | 'consistency' | 'sentiment' | 'relevance' | 'business_impact' | 'revenue';

export interface ScoreFactor {
  /** One of ScoreFactorName; another name is shown as it is. */
  name: string;
  /** The weight applied, 0..1; the weights of a score sum to 1. */
  weight: number;
  /** The factor's own measure, 0..1. */
  value: number;
  /** Points it adds to the 0..100 score. */
  contribution: number;
  /** False when the data to measure it is missing. */
  known: boolean;
  /** What was measured, in English. */
  explanation: string;
}

export interface Score {
  score: number;
  factors: ScoreFactor[];
}

export type SentimentLabel = 'positive' | 'neutral' | 'negative' | 'mixed';

export interface Recommendation {
  recommendation_id: string;
  product_id: string;
  status: 'current' | 'stale';
  title: string;
  summary: string;
  key_phrases: string[];
  impact_score: number;
  priority_score: number;
  /** The person's score if set, else impact_score. */
  user_updated_customer_impact_score: number;
  score_breakdown: { impact: Score; priority: Score };
  sentiment: { mean: number; label: SentimentLabel; positive: number; neutral: number; negative: number };
  snippet_count: number;
  new_evidence_count: number;
  source_breakdown: {
    by_kind: { document?: number; transcript?: number; survey?: number };
    by_document: Array<{ document_id: string; file_name: string; count: number }>;
  };
  quotes: Array<{ snippet_id: string; document_id: string; text: string }>;
  survey_column_name: string | null;
  surveyInsightBreakdowns: unknown[];
  is_saved: boolean;
  teamPriority: number | string | null;
  version: number;
  created_at: string;
  updated_at: string;
  /** Only with include_charts: mentions per month, oldest first. */
  chart?: Array<{ month: string; mentions: number }>;
}

export interface RecommendationsQuery {
  product: string;
  primary_only?: boolean;
  limit?: number;
  include_charts?: boolean;
  chart_months?: number;
}

/** GET /api/recommendations/v2?product=<id> */
export interface RecommendationsResponse {
  recommendations: Recommendation[];
  half_life_days: number;
}

/** GET /api/recommendations/v2?recommendation=<id> */
export interface RecommendationResponse {
  recommendation: Recommendation;
  half_life_days: number;
}

/** GET /api/recommendations/keywords?product=<id> */
export interface KeywordsResponse {
  keywords: Array<{ keyword: string; count: number }>;
}

export interface SnippetLocation {
  page?: number;
  paragraph?: number;
  line?: number;
  speaker?: string;
  /** Seconds from the start of the recording. */
  start?: number;
  end?: number;
  column?: string;
  row?: number;
  sheet?: string;
  headingPath?: string[];
}

export interface InsightSnippet {
  snippet_id: string;
  text: string;
  document_id: string;
  file_name: string;
  kind: 'document' | 'transcript' | 'survey';
  location: SnippetLocation;
  attributes: Record<string, string>;
  date: string | null;
  recommendations: string[];
}

/** GET /api/snippets/v2?recommendation=&page=&page_size= */
export interface SnippetsResponse {
  snippets: InsightSnippet[];
  has_next: boolean;
  total: number;
}

export interface SnippetsQuery {
  recommendation: string;
  page: number;
  page_size: number;
}

/** GET /api/survey/breakdown?recommendation= (the engine's shapes: libs/insights/src/survey/survey-breakdown.ts) */
export interface SurveyBreakdownResponse {
  recommendation_id: string;
  survey_column_name: string | null;
  breakdowns: unknown[];
}

/** POST /api/recommendations/impact */
export interface ImpactScoreRequest {
  recommendation_id: string;
  /** 0..100 */
  score: number;
  /** Not sent: which project's lists to refresh. */
  product_id: string;
}

export interface ImpactScoreResponse {
  recommendation_id: string;
  user_updated_customer_impact_score: number;
}
