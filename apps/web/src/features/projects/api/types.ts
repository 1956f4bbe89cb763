// The projects API's shapes, declared by hand from the HTTP contract (issue 11) until the query and
// command APIs publish them in the OpenAPI document; then these become names of the generated types.
import type {
  DocumentDetailResponse,
  DocumentKind,
  DocumentsPageResponse,
  TranscriptsPageResponse,
} from '../../../lib/generated/api-types';

export type ProjectType = 'insights' | 'product_spec' | 'value_prop' | 'research_plan';
export type ProjectStatus = 'Live' | 'Archived';
export type ProjectDataType = 'documents' | 'transcripts' | 'surveys' | 'sales';
export type AnalysisStatus = 'none' | 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';

/** GET /api/products/{id}/analysis, and each project's `analysis`. */
export interface Analysis {
  job_id: string | null;
  status: AnalysisStatus;
  stage: string | null;
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
  status: ProjectStatus;
  version: number;
  objective: string;
  audience: string;
  time_available: string;
  customer_description: string;
  use_sales_data: boolean;
  keywords: string[];
  sales_calls_start_date: string | null;
  sales_calls_end_date: string | null;
  name_generated: boolean;
  description_generated: boolean;
  document_count: number;
  insight_count: number;
  created_by: string;
  created_at: string;
  updated_at: string;
  analysis: Analysis;
}

/** GET /api/products/list */
export interface ProjectListResponse {
  products: Product[];
  has_next: boolean;
}

export interface ProjectListQuery {
  /** The organisation's namespace (the server matches it with the caller's). */
  customer: string;
  /** No status: every project. */
  status?: ProjectStatus;
  page_size: number;
}

/** POST /api/products/api */
export interface CreateProjectRequest {
  name: string;
  description: string;
  goal: string;
  type: ProjectType;
  objective: string;
  audience: string;
  time_available: string;
  customer_description: string;
  use_sales_data: boolean;
  keywords: string[];
  sales_calls_start_date: string | null;
  sales_calls_end_date: string | null;
  use_salesforce_opportunity: boolean;
  salesforce_opportunity_stage: string | null;
  salesforce_opportunity_start_date: string | null;
  salesforce_opportunity_end_date: string | null;
  slack_channels: string[];
  data_types?: ProjectDataType[];
  document_ids?: string[];
  transcript_ids?: string[];
}

export interface CreateProjectResponse {
  product_id: string;
  job_id: string | null;
}

/** PUT /api/products/api?product=<id> */
export interface UpdateProjectStatusRequest {
  productId: string;
  status: ProjectStatus;
}

export interface UpdateProjectResponse {
  product_id: string;
  status: ProjectStatus;
}

/** The Data Library's lists, read here to choose a project's sources. */
export type SourceDocumentsPage = DocumentsPageResponse;
export type SourceTranscriptsPage = TranscriptsPageResponse;
export type SourceDocumentDetail = DocumentDetailResponse;

export interface SourceDocumentsQuery {
  kind: Extract<DocumentKind, 'document' | 'survey'>;
  page_size: number;
}
