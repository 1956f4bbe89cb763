import type { IngestFormat } from './ingested-document';

/** Bounds that keep memory and time in check whatever the file; every one can be configured. */
export interface IngestionLimits {
  /** Largest accepted file, per format, in bytes. */
  maxBytes: Record<IngestFormat, number>;
  /** DOCX / XLSX: most entries in the archive, and most bytes all entries may unpack to. */
  maxArchiveEntries: number;
  maxUnpackedBytes: number;
  /**
   * DOCX: most XML a document may hand to the parser. Mammoth holds some 70 times the XML it
   * parses (5.2 MB of document XML took about 390 MB), so this keeps one DOCX within 500 MB;
   * 6 MB of Word XML is roughly 300 to 600 pages of text.
   */
  maxDocumentXmlBytes: number;
  /**
   * XLSX: most XML a workbook may hand to the spreadsheet parser. A 10,000-row survey is a few MB;
   * 25 MB of XML (60,000 rows) peaked at 394 MB.
   */
  maxWorkbookXmlBytes: number;
  /** PDF: most text characters a document may unpack to (its streams are compressed). */
  maxTextChars: number;
  /** Longest line a text-based transcript or table may have, in characters. */
  maxLineChars: number;
  maxPages: number;
  maxRows: number;
  maxColumns: number;
  /** Longer paragraphs are split at sentence (or word) boundaries into snippets of at most this. */
  maxSnippetChars: number;
  /** Further occurrences kept per merged snippet. */
  maxOccurrencesKept: number;
}

const MB = 1024 * 1024;

export const DEFAULT_LIMITS: IngestionLimits = {
  maxBytes: {
    text: 50 * MB,
    markdown: 50 * MB,
    html: 20 * MB,
    vtt: 50 * MB,
    srt: 50 * MB,
    json_transcript: 50 * MB,
    // A survey takes about 16 times its size while its columns are typed (26 MB: 400 MB peak).
    csv: 25 * MB,
    pdf: 100 * MB,
    docx: 50 * MB,
    xlsx: 50 * MB,
  },
  maxArchiveEntries: 5000,
  maxUnpackedBytes: 300 * MB,
  maxDocumentXmlBytes: 6 * MB,
  maxWorkbookXmlBytes: 30 * MB,
  maxTextChars: 100 * 1024 * 1024,
  maxLineChars: 1024 * 1024,
  maxPages: 2000,
  maxRows: 200_000,
  maxColumns: 1000,
  maxSnippetChars: 2000,
  maxOccurrencesKept: 1000,
};

export type LimitOverrides = Partial<Omit<IngestionLimits, 'maxBytes'>> & { maxBytes?: Partial<Record<IngestFormat, number>> };

export function resolveLimits(overrides: LimitOverrides = {}): IngestionLimits {
  return { ...DEFAULT_LIMITS, ...overrides, maxBytes: { ...DEFAULT_LIMITS.maxBytes, ...overrides.maxBytes } };
}
