import { streams } from '@app/domain';
import type { Infrastructure } from '@app/infrastructure';
import { INFRASTRUCTURE } from '@app/infrastructure/http';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { notFound, Products } from '../../projects/products';
import type { RecommendationsAnswer } from '../get-recommendations/get-recommendations.handler';
import { recommendationOf } from '../recommendation';
import { GetInsightAsOfQuery } from './get-insight-as-of.query';
import { insightViewAt } from './insight-as-of';

/**
 * An insight as it stood at a moment, for auditors: read from the event store (the read model
 * only knows the present) and folded up to that moment. The answer has the shape of the
 * recommendation query's, with the caller's own saved and followed marks as they were then.
 */
@QueryHandler(GetInsightAsOfQuery)
export class GetInsightAsOfHandler implements IQueryHandler<GetInsightAsOfQuery, RecommendationsAnswer> {
  constructor(
    private readonly products: Products,
    @Inject(INFRASTRUCTURE) private readonly infrastructure: Infrastructure,
  ) {}

  async execute({ userId, insightId, at }: GetInsightAsOfQuery): Promise<RecommendationsAnswer> {
    const organisationId = await this.products.organisationOf(userId);
    const events = await this.infrastructure.eventStore.readStream(streams.insight(insightId));
    // Another organisation's insight is answered like one that never existed.
    if (events.length === 0 || events[0].metadata.organisationId !== organisationId) throw notFound();
    const view = insightViewAt(events, at);
    if (!view) throw notFound();
    return { recommendation: recommendationOf(view, { viewer: userId }), half_life_days: view.half_life_days };
  }
}
