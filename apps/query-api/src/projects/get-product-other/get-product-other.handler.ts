import type { Infrastructure } from '@app/infrastructure';
import { INFRASTRUCTURE } from '@app/infrastructure/http';
import type { DocumentView } from '@app/infrastructure/read-models';
import type { ReadDocument } from '@app/infrastructure/read-store';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SnippetArtefacts } from '../../documents/get-document-snippets/snippet-artefacts';
import { type SnippetContext, snippetContext, snippetIn } from '../../documents/get-document-snippets/snippet-context';
import { Products } from '../products';
import { GetProductOtherQuery } from './get-product-other.query';

export interface ProductOtherSnippets {
  product_id: string;
  /** The snippets the project's detail lists under `other`, in its order, each read from its document. */
  snippets: SnippetContext[];
}

/**
 * Where each snippet of the latest analysis' Other bucket was said (speaker and time, page,
 * question and row, respondent), read from its document's snippets when a person opens the
 * bucket; a deleted document's snippets are left out, and a project without a bucket has none.
 */
@QueryHandler(GetProductOtherQuery)
export class GetProductOtherHandler implements IQueryHandler<GetProductOtherQuery, ProductOtherSnippets> {
  constructor(
    private readonly products: Products,
    private readonly artefacts: SnippetArtefacts,
    @Inject(INFRASTRUCTURE) private readonly infrastructure: Infrastructure,
  ) {}

  async execute({ userId, productId }: GetProductOtherQuery): Promise<ProductOtherSnippets> {
    const organisationId = await this.products.organisationOf(userId);
    const product = await this.products.visibleProduct(organisationId, productId);
    const kept = product.other?.snippets ?? [];
    const documentIds = [...new Set(kept.map((snippet) => snippet.document_id))];
    const found = await this.infrastructure.readStore.getMany<DocumentView & ReadDocument>('documents', documentIds);
    const readable = (documentId: string) => {
      const doc = found.get(documentId);
      return doc !== undefined && doc.organisation_id === organisationId && doc.snippets_artefact !== null;
    };
    // Each document's artefact once, however many of its snippets the bucket keeps.
    const artefacts = new Map(
      await Promise.all(
        documentIds
          .filter(readable)
          .map(async (documentId) => [documentId, await this.artefacts.snippets(found.get(documentId)!.snippets_artefact!)] as const),
      ),
    );
    const snippets = kept.flatMap((kept): SnippetContext[] => {
      const doc = found.get(kept.document_id);
      const stored = artefacts.has(kept.document_id) ? snippetIn(artefacts.get(kept.document_id)!, kept.snippet_id) : undefined;
      return doc && stored ? [snippetContext(doc, stored)] : [];
    });
    return { product_id: product.product_id, snippets };
  }
}
