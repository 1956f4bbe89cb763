// The projects API's shapes are generated from the served OpenAPI document (`npm run api:types`);
// this file names them as the feature speaks of them, and adds the arguments the screens pass.
import type {
  CreateProjectDto,
  ProductAnalysisResponse,
  ProductListResponse,
  ProductResponse,
  ProductStatus,
  ProductType,
  ProjectCreatedResponse,
  ProjectUpdatedResponse,
  UpdateProjectDto,
} from '../../../lib/generated/api-types';

export type ProjectType = ProductType;
export type ProjectStatus = ProductStatus;
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
