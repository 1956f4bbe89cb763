// The documents API's shapes are generated from the served OpenAPI document (`npm run api:types`);
// this file names them as the feature speaks of them, and adds the arguments the screens pass.
import type {
  DocumentDeletedResponse,
  DocumentDetailResponse,
  DocumentKind as GeneratedDocumentKind,
  DocumentListItemResponse,
  DocumentSnippetResponse,
  DocumentSnippetsPageResponse,
  DocumentStatus as GeneratedDocumentStatus,
  DocumentsPageResponse,
  DocumentUploadedResponse,
  SalesRecordResponse,
  SalesRecordsPageResponse,
  SalesSummaryResponse,
  SurveyColumnResponse,
  TranscriptResponse,
  TranscriptsPageResponse,
  UpdateSurveyColumnsDto,
  ApiErrorResponse,
} from '../../../lib/generated/api-types';

export type DocumentKind = GeneratedDocumentKind;
export type DocumentStatus = GeneratedDocumentStatus;
export type DocumentListItem = DocumentListItemResponse;
export type DocumentListResponse = DocumentsPageResponse;
export type UploadDocumentResponse = DocumentUploadedResponse;
export type DocumentDetail = DocumentDetailResponse;
export type SurveyColumn = SurveyColumnResponse;
export type SurveyColumnType = SurveyColumnResponse['type'];
export type DocumentSnippet = DocumentSnippetResponse;
export type DocumentSnippetsResponse = DocumentSnippetsPageResponse;
export type DeleteDocumentResponse = DocumentDeletedResponse;
export type UpdateSurveyColumnsRequest = UpdateSurveyColumnsDto;
export type SalesSummary = SalesSummaryResponse;
export type SalesRecord = SalesRecordResponse;
export type SalesRecordsResponse = SalesRecordsPageResponse;
export type TranscriptListItem = TranscriptResponse;
export type TranscriptListResponse = TranscriptsPageResponse;
/** Any field may be missing from an error body that did not come from our API (a proxy's page). */
export type ApiErrorBody = Partial<ApiErrorResponse>;

/** GET /api/documents/api */
export interface DocumentListQuery {
  /** 1-based. */
  page: number;
  page_size: number;
  q?: string;
  kind?: DocumentKind;
}

/** GET /api/documents/{id}/snippets, page by page */
export interface DocumentSnippetsQuery {
  documentId: string;
  page_size: number;
}

/** GET /api/documents/{id}/sales-records: a CRM export's rows, a page at a time */
export interface SalesRecordsQuery {
  documentId: string;
  /** 1-based. */
  page: number;
  page_size: number;
}

/** GET /api/transcripts */
export interface TranscriptListQuery {
  page: number;
  page_size: number;
}
