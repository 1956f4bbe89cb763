export const LIBRARY_PATH = '/settings/data-library';
export const TRANSCRIPTS_PATH = `${LIBRARY_PATH}/transcripts`;
export const documentPath = (documentId: string) => `${LIBRARY_PATH}/documents/${encodeURIComponent(documentId)}`;
