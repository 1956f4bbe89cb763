import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Products } from '../../projects/products';
import { Collections, type CollectionSummary } from '../collections';
import { GetCollectionsQuery } from './get-collections.query';

/** The caller's organisation's collections, newest first, with the insights each holds. */
@QueryHandler(GetCollectionsQuery)
export class GetCollectionsHandler implements IQueryHandler<GetCollectionsQuery, { collections: CollectionSummary[] }> {
  constructor(
    private readonly products: Products,
    private readonly collections: Collections,
  ) {}

  async execute({ userId }: GetCollectionsQuery): Promise<{ collections: CollectionSummary[] }> {
    const organisationId = await this.products.organisationOf(userId);
    return { collections: await this.collections.ofOrganisation(organisationId) };
  }
}
