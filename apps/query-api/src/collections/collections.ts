import type { Infrastructure } from '@app/infrastructure';
import { INFRASTRUCTURE } from '@app/infrastructure/http';
import type { CollectionView, InsightView, ProductView } from '@app/infrastructure/read-models';
import type { ReadDocument } from '@app/infrastructure/read-store';
import { DomainError } from '@app/domain';
import { Inject, Injectable } from '@nestjs/common';
import { queryId } from '../projects/products';

type CollectionDocument = CollectionView & ReadDocument;
type InsightDocument = InsightView & ReadDocument;
type ProductDocument = ProductView & ReadDocument;

/** A collection as the list shows it; `recommendation_ids` lets an insight's page tell which collections hold it. */
export interface CollectionSummary {
  collection_id: string;
  name: string;
  created_by: string;
  created_at: string;
  updated_at: string;
  recommendation_count: number;
  /** The insights in it that still exist, newest addition first. */
  recommendation_ids: string[];
}

/** An insight in a collection, with what its card shows. */
export interface CollectionRecommendation {
  recommendation_id: string;
  product_id: string;
  /** '' when the project is gone. */
  product_name: string;
  title: string;
  summary: string;
  status: 'current' | 'stale';
  snippet_count: number;
  impact_score: number;
  priority_score: number;
  /** Dismissed insights stay in collections, marked. */
  is_dismissed: boolean;
  dismissal_reason: string | null;
  added_by: string;
  added_at: string;
}

export interface CollectionDetail {
  collection: CollectionSummary;
  recommendations: CollectionRecommendation[];
}

export const collectionNotFound = () => new DomainError('COLLECTION_NOT_FOUND', 'not_found', 'Collection not found.');

/**
 * The organisation's collections joined with the insights read model: an insight deleted since it
 * was added has no view there, so it is in no collection's answer (nor its count).
 */
@Injectable()
export class Collections {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: Infrastructure) {}

  async ofOrganisation(organisationId: string): Promise<CollectionSummary[]> {
    const found = await this.infrastructure.readStore.find<CollectionDocument>(
      'collections',
      { organisation_id: organisationId },
      { sortBy: 'created_at', descending: true },
    );
    const insights = await this.insightsOf(organisationId, found);
    return found.map((collection) => summaryOf(collection, insights));
  }

  /** One collection of the organisation with its insights; a malformed id, a missing one and another organisation's are 404. */
  async detail(organisationId: string, collectionId: string): Promise<CollectionDetail> {
    const collection = await this.infrastructure.readStore.get<CollectionDocument>('collections', queryId(collectionId));
    if (!collection || collection.organisation_id !== organisationId) throw collectionNotFound();
    const insights = await this.insightsOf(organisationId, [collection]);
    const products = await this.infrastructure.readStore.getMany<ProductDocument>('products', [
      ...new Set([...insights.values()].map((insight) => insight.product_id)),
    ]);
    const recommendations = collection.items.flatMap((item) => {
      const insight = insights.get(item.insight_id);
      if (!insight) return [];
      return [
        {
          recommendation_id: insight.insight_id,
          product_id: insight.product_id,
          product_name: products.get(insight.product_id)?.name ?? '',
          title: insight.title,
          summary: insight.summary,
          status: insight.status,
          snippet_count: insight.snippet_count,
          impact_score: insight.user_impact_score ?? insight.impact.score,
          priority_score: insight.priority.score,
          is_dismissed: Boolean(insight.dismissal),
          dismissal_reason: insight.dismissal?.reason ?? null,
          added_by: item.added_by,
          added_at: item.added_at,
        },
      ];
    });
    return { collection: summaryOf(collection, insights), recommendations };
  }

  /** The organisation's live insights named by these collections, fetched at once. */
  private async insightsOf(organisationId: string, collections: CollectionDocument[]): Promise<Map<string, InsightDocument>> {
    const ids = [...new Set(collections.flatMap((collection) => collection.items.map((item) => item.insight_id)))];
    const found = await this.infrastructure.readStore.getMany<InsightDocument>('insights', ids);
    // Only the organisation's own: an id can name nothing else, but the join is no place to trust it.
    return new Map([...found].filter(([, insight]) => insight.organisation_id === organisationId));
  }
}

function summaryOf(collection: CollectionDocument, insights: Map<string, InsightDocument>): CollectionSummary {
  const ids = collection.items.map((item) => item.insight_id).filter((id) => insights.has(id));
  return {
    collection_id: collection.collection_id,
    name: collection.name,
    created_by: collection.created_by,
    created_at: collection.created_at,
    updated_at: collection.updated_at,
    recommendation_count: ids.length,
    recommendation_ids: ids,
  };
}
