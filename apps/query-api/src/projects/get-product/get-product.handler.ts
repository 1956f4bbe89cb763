import type { Infrastructure } from '@app/infrastructure';
import { INFRASTRUCTURE } from '@app/infrastructure/http';
import type { DocumentKindView, DocumentView, ProductVersionView } from '@app/infrastructure/read-models';
import type { ReadDocument } from '@app/infrastructure/read-store';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type Product, type ProductDocument, productOf, Products } from '../products';
import { GetProductQuery } from './get-product.query';

/** One snippet of the Other bucket with where it was said, as an insight's quote is shown. */
export interface ProductOtherSnippet {
  snippet_id: string;
  text: string;
  document_id: string;
  file_name: string;
  kind: DocumentKindView;
}

/** The latest analysis' "Other": snippets of themes too small to rank, shown apart and never ranked. */
export interface ProductOther {
  /** How many snippets fit no theme. */
  count: number;
  /** The fewest snippets a theme needs to rank as an insight. */
  min_theme_snippets: number;
  /** The first of them (at most 50) in the analysis' order; those of a deleted document are left out. */
  snippets: ProductOtherSnippet[];
}

export interface ProductDetail {
  product: Product;
  /** Ascending. */
  versions: ProductVersionView[];
  /** Null until an analysis records a bucket with at least one snippet. */
  other: ProductOther | null;
}

/** One project of the caller's organisation with every version of it and its latest analysis' Other bucket. */
@QueryHandler(GetProductQuery)
export class GetProductHandler implements IQueryHandler<GetProductQuery, ProductDetail> {
  constructor(
    private readonly products: Products,
    @Inject(INFRASTRUCTURE) private readonly infrastructure: Infrastructure,
  ) {}

  async execute({ userId, productId }: GetProductQuery): Promise<ProductDetail> {
    const organisationId = await this.products.organisationOf(userId);
    const doc = await this.products.visibleProduct(organisationId, productId);
    const namespace = await this.products.namespaceOf(organisationId);
    return {
      product: productOf(doc, namespace),
      versions: [...doc.versions].sort((a, b) => a.version - b.version),
      other: await this.otherOf(doc),
    };
  }

  private async otherOf(doc: ProductDocument): Promise<ProductOther | null> {
    const other = doc.other ?? null;
    if (other === null || other.count === 0) return null;
    const documents = await this.infrastructure.readStore.getMany<DocumentView & ReadDocument>('documents', [
      ...new Set(other.snippets.map((snippet) => snippet.document_id)),
    ]);
    const snippets = other.snippets.flatMap((snippet): ProductOtherSnippet[] => {
      const source = documents.get(snippet.document_id);
      if (!source || source.organisation_id !== doc.organisation_id) return [];
      return [
        {
          snippet_id: snippet.snippet_id,
          text: snippet.text,
          document_id: source.document_id,
          file_name: source.file_name,
          kind: source.kind,
        },
      ];
    });
    return { count: other.count, min_theme_snippets: other.min_theme_snippets, snippets };
  }
}
