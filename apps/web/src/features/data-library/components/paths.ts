import { LIBRARY_PATH, libraryDocumentPath } from '../../../lib/library-paths';

export { LIBRARY_PATH };
export const TRANSCRIPTS_PATH = `${LIBRARY_PATH}/transcripts`;
export const documentPath = libraryDocumentPath;
