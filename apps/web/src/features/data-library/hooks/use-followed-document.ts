import { documentsApi, useGetDocumentQuery, useListDocumentsQuery } from '../api/documents-api';
import type { DocumentListQuery } from '../api/types';

/**
 * How often a file still being read is checked again. Live updates refresh it as soon as it is
 * read; but the reading of a small file can finish before the first answer reaches the page, and
 * an update that arrives before its entry listens is lost. This catches that case, and only while
 * something is still being read.
 */
export const PROCESSING_RECHECK_MS = 5000;

/** One document, kept fresh by live updates, and checked again now and then while it is read. */
export function useFollowedDocument(documentId: string, { skip = false }: { skip?: boolean } = {}) {
  const reading = documentsApi.endpoints.getDocument.useQueryState(documentId, { skip }).data?.status === 'processing';
  return useGetDocumentQuery(documentId, { skip, pollingInterval: reading ? PROCESSING_RECHECK_MS : 0 });
}

/** A page of the library, kept fresh the same way while one of its files is read. */
export function useFollowedLibraryPage(query: DocumentListQuery) {
  const reading =
    documentsApi.endpoints.listDocuments.useQueryState(query).data?.documents.some((document) => document.status === 'processing') ?? false;
  return useListDocumentsQuery(query, { pollingInterval: reading ? PROCESSING_RECHECK_MS : 0 });
}
