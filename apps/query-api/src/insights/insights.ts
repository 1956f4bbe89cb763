import type { Infrastructure } from '@app/infrastructure';
import { INFRASTRUCTURE } from '@app/infrastructure/http';
import type { InsightView } from '@app/infrastructure/read-models';
import type { ReadDocument } from '@app/infrastructure/read-store';
import { Inject, Injectable } from '@nestjs/common';
import { notFound, Products, queryId } from '../projects/products';

export type InsightDocument = InsightView & ReadDocument;

/**
 * What the recommendation queries share: the insights the caller may see, always within their own
 * organisation (from their user document, never from the request).
 */
@Injectable()
export class Insights {
  constructor(
    private readonly products: Products,
    @Inject(INFRASTRUCTURE) private readonly infrastructure: Infrastructure,
  ) {}

  /** An insight of the caller's organisation: a malformed id, a missing insight and another organisation's all answer 404. */
  async visibleInsight(userId: string, insightId: string): Promise<InsightDocument> {
    const organisationId = await this.products.organisationOf(userId);
    const insight = await this.infrastructure.readStore.get<InsightDocument>('insights', queryId(insightId));
    if (!insight || insight.organisation_id !== organisationId) throw notFound();
    return insight;
  }

  /**
   * The insights of a project's ranked list (current and stale; the dismissed ones left out) of the
   * caller's organisation; 404 for any other project.
   */
  async ofProject(userId: string, productId: string): Promise<InsightDocument[]> {
    const organisationId = await this.products.organisationOf(userId);
    const product = await this.products.visibleProduct(organisationId, productId);
    // Views projected before dismissals existed have no field: they were never dismissed.
    return (await this.siblings(organisationId, product.product_id)).filter((insight) => !insight.dismissal);
  }

  /** The insights of one project of an organisation, unordered. */
  siblings(organisationId: string, productId: string): Promise<InsightDocument[]> {
    return this.infrastructure.readStore.find<InsightDocument>('insights', { organisation_id: organisationId, product_id: productId });
  }
}
