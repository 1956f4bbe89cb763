import type { Infrastructure } from '@app/infrastructure';
import { INFRASTRUCTURE } from '@app/infrastructure/http';
import type { ChangelogAction } from '@app/infrastructure/read-models';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { ProductDocument } from '../../projects/products';
import { Products } from '../../projects/products';
import type { InsightDocument } from '../insights';
import { type FollowedFilter, GetFollowedInsightsQuery } from './get-followed-insights.query';
import { type LatestActivity, latestActivityOf } from './latest-activity';

export interface FollowedInsight {
  recommendation_id: string;
  product_id: string;
  product_name: string;
  title: string;
  summary: string;
  status: 'current' | 'stale';
  snippet_count: number;
  /** The score a person set, else the analysis' impact score. */
  user_updated_customer_impact_score: number;
  is_saved: boolean;
  is_followed: boolean;
  is_dismissed: boolean;
  /** The latest change of the insight (new evidence, a save or follow, a dismissal...) and when. */
  last_activity: ChangelogAction | null;
  last_activity_at: string;
}

export interface FollowedInsightsPage {
  insights: FollowedInsight[];
  /** How many the filter holds in all pages. */
  total: number;
  has_next: boolean;
}

const byMentions = (a: FollowedInsight, b: FollowedInsight) => b.snippet_count - a.snippet_count || byActivity(a, b);
const byActivity = (a: FollowedInsight, b: FollowedInsight) =>
  b.last_activity_at.localeCompare(a.last_activity_at) || a.recommendation_id.localeCompare(b.recommendation_id);

/**
 * Followed Insights: what the caller saved or follows across their organisation's projects, with
 * its project, its mentions and its latest activity (from the insight's changelog and its
 * discussion, which record every change with its time).
 */
@QueryHandler(GetFollowedInsightsQuery)
export class GetFollowedInsightsHandler implements IQueryHandler<GetFollowedInsightsQuery, FollowedInsightsPage> {
  constructor(
    private readonly products: Products,
    @Inject(INFRASTRUCTURE) private readonly infrastructure: Infrastructure,
  ) {}

  async execute({ userId, filter, page: { page, pageSize } }: GetFollowedInsightsQuery): Promise<FollowedInsightsPage> {
    const organisationId = await this.products.organisationOf(userId);
    const { readStore } = this.infrastructure;
    const [saved, followed] = await Promise.all([
      readStore.find<InsightDocument>('insights', { organisation_id: organisationId, saved_by: { contains: userId } }),
      readStore.find<InsightDocument>('insights', { organisation_id: organisationId, followers: { contains: userId } }),
    ]);
    const insights = [...new Map([...saved, ...followed].map((insight) => [insight.insight_id, insight])).values()].filter(
      (insight) => filter === 'all' || !insight.dismissal,
    );
    const [products, latestActivity] = await Promise.all([
      readStore.getMany<ProductDocument>('products', [...new Set(insights.map((insight) => insight.product_id))]),
      latestActivityOf(readStore, insights),
    ]);
    const listed = insights.flatMap((insight) => {
      const product = products.get(insight.product_id);
      // A project gone from the organisation takes its insights with it.
      if (!product || product.organisation_id !== organisationId) return [];
      return [followedInsightOf(insight, product.name, latestActivity.get(insight.insight_id), userId)];
    });
    listed.sort(ORDER[filter]);
    const start = (page - 1) * pageSize;
    return { insights: listed.slice(start, start + pageSize), total: listed.length, has_next: start + pageSize < listed.length };
  }
}

const ORDER: Record<FollowedFilter, (a: FollowedInsight, b: FollowedInsight) => number> = {
  frequency: byMentions,
  recent: byActivity,
  all: byActivity,
};

function followedInsightOf(insight: InsightDocument, productName: string, latest: LatestActivity | undefined, userId: string) {
  return {
    recommendation_id: insight.insight_id,
    product_id: insight.product_id,
    product_name: productName,
    title: insight.title,
    summary: insight.summary,
    status: insight.status,
    snippet_count: insight.snippet_count,
    user_updated_customer_impact_score: insight.user_impact_score ?? insight.impact.score,
    is_saved: (insight.saved_by ?? []).includes(userId),
    is_followed: (insight.followers ?? []).includes(userId),
    is_dismissed: insight.dismissal !== null && insight.dismissal !== undefined,
    last_activity: latest?.action ?? null,
    last_activity_at: latest?.at ?? insight.updated_at,
  } satisfies FollowedInsight;
}
