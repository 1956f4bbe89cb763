import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Insights } from '../insights';
import { GetRecommendationArrQuery } from './get-recommendation-arr.query';

export interface RecommendationArr {
  recommendation_id: string;
  /** Null when the analysis had no sales data: unknown, not zero. */
  total_arr: number | null;
  accounts: number;
  top_accounts: Array<{ account: string; arr: number }>;
}

/** The ARR of the accounts that raise a recommendation (SPEC.md section 3: `arr`, from its own call). */
@QueryHandler(GetRecommendationArrQuery)
export class GetRecommendationArrHandler implements IQueryHandler<GetRecommendationArrQuery, RecommendationArr> {
  constructor(private readonly insights: Insights) {}

  async execute({ userId, insightId }: GetRecommendationArrQuery): Promise<RecommendationArr> {
    const insight = await this.insights.visibleInsight(userId, insightId);
    // Views projected before sales data existed have no field.
    const revenue = insight.revenue ?? null;
    return {
      recommendation_id: insight.insight_id,
      total_arr: revenue?.total_arr ?? null,
      accounts: revenue?.accounts ?? 0,
      top_accounts: revenue?.top_accounts ?? [],
    };
  }
}
