import type { Filter } from '@app/infrastructure/read-store';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type DocumentListItem, Library } from '../library';
import { GetDocumentsQuery } from './get-documents.query';

export interface DocumentsPage {
  documents: DocumentListItem[];
  has_next: boolean;
}

/** The Data Library's list: the caller's organisation's documents, newest first, searched by file name and filtered by kind. */
@QueryHandler(GetDocumentsQuery)
export class GetDocumentsHandler implements IQueryHandler<GetDocumentsQuery, DocumentsPage> {
  constructor(private readonly library: Library) {}

  async execute({ userId, page, search, kind }: GetDocumentsQuery): Promise<DocumentsPage> {
    const organisationId = await this.library.organisationOf(userId);
    const filter: Filter = kind ? { kind } : {};
    // The view keeps the name lower-cased for this search, so case never depends on the store's collation.
    const contains = search?.trim().toLowerCase();
    const textSearch = contains ? { field: 'file_name_search', contains } : undefined;
    const { documents, hasNext } = await this.library.page(organisationId, filter, page, textSearch);
    return { documents: await this.library.listItems(documents), has_next: hasNext };
  }
}
