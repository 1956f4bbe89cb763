import { projectPublication } from '@app/domain';
import type { Infrastructure } from '@app/infrastructure';
import { INFRASTRUCTURE } from '@app/infrastructure/http';
import { Inject, Module } from '@nestjs/common';
import { SnippetArtefacts } from '../documents/get-document-snippets/snippet-artefacts';
import { QueriesSharedModule } from '../shared/queries-shared.module';
import { GetProductAnalysisController } from './get-product-analysis/get-product-analysis.controller';
import { GetProductAnalysisHandler } from './get-product-analysis/get-product-analysis.handler';
import { GetProductOtherController } from './get-product-other/get-product-other.controller';
import { GetProductOtherHandler } from './get-product-other/get-product-other.handler';
import { GetProductSourcesController } from './get-product-sources/get-product-sources.controller';
import { GetProductSourcesHandler } from './get-product-sources/get-product-sources.handler';
import { GetProductController } from './get-product/get-product.controller';
import { GetProductHandler } from './get-product/get-product.handler';
import { GetProductsController } from './get-products/get-products.controller';
import { GetProductsHandler } from './get-products/get-products.handler';
import { Products } from './products';

/**
 * The projects context's queries (the project list, a project with its versions, its sources, the
 * progress of its analysis, where its Other bucket's snippets were said), and how its events reach
 * analysts through the feed. `Products` is exported for the insights' queries, which answer only
 * for a visible project.
 */
@Module({
  imports: [QueriesSharedModule],
  controllers: [
    GetProductsController,
    GetProductController,
    GetProductSourcesController,
    GetProductAnalysisController,
    GetProductOtherController,
  ],
  providers: [
    Products,
    SnippetArtefacts,
    GetProductsHandler,
    GetProductHandler,
    GetProductSourcesHandler,
    GetProductAnalysisHandler,
    GetProductOtherHandler,
  ],
  exports: [Products],
})
export class ProjectQueriesModule {
  constructor(@Inject(INFRASTRUCTURE) infrastructure: Infrastructure) {
    infrastructure.integrationEvents.register(projectPublication);
  }
}
