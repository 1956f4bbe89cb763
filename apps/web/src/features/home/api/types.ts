// What the organisation home reads of projects and insights. The shapes are generated from the
// served OpenAPI document (`npm run api:types`); this file names them as the home speaks of them.
import type {
  ProductListResponse,
  ProductResponse,
  RecommendationResponse,
  RecommendationsAnswerResponse,
} from '../../../lib/generated/api-types';

export type RecentProject = ProductResponse;
/** GET /api/products/list */
export type RecentProjectsResponse = ProductListResponse;

export type TopInsight = RecommendationResponse;
/**
 * GET /api/recommendations/v2?product=<id>. The generated answer has `recommendations` optional
 * (it is left out when one recommendation is asked for); a project's list always has it.
 */
export type TopInsightsResponse = RecommendationsAnswerResponse & Required<Pick<RecommendationsAnswerResponse, 'recommendations'>>;

/** The insights of one project, with the project they belong to. */
export interface RankedInsight extends TopInsight {
  projectName: string;
}
