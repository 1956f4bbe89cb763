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

/**
 * Refusals whose meaning the code says in full are shown in the interface language; for the
 * others the server's message carries the particulars (a limit, a line number), so it is shown.
 */
const TRANSLATED_CODES = new Set([
  'UNSUPPORTED_FORMAT',
  'CONTENT_MISMATCH',
  'ENCRYPTED',
  'EMPTY_FILE',
  'FILE_TOO_LARGE',
  'CORRUPTED',
  'NO_TEXT_LAYER',
]);

export interface Refusal {
  code: string | null;
  message: string | null;
}

/** What to tell the person about a refused upload or a file that could not be read. */
export function refusalText(t: TFunction, refusal: Refusal, fallbackKey: string): string {
  if (refusal.code && TRANSLATED_CODES.has(refusal.code)) return t(`dataLibrary:refusals.${refusal.code}`);
  if (refusal.message?.trim()) return refusal.message;
  return t(fallbackKey);
}
