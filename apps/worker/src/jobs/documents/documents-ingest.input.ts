import { DOCUMENT_KINDS, type DocumentKind, type DocumentsIngestInput } from '@app/domain';
import { JobFailure } from '../job-kind';

export const DOCUMENTS_INGEST_INPUT_INVALID = 'DOCUMENTS_INGEST_INPUT_INVALID';

export function parseDocumentsIngestInput(input: unknown): DocumentsIngestInput {
  const record = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const { documentId, fileId, fileName, kind } = record;
  if (typeof documentId !== 'string' || typeof fileId !== 'string' || typeof fileName !== 'string') {
    throw new JobFailure(DOCUMENTS_INGEST_INPUT_INVALID, 'An ingestion job needs documentId, fileId and fileName.');
  }
  if (kind !== undefined && !(DOCUMENT_KINDS as readonly unknown[]).includes(kind)) {
    throw new JobFailure(DOCUMENTS_INGEST_INPUT_INVALID, `An ingestion job's kind must be one of ${DOCUMENT_KINDS.join(', ')}.`);
  }
  return { documentId, fileId, fileName, ...(kind !== undefined ? { kind: kind as DocumentKind } : {}) };
}
