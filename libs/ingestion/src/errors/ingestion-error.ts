/**
 * Every refusal of a file carries a stable code (for the API and the Data Library screen) and a
 * message a person understands. The message of an unsupported format is SPEC.md's own.
 */
export const INGESTION_ERROR_CODES = [
  'UNSUPPORTED_FORMAT',
  'CONTENT_MISMATCH',
  'EMPTY_FILE',
  'FILE_TOO_LARGE',
  'ARCHIVE_TOO_LARGE',
  'ARCHIVE_TOO_MANY_ENTRIES',
  'ARCHIVE_UNSAFE_PATH',
  'ENCRYPTED',
  'CORRUPTED',
  'NO_TEXT_LAYER',
  'NO_TEXT',
  'UNREADABLE_ENCODING',
  'LINE_TOO_LONG',
  'INVALID_TRANSCRIPT',
  'INVALID_SURVEY',
  'TOO_MANY_PAGES',
  'TOO_MANY_ROWS',
  'CANCELLED',
  // Sales data (a CRM export) only.
  'SALES_FORMAT',
  'SALES_NO_ACCOUNT_COLUMN',
  'SALES_NO_ARR_COLUMN',
  'SALES_NO_REVENUE',
] as const;
export type IngestionErrorCode = (typeof INGESTION_ERROR_CODES)[number];

export const UNSUPPORTED_FORMAT_MESSAGE = 'This file format is currently not supported';

export class IngestionError extends Error {
  constructor(
    readonly code: IngestionErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'IngestionError';
  }
}

export const isIngestionError = (error: unknown): error is IngestionError => error instanceof IngestionError;

/** A size for people: 1.5 MB, 20 KB, 12 bytes. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${+(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${+(bytes / 1024).toFixed(1)} KB`;
  return `${bytes} bytes`;
}

export const cancelledError = (): IngestionError => new IngestionError('CANCELLED', 'Reading the file was cancelled.');

/** Throws CANCELLED once the caller has aborted. */
export function throwIfCancelled(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw cancelledError();
}

export const tooManyRowsError = (maxRows: number): IngestionError =>
  new IngestionError('TOO_MANY_ROWS', `The survey has more than ${maxRows} rows; at most ${maxRows} are accepted.`);
