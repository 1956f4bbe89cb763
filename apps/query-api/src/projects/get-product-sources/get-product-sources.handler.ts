import type { Infrastructure } from '@app/infrastructure';
import { INFRASTRUCTURE } from '@app/infrastructure/http';
import type { DocumentKindView, DocumentStatusView, DocumentView } from '@app/infrastructure/read-models';
import type { ReadDocument } from '@app/infrastructure/read-store';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Products } from '../products';
import { GetProductSourcesQuery } from './get-product-sources.query';

export interface ProductSourceDocument {
  document_id: string;
  file_name: string;
  kind: DocumentKindView;
  status: DocumentStatusView;
  /** How many snippets ingestion extracted; 0 until ingested. */
  snippets: number;
}

export interface ProductSources {
  product_id: string;
  documents: ProductSourceDocument[];
}

/** The documents that feed a project, in the order they were added; a deleted document is left out. */
@QueryHandler(GetProductSourcesQuery)
export class GetProductSourcesHandler implements IQueryHandler<GetProductSourcesQuery, ProductSources> {
  constructor(
    private readonly products: Products,
    @Inject(INFRASTRUCTURE) private readonly infrastructure: Infrastructure,
  ) {}

  async execute({ userId, productId }: GetProductSourcesQuery): Promise<ProductSources> {
    const organisationId = await this.products.organisationOf(userId);
    const product = await this.products.visibleProduct(organisationId, productId);
    const found = await this.infrastructure.readStore.getMany<DocumentView & ReadDocument>(
      'documents',
      product.sources.map((source) => source.document_id),
    );
    const documents = product.sources.flatMap((source): ProductSourceDocument[] => {
      const doc = found.get(source.document_id);
      if (!doc || doc.organisation_id !== organisationId) return [];
      return [{ document_id: doc.document_id, file_name: doc.file_name, kind: doc.kind, status: doc.status, snippets: doc.snippets }];
    });
    return { product_id: product.product_id, documents };
  }
}
