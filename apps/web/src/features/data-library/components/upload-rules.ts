import type { TFunction } from 'i18next';

/** The formats the Data Library reads (libs/ingestion), by extension. */
export const ACCEPTED_EXTENSIONS = ['.txt', '.md', '.pdf', '.docx', '.html', '.htm', '.vtt', '.srt', '.json', '.csv', '.xlsx'] as const;
export const ACCEPT_ATTRIBUTE = ACCEPTED_EXTENSIONS.join(',');

/** At most this many files travel at once; the others wait their turn. */
export const UPLOAD_CONCURRENCY = 3;

export function hasAcceptedExtension(fileName: string): boolean {
  const lower = fileName.toLowerCase();
  return ACCEPTED_EXTENSIONS.some((extension) => lower.endsWith(extension));
}

/** Only tables can be sales data (a CRM export): the server refuses anything else with SALES_FORMAT. */
export const SALES_EXTENSIONS = ['.csv', '.xlsx'] as const;
export const SALES_ACCEPT_ATTRIBUTE = SALES_EXTENSIONS.join(',');

export function isSalesFormat(fileName: string): boolean {
  const lower = fileName.toLowerCase();
  return SALES_EXTENSIONS.some((extension) => lower.endsWith(extension));
}

/**
 * The codes of the ingestion library's refusals: a copy of INGESTION_ERROR_CODES in
 * libs/ingestion/src/errors/ingestion-error.ts (the web app cannot import the library: it is
 * Node code, reached only through its entry). Keep the two lists the same.
 */
export const INGESTION_REFUSAL_CODES = [
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
  'SALES_FORMAT',
  'SALES_NO_ACCOUNT_COLUMN',
  'SALES_NO_ARR_COLUMN',
  'SALES_NO_REVENUE',
] as const;

/**
 * The codes the worker fails an ingestion with besides the library's: INGESTION_TIMEOUT and
 * DOCUMENT_FILE_MISSING (apps/worker/src/jobs/documents/documents-ingest.job.ts),
 * DOCUMENTS_INGEST_INPUT_INVALID (documents-ingest.input.ts), JOB_CRASHED
 * (apps/worker/src/jobs/claimed-job.ts) and JOB_ABANDONED (libs/domain/src/jobs/job.events.ts).
 */
export const WORKER_REFUSAL_CODES = [
  'INGESTION_TIMEOUT',
  'DOCUMENT_FILE_MISSING',
  'JOB_ABANDONED',
  'JOB_CRASHED',
  'DOCUMENTS_INGEST_INPUT_INVALID',
] as const;

/** Every code said in the interface language (dataLibrary:refusals.<code>). */
export const TRANSLATED_REFUSAL_CODES: readonly string[] = [...INGESTION_REFUSAL_CODES, ...WORKER_REFUSAL_CODES];

/**
 * Refusals whose server message names the particulars the translated sentence cannot: a size or a
 * limit, a line or row number, what the file really is. That message (in English) is shown under
 * the translated sentence as its details. The other messages add nothing the person can act on,
 * or are the runtime's own (JOB_CRASHED carries an exception's text): they are never shown.
 */
const CODES_WITH_DETAILS: ReadonlySet<string> = new Set([
  'CONTENT_MISMATCH',
  'FILE_TOO_LARGE',
  'ARCHIVE_TOO_LARGE',
  'ARCHIVE_TOO_MANY_ENTRIES',
  'LINE_TOO_LONG',
  'INVALID_TRANSCRIPT',
  'INVALID_SURVEY',
  'TOO_MANY_PAGES',
  'TOO_MANY_ROWS',
]);

export interface Refusal {
  code: string | null;
  message: string | null;
}

export interface RefusalDescription {
  /** What to tell the person, in the interface language when the code is known. */
  text: string;
  /** The server's own message (English) when it adds particulars to a translated text. */
  details: string | null;
}

/**
 * What to tell the person about a refused upload or a file that could not be read: a known code
 * in the interface language (with the server's particulars as details), otherwise the server's
 * message, otherwise the fallback text.
 */
export function describeRefusal(t: TFunction, refusal: Refusal, fallbackKey: string): RefusalDescription {
  const message = refusal.message?.trim() || null;
  if (refusal.code && TRANSLATED_REFUSAL_CODES.includes(refusal.code)) {
    const text = t(`dataLibrary:refusals.${refusal.code}`);
    const details = message && CODES_WITH_DETAILS.has(refusal.code) && message !== text ? message : null;
    return { text, details };
  }
  return { text: message ?? t(fallbackKey), details: null };
}
