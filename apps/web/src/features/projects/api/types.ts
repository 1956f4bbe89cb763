// The projects API's shapes are generated from the served OpenAPI document (`npm run api:types`);
// this file names them as the feature speaks of them, and adds the arguments the screens pass.
import type {
  CreateProjectDto,
  DocumentDetailResponse,
  DocumentKind,
  DocumentsPageResponse,
  ProductAnalysisResponse,
  ProductListResponse,
  ProductResponse,
  ProductStatus,
  ProductType,
  ProjectCreatedResponse,
  ProjectUpdatedResponse,
  TranscriptsPageResponse,
  UpdateProjectDto,
} from '../../../lib/generated/api-types';

export type ProjectType = ProductType;
export type ProjectStatus = ProductStatus;
/** The data types ticked in the creation flow. */
export type ProjectDataType = NonNullable<CreateProjectDto['data_types']>[number];
/** GET /api/products/{id}/analysis, and each project's `analysis`. */
export type Analysis = ProductAnalysisResponse;
export type Product = ProductResponse;
/** GET /api/products/list */
export type ProjectListResponse = ProductListResponse;
/** POST /api/products/api */
export type CreateProjectRequest = CreateProjectDto;
export type CreateProjectResponse = ProjectCreatedResponse;
/** PUT /api/products/api?product=<id> */
export type UpdateProjectRequest = UpdateProjectDto;
export type UpdateProjectResponse = ProjectUpdatedResponse;

export interface ProjectListQuery {
  /** The organisation's namespace (the server matches it with the caller's). */
  customer: string;
  /** No status: every project. */
  status?: ProjectStatus;
  page_size: number;
}

/** PUT /api/products/api?product=<id>: the project goes in the query, its new status in the body (an UpdateProjectRequest). */
export interface UpdateProjectStatusRequest {
  productId: string;
  status: ProjectStatus;
}

/** The Data Library's lists, read here to choose a project's sources. */
export type SourceDocumentsPage = DocumentsPageResponse;
export type SourceTranscriptsPage = TranscriptsPageResponse;
export type SourceDocumentDetail = DocumentDetailResponse;

export interface SourceDocumentsQuery {
  kind: Extract<DocumentKind, 'document' | 'survey' | 'sales'>;
  page_size: number;
}
