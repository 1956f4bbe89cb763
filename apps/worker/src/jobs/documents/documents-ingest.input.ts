import type { DocumentsIngestInput } from '@app/domain';
import { JobFailure } from '../job-kind';

export const DOCUMENTS_INGEST_INPUT_INVALID = 'DOCUMENTS_INGEST_INPUT_INVALID';

export function parseDocumentsIngestInput(input: unknown): DocumentsIngestInput {
  const record = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const { documentId, fileId, fileName } = record;
  if (typeof documentId !== 'string' || typeof fileId !== 'string' || typeof fileName !== 'string') {
    throw new JobFailure(DOCUMENTS_INGEST_INPUT_INVALID, 'An ingestion job needs documentId, fileId and fileName.');
  }
  return { documentId, fileId, fileName };
}
