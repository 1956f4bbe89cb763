import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Insights } from '../insights';
import { byRecommendationOrder, type Recommendation, recommendationOf, storedHalfLife } from '../recommendation';
import { GetRecommendationsQuery } from './get-recommendations.query';

export interface RecommendationsAnswer {
  /** `?product=`: the project's recommendations in order. */
  recommendations?: Recommendation[];
  /** `?recommendation=`: that one. */
  recommendation?: Recommendation;
  /** The half-life the impact scores' recency is measured under: the one asked for, else the analysis'. */
  half_life_days: number;
}

/**
 * A project's recommendations, in SPEC.md's order under the half-life asked for (stale ones last,
 * or left out), or one recommendation; charts of monthly mentions when asked.
 */
@QueryHandler(GetRecommendationsQuery)
export class GetRecommendationsHandler implements IQueryHandler<GetRecommendationsQuery, RecommendationsAnswer> {
  constructor(private readonly insights: Insights) {}

  async execute({ userId, target, options }: GetRecommendationsQuery): Promise<RecommendationsAnswer> {
    const { primaryOnly, halfLifeDays, limit, chartMonths } = options;
    if ('insightId' in target) {
      const insight = await this.insights.visibleInsight(userId, target.insightId);
      return {
        recommendation: recommendationOf(insight, { halfLifeDays, chartMonths, viewer: userId }),
        half_life_days: halfLifeDays ?? insight.half_life_days,
      };
    }
    const insights = (await this.insights.ofProject(userId, target.productId)).filter(
      (insight) => !primaryOnly || insight.status === 'current',
    );
    const recommendations = insights
      .map((insight) => recommendationOf(insight, { halfLifeDays, chartMonths, viewer: userId }))
      .sort(byRecommendationOrder);
    return {
      recommendations: limit === undefined ? recommendations : recommendations.slice(0, limit),
      half_life_days: halfLifeDays ?? storedHalfLife(insights),
    };
  }
}
