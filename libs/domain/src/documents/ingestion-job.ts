import type { DocumentKind } from './document.events';

/**
 * The job that reads an uploaded file (run by the worker, asked for by the documents reactor): its
 * kind, its input, and its id, one per document, so a redelivered upload event asks for nothing new
 * and the job's outcome names its document.
 */
export const DOCUMENTS_INGEST = 'documents.ingest';

export interface DocumentsIngestInput {
  documentId: string;
  fileId: string;
  /** The name the person gave it: its extension names the format. */
  fileName: string;
  /** What the file holds (a table is a survey or sales data); left out by jobs asked for before sales data existed. */
  kind?: DocumentKind;
}

const PREFIX = 'ingest-';

export const ingestionJobId = (documentId: string): string => `${PREFIX}${documentId}`;

/** The document an ingestion job is for, or null for any other job. */
export function documentOfIngestionJob(jobId: string): string | null {
  return jobId.startsWith(PREFIX) ? jobId.slice(PREFIX.length) : null;
}
