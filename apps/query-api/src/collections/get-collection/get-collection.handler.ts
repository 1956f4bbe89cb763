import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Products } from '../../projects/products';
import { type CollectionDetail, Collections } from '../collections';
import { GetCollectionQuery } from './get-collection.query';

/** One collection of the caller's organisation with its insights as cards show them. */
@QueryHandler(GetCollectionQuery)
export class GetCollectionHandler implements IQueryHandler<GetCollectionQuery, CollectionDetail> {
  constructor(
    private readonly products: Products,
    private readonly collections: Collections,
  ) {}

  async execute({ userId, collectionId }: GetCollectionQuery): Promise<CollectionDetail> {
    const organisationId = await this.products.organisationOf(userId);
    return this.collections.detail(organisationId, collectionId);
  }
}
