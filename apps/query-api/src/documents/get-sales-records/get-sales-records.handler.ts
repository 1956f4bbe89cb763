import { salesRecordOf } from '@app/infrastructure/files';
import type { SalesRecord } from '@app/ingestion';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SnippetArtefacts } from '../get-document-snippets/snippet-artefacts';
import { Library } from '../library';
import { GetSalesRecordsQuery } from './get-sales-records.query';

export interface SalesRecordsPage {
  records: SalesRecord[];
  has_next: boolean;
}

/**
 * A page of what ingestion read from a CRM export, row by row, from its artefact; none before it
 * is ready, and none for any other kind of document (only sales data has sales records).
 */
@QueryHandler(GetSalesRecordsQuery)
export class GetSalesRecordsHandler implements IQueryHandler<GetSalesRecordsQuery, SalesRecordsPage> {
  constructor(
    private readonly library: Library,
    private readonly artefacts: SnippetArtefacts,
  ) {}

  async execute({ userId, documentId, page: { page, pageSize } }: GetSalesRecordsQuery): Promise<SalesRecordsPage> {
    const doc = await this.library.visibleDocument(userId, documentId);
    if (doc.kind !== 'sales' || doc.status !== 'ready' || !doc.snippets_artefact) return { records: [], has_next: false };
    const rows = await this.artefacts.rows(doc.snippets_artefact);
    const start = (page - 1) * pageSize;
    const records = rows
      .slice(start, start + pageSize)
      .map(salesRecordOf)
      .filter((record): record is SalesRecord => record !== null);
    return { records, has_next: start + pageSize < rows.length };
  }
}
