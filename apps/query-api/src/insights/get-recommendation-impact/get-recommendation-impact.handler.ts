import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Insights } from '../insights';
import { GetRecommendationImpactQuery } from './get-recommendation-impact.query';

export interface RecommendationImpact {
  recommendation_id: string;
  impact_score: number;
  user_updated_customer_impact_score: number;
  updated_by: string | null;
  updated_at: string | null;
}

/** A recommendation's impact score as the analysis measured it, and the one a person set (who, when). */
@QueryHandler(GetRecommendationImpactQuery)
export class GetRecommendationImpactHandler implements IQueryHandler<GetRecommendationImpactQuery, RecommendationImpact> {
  constructor(private readonly insights: Insights) {}

  async execute({ userId, insightId }: GetRecommendationImpactQuery): Promise<RecommendationImpact> {
    const insight = await this.insights.visibleInsight(userId, insightId);
    return {
      recommendation_id: insight.insight_id,
      impact_score: insight.impact.score,
      user_updated_customer_impact_score: insight.user_impact_score ?? insight.impact.score,
      updated_by: insight.user_impact_score_by,
      updated_at: insight.user_impact_score_at,
    };
  }
}
