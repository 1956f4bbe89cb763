import type { SnippetLocation } from '@app/ingestion';
import type { StoredSnippet } from '@app/infrastructure/files';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Library } from '../library';
import { GetDocumentSnippetsQuery } from './get-document-snippets.query';
import { SnippetArtefacts } from './snippet-artefacts';

export interface DocumentSnippet {
  snippet_id: string;
  text: string;
  location: SnippetLocation;
  /** How many times this exact text occurs in the file. */
  count: number;
  date: string | null;
  /** The respondent's or customer's attributes (surveys), {} when none. */
  attributes: Record<string, string>;
}

export interface DocumentSnippetsPage {
  snippets: DocumentSnippet[];
  has_next: boolean;
}

const snippetOf = (snippet: StoredSnippet): DocumentSnippet => ({
  snippet_id: snippet.snippetId,
  text: snippet.text,
  location: snippet.location,
  count: snippet.count,
  date: snippet.date ?? null,
  attributes: snippet.customer ?? {},
});

/** A page of a document's snippets in extraction order, read from its artefact; none before it is ready. */
@QueryHandler(GetDocumentSnippetsQuery)
export class GetDocumentSnippetsHandler implements IQueryHandler<GetDocumentSnippetsQuery, DocumentSnippetsPage> {
  constructor(
    private readonly library: Library,
    private readonly artefacts: SnippetArtefacts,
  ) {}

  async execute({ userId, documentId, page: { page, pageSize } }: GetDocumentSnippetsQuery): Promise<DocumentSnippetsPage> {
    const doc = await this.library.visibleDocument(userId, documentId);
    if (doc.status !== 'ready' || !doc.snippets_artefact) return { snippets: [], has_next: false };
    const snippets = await this.artefacts.snippets(doc.snippets_artefact);
    const start = (page - 1) * pageSize;
    return { snippets: snippets.slice(start, start + pageSize).map(snippetOf), has_next: start + pageSize < snippets.length };
  }
}
