import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type ProductAnalysis, Products } from '../products';
import { GetProductAnalysisQuery } from './get-product-analysis.query';

/** The latest analysis of a project: its status, stage and progress, and what it found or why it stopped. */
@QueryHandler(GetProductAnalysisQuery)
export class GetProductAnalysisHandler implements IQueryHandler<GetProductAnalysisQuery, ProductAnalysis> {
  constructor(private readonly products: Products) {}

  async execute({ userId, productId }: GetProductAnalysisQuery): Promise<ProductAnalysis> {
    const organisationId = await this.products.organisationOf(userId);
    return (await this.products.visibleProduct(organisationId, productId)).analysis;
  }
}
