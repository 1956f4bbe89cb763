import type { ProductVersionView } from '@app/infrastructure/read-models';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type Product, productOf, Products } from '../products';
import { GetProductQuery } from './get-product.query';

export interface ProductDetail {
  product: Product;
  /** Ascending. */
  versions: ProductVersionView[];
}

/** One project of the caller's organisation with every version of it. */
@QueryHandler(GetProductQuery)
export class GetProductHandler implements IQueryHandler<GetProductQuery, ProductDetail> {
  constructor(private readonly products: Products) {}

  async execute({ userId, productId }: GetProductQuery): Promise<ProductDetail> {
    const organisationId = await this.products.organisationOf(userId);
    const doc = await this.products.visibleProduct(organisationId, productId);
    const namespace = await this.products.namespaceOf(organisationId);
    return { product: productOf(doc, namespace), versions: [...doc.versions].sort((a, b) => a.version - b.version) };
  }
}
