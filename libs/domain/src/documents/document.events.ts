import { eventTypeSet } from '../shared/decider';

/**
 * A document of the Data Library, in its own stream (`document-<documentId>`): uploaded, then
 * ingested or rejected by the ingestion worker, its survey columns edited by people, and deleted.
 * The organisation, actor and time are in the data of every event a person causes, so replaying
 * the streams rebuilds the library exactly. Snippets are many and stay out of the events: the
 * worker stores them as one immutable, content-addressed artefact and DocumentIngested names its hash.
 */
export const DOCUMENT_KINDS = ['document', 'transcript', 'survey', 'sales'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** How a survey column is read; `None` means not classified yet, so it cannot be selected for analysis. */
export const SURVEY_COLUMN_TYPES = ['likert', 'nps', 'text', 'numeric', 'None'] as const;
export type SurveyColumnType = (typeof SURVEY_COLUMN_TYPES)[number];

export interface SurveyColumn {
  name: string;
  type: SurveyColumnType;
  /** Why ingestion classified it so (a short reason or sample), when it gave one. */
  evidence?: string;
  /** Whether the column is selected for analysis. */
  include: boolean;
  description: string;
}

/**
 * What ingestion read from a CRM export (a `sales` document): its artefact holds one canonical
 * record per row (account, ARR, stage, dates, domain) in place of survey rows, and no snippets.
 */
export interface SalesSummary {
  /** Distinct accounts (by normalised name). */
  accounts: number;
  /** Sum over the accounts of their largest ARR. */
  totalArr: number;
  /** Which header each sales field was read from (`account` -> 'Account Name', ...). */
  columns: Record<string, string>;
}

export interface DocumentUploadedData {
  documentId: string;
  organisationId: string;
  uploadedBy: string;
  /** Display name, already sanitised by the caller. */
  fileName: string;
  /** The file format (`pdf`, `docx`, `csv`, ...). */
  format: string;
  kind: DocumentKind;
  /** The stored original file. */
  fileId: string;
  sha256: string;
  size: number;
  quickUpload: boolean;
  uploadedAt: string;
}

export interface DocumentIngestedData {
  documentId: string;
  /** Content hash of the immutable artefact holding every extracted snippet. */
  snippetsArtefact: string;
  /** How many snippets the artefact holds. */
  snippets: number;
  pages?: number;
  speakers?: number;
  respondents?: number;
  /** The document's structure as ingestion saw it (sections, sheets, ...); opaque to the domain. */
  structure: Record<string, unknown>;
  /** Survey documents only: their columns as ingestion classified them, in file order. */
  surveyColumns?: SurveyColumn[];
  /** Sales documents only. */
  sales?: SalesSummary;
  /** What ingestion wants the reader to know (skipped pages, guessed encodings, ...). */
  notes: string[];
  ingestedAt: string;
}

export interface DocumentRejectedData {
  documentId: string;
  code: string;
  message: string;
  rejectedAt: string;
}

/** `columns` is the whole list after the update, in file order. */
export interface SurveyColumnsUpdatedData {
  documentId: string;
  columns: SurveyColumn[];
  updatedBy: string;
  updatedAt: string;
}

/** The document feeds this project's analyses from now on. */
export interface DocumentAddedToProductData {
  documentId: string;
  productId: string;
  addedBy: string;
  addedAt: string;
}

export interface DocumentDeletedData {
  documentId: string;
  deletedBy: string;
  deletedAt: string;
}

export type DocumentEvent =
  | { type: 'DocumentUploaded'; data: DocumentUploadedData }
  | { type: 'DocumentIngested'; data: DocumentIngestedData }
  | { type: 'DocumentRejected'; data: DocumentRejectedData }
  | { type: 'SurveyColumnsUpdated'; data: SurveyColumnsUpdatedData }
  | { type: 'DocumentAddedToProduct'; data: DocumentAddedToProductData }
  | { type: 'DocumentDeleted'; data: DocumentDeletedData };

export const documentEventTypes = eventTypeSet<DocumentEvent>({
  DocumentUploaded: true,
  DocumentIngested: true,
  DocumentRejected: true,
  SurveyColumnsUpdated: true,
  DocumentAddedToProduct: true,
  DocumentDeleted: true,
});
