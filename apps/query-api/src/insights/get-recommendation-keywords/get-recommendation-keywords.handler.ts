import type { InsightView } from '@app/infrastructure/read-models';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Insights } from '../insights';
import { GetRecommendationKeywordsQuery } from './get-recommendation-keywords.query';

export interface RecommendationKeyword {
  keyword: string;
  count: number;
}

export interface RecommendationKeywords {
  keywords: RecommendationKeyword[];
}

/**
 * The key phrases of a project's current insights, each once whatever its case (as first seen),
 * counted by the snippets of the insights it is a key phrase of; most first, then alphabetically.
 */
export function keywordsOf(insights: readonly InsightView[]): RecommendationKeyword[] {
  const counted = new Map<string, RecommendationKeyword>();
  for (const insight of insights) {
    for (const phrase of new Set(insight.key_phrases.map((text) => text.trim()).filter((text) => text !== ''))) {
      const key = phrase.toLowerCase();
      const entry = counted.get(key) ?? { keyword: phrase, count: 0 };
      entry.count += insight.snippet_count;
      counted.set(key, entry);
    }
  }
  return [...counted.values()].sort((a, b) => b.count - a.count || a.keyword.localeCompare(b.keyword));
}

/** The keywords of a project's recommendations, from its current insights' key phrases. */
@QueryHandler(GetRecommendationKeywordsQuery)
export class GetRecommendationKeywordsHandler implements IQueryHandler<GetRecommendationKeywordsQuery, RecommendationKeywords> {
  constructor(private readonly insights: Insights) {}

  async execute({ userId, productId }: GetRecommendationKeywordsQuery): Promise<RecommendationKeywords> {
    const insights = await this.insights.ofProject(userId, productId);
    const current = insights
      .filter((insight) => insight.status === 'current')
      // Insertion order decides which spelling of a phrase is kept: make it the store's order-free one.
      .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.insight_id.localeCompare(b.insight_id));
    return { keywords: keywordsOf(current) };
  }
}
