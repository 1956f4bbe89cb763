// The Data Library's addresses, linked to from outside it too (the pickers that choose a project's
// sources point to it).

export const LIBRARY_PATH = '/settings/data-library';
/** The Data Library's page of a document, where a survey's columns are corrected. */
export const libraryDocumentPath = (documentId: string) => `${LIBRARY_PATH}/documents/${encodeURIComponent(documentId)}`;
