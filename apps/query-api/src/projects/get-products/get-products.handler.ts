import type { Filter } from '@app/infrastructure/read-store';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { notFound, type Product, productOf, Products } from '../products';
import { GetProductsQuery } from './get-products.query';

export interface ProductList {
  products: Product[];
  has_next: boolean;
}

/** The project list: the caller's organisation's projects, newest first, of one status and type or all. */
@QueryHandler(GetProductsQuery)
export class GetProductsHandler implements IQueryHandler<GetProductsQuery, ProductList> {
  constructor(private readonly products: Products) {}

  async execute({ userId, page, customer, status, type }: GetProductsQuery): Promise<ProductList> {
    const organisationId = await this.products.organisationOf(userId);
    const namespace = await this.products.namespaceOf(organisationId);
    // The organisation is always the caller's: naming another is answered like a missing one.
    if (customer !== undefined && customer !== namespace) throw notFound();
    const filter: Filter = {};
    if (status) filter.status = status;
    if (type) filter.type = type;
    const { products, hasNext } = await this.products.page(organisationId, filter, page);
    return { products: products.map((doc) => productOf(doc, namespace)), has_next: hasNext };
  }
}
