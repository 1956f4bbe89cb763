import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Insights } from '../insights';
import { GetRecommendationCountQuery } from './get-recommendation-count.query';

export interface RecommendationCount {
  count: number;
}

/** How many current recommendations a project has (stale ones are not counted). */
@QueryHandler(GetRecommendationCountQuery)
export class GetRecommendationCountHandler implements IQueryHandler<GetRecommendationCountQuery, RecommendationCount> {
  constructor(private readonly insights: Insights) {}

  async execute({ userId, productId }: GetRecommendationCountQuery): Promise<RecommendationCount> {
    const insights = await this.insights.ofProject(userId, productId);
    return { count: insights.filter((insight) => insight.status === 'current').length };
  }
}
