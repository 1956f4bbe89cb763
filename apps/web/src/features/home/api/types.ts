// What the organisation home reads of projects and insights, declared by hand from the HTTP
// contract (issue 11) until the APIs publish these shapes in the OpenAPI document.

export type ProjectType = 'insights' | 'product_spec' | 'value_prop' | 'research_plan';

export interface RecentProject {
  product_id: string;
  name: string;
  description: string;
  type: ProjectType;
  status: 'Live' | 'Archived';
  insight_count: number;
  created_at: string;
  analysis: { status: 'none' | 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled' } | null;
}

/** GET /api/products/list */
export interface RecentProjectsResponse {
  products: RecentProject[];
  has_next: boolean;
}

export interface TopInsight {
  recommendation_id: string;
  product_id: string;
  title: string;
  summary: string;
  user_updated_customer_impact_score: number;
  snippet_count: number;
}

/** GET /api/recommendations/v2?product=<id> */
export interface TopInsightsResponse {
  recommendations: TopInsight[];
}

/** The insights of one project, with the project they belong to. */
export interface RankedInsight extends TopInsight {
  projectName: string;
}
