import type { DocumentKind, SalesSummary, SurveyColumnType } from './document.events';

/** A person's edit of one survey column, named as ingestion named it. */
export interface SurveyColumnChange {
  name: string;
  type: SurveyColumnType;
  include: boolean;
  description: string;
}

/**
 * Commands a person gives carry the caller's `organisationId`: a document of another organisation
 * is answered exactly as a missing one. RecordIngestion and RecordRejection come from the
 * ingestion worker, which acts for nobody.
 */
export type DocumentCommand =
  | {
      type: 'UploadDocument';
      documentId: string;
      organisationId: string;
      uploadedBy: string;
      fileName: string;
      format: string;
      kind: DocumentKind;
      fileId: string;
      sha256: string;
      size: number;
      quickUpload: boolean;
      now: string;
    }
  | {
      type: 'RecordIngestion';
      snippetsArtefact: string;
      snippets: number;
      pages?: number;
      speakers?: number;
      respondents?: number;
      structure: Record<string, unknown>;
      surveyColumns?: Array<SurveyColumnChange & { evidence?: string }>;
      sales?: SalesSummary;
      notes: string[];
      now: string;
    }
  | { type: 'RecordRejection'; code: string; message: string; now: string }
  /** Changes the named columns; the others keep their settings. */
  | { type: 'UpdateSurveyColumns'; organisationId: string; updatedBy: string; columns: SurveyColumnChange[]; now: string }
  /**
   * The document side of `POST /api/documents/add-product`: the caller has already checked that
   * the project is one of their organisation's (the projects context does, with the next issue).
   */
  | { type: 'AddToProduct'; organisationId: string; productId: string; addedBy: string; now: string }
  /** `quickUploadOnly`: the quick-upload list's delete, which cannot reach other documents. */
  | { type: 'DeleteDocument'; organisationId: string; deletedBy: string; quickUploadOnly?: boolean; now: string };
