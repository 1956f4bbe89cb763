import type { Infrastructure } from '@app/infrastructure';
import { INFRASTRUCTURE } from '@app/infrastructure/http';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type DocumentDocument, Library } from '../library';
import { GetSourceCountsQuery } from './get-source-counts.query';

export interface SourceCounts {
  document: number;
  transcript: number;
  survey: number;
  sales: number;
}

/** How many ready documents of each kind feed a project of the caller's organisation (a project of no one's counts nothing). */
@QueryHandler(GetSourceCountsQuery)
export class GetSourceCountsHandler implements IQueryHandler<GetSourceCountsQuery, SourceCounts> {
  constructor(
    private readonly library: Library,
    @Inject(INFRASTRUCTURE) private readonly infrastructure: Infrastructure,
  ) {}

  async execute({ userId, productId }: GetSourceCountsQuery): Promise<SourceCounts> {
    const organisationId = await this.library.organisationOf(userId);
    const sources = await this.infrastructure.readStore.find<DocumentDocument>('documents', {
      organisation_id: organisationId,
      status: 'ready',
      product_ids: { contains: productId },
    });
    const counts: SourceCounts = { document: 0, transcript: 0, survey: 0, sales: 0 };
    for (const source of sources) counts[source.kind] += 1;
    return counts;
  }
}
