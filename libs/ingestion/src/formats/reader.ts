import type { CustomerAttributes, DocumentStructure, HeadingEntry, IngestFormat, SnippetLocation } from '../model/ingested-document';
import type { IngestionLimits } from '../model/limits';

/**
 * A format reader turns a file's bytes into raw blocks of text with their locations (or, for
 * surveys, a table). Normalising, splitting, merging duplicates, language and counts are done
 * once for every format by `assembleDocument`.
 */

export interface ReaderInput {
  bytes: Buffer;
  fileName: string;
  limits: IngestionLimits;
  signal?: AbortSignal;
}

export interface RawBlock {
  text: string;
  location: SnippetLocation;
  date?: string;
  customer?: CustomerAttributes;
}

export interface TextReading {
  kind: 'text';
  title?: string;
  date?: string;
  blocks: RawBlock[];
  structure: Omit<DocumentStructure, 'columns' | 'rows'>;
  notes?: string[];
}

/** A cell as spreadsheet libraries give it; formulas arrive as their text, never evaluated. */
export type RawCell = string | number | boolean | Date | null | undefined;

export interface TableReading {
  kind: 'table';
  title?: string;
  sheet?: string;
  /** Every row of the sheet or file, the header row included, as the file has them. */
  rows: RawCell[][];
  notes?: string[];
}

export type Reading = TextReading | TableReading;

export type FormatReader = (input: ReaderInput) => Promise<Reading>;

export type ReaderTable = Partial<Record<IngestFormat, FormatReader>>;

export type { HeadingEntry };
