import type { SalesView, SurveyColumnView } from '@app/infrastructure/read-models';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type DocumentListItem, Library, listItemOf } from '../library';
import { GetDocumentQuery } from './get-document.query';

/** What ingestion saw; every field is optional, and which ones are set depends on the format. */
export interface DocumentStructure {
  title?: string;
  language?: string;
  date?: string;
  pages?: number;
  headings?: Array<{ level: number; text: string }>;
  speakers?: string[];
  rows?: number;
  sheet?: string;
  duration?: number;
  characters?: number;
  words?: number;
}

export interface DocumentDetail extends DocumentListItem {
  structure: DocumentStructure;
  survey_columns: SurveyColumnView[];
  sales: SalesView | null;
  notes: string[];
  ingested_on: string | null;
}

/** One document of the caller's organisation, with what ingestion found. */
@QueryHandler(GetDocumentQuery)
export class GetDocumentHandler implements IQueryHandler<GetDocumentQuery, DocumentDetail> {
  constructor(private readonly library: Library) {}

  async execute({ userId, documentId }: GetDocumentQuery): Promise<DocumentDetail> {
    const doc = await this.library.visibleDocument(userId, documentId);
    const uploader = await this.library.uploaders([doc]);
    return {
      ...listItemOf(doc, uploader(doc.uploaded_by)),
      structure: doc.structure as DocumentStructure,
      survey_columns: doc.survey_columns,
      // Views projected before sales data existed have no field.
      sales: doc.sales ?? null,
      notes: doc.notes,
      ingested_on: doc.ingested_on,
    };
  }
}
