import { parse } from 'csv-parse/sync';
import { firstInvalidUtf8Offset, lineOfOffset } from './utf8';

export interface CsvRow {
  text: string;
  /** Empty string when the file has no label column and none was required. */
  label: string;
  /** 1-based line in the file where the record ends (equal to where it starts for one-line records). */
  line: number;
}

export interface CsvReadResult {
  rows: CsvRow[];
  /** Records whose text was empty or whitespace only; they are not in `rows`. */
  skippedEmpty: number;
  /** Lines of the first skipped records (at most 20), for reporting. */
  skippedEmptyLines: number[];
  /** Number of data records read (kept plus skipped). */
  records: number;
}

export interface CsvReadOptions {
  textColumn?: string;
  labelColumn?: string;
  /** When true (default) the label column must exist. */
  requireLabel?: boolean;
  /** Largest single record, in characters, before the reader refuses the file (default 8 MiB). */
  maxRecordChars?: number;
}

/** An input problem with the 1-based line it was found on. */
export class CsvInputError extends Error {
  constructor(
    message: string,
    readonly line: number,
    readonly code: string,
  ) {
    super(`line ${line}: ${message}`);
    this.name = 'CsvInputError';
  }
}

function decodeUtf8(bytes: Uint8Array): string {
  if (bytes.length >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))) {
    throw new CsvInputError('the file starts with a UTF-16 byte order mark; save it as UTF-8', 1, 'ENCODING');
  }
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    const offset = firstInvalidUtf8Offset(bytes);
    const at = offset < 0 ? 0 : offset;
    const byte = bytes[at]?.toString(16).padStart(2, '0') ?? '??';
    throw new CsvInputError(
      `the bytes are not valid UTF-8 (byte 0x${byte} at offset ${at}); the file is probably in another encoding such as Latin-1 or Windows-1252; save it as UTF-8`,
      lineOfOffset(bytes, at),
      'ENCODING',
    );
  }
}

/** Line on which a quoted field that never closes was opened (RFC 4180 quoting). */
function lineOfUnclosedQuote(text: string): number {
  let line = 1;
  let inQuote = false;
  let quoteLine = 1;
  let fieldStart = true;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (inQuote) {
      if (ch === '"') {
        if (text[i + 1] === '"') i += 1;
        else inQuote = false;
      } else if (ch === '\n') line += 1;
      continue;
    }
    if (ch === '"' && fieldStart) {
      inQuote = true;
      quoteLine = line;
      fieldStart = false;
    } else if (ch === ',') fieldStart = true;
    else if (ch === '\n') {
      line += 1;
      fieldStart = true;
    } else if (ch !== '\r') fieldStart = false;
  }
  return inQuote ? quoteLine : line;
}

interface CsvParseError {
  code?: string;
  lines?: number;
  message: string;
}

/**
 * Reads CSV bytes with a header row naming at least the text column (and the label column when
 * required). No I/O: the caller passes the bytes.
 */
export function readLabelledCsv(input: Uint8Array | string, options: CsvReadOptions = {}): CsvReadResult {
  const textColumn = options.textColumn ?? 'text';
  const labelColumn = options.labelColumn ?? 'label';
  const requireLabel = options.requireLabel ?? true;
  const source = typeof input === 'string' ? input : decodeUtf8(input);
  if (source.trim() === '') throw new CsvInputError('the file is empty; expected a header row', 1, 'EMPTY');

  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    records = parse(source, {
      info: true,
      bom: true,
      skip_empty_lines: true,
      relax_column_count: false,
      max_record_size: options.maxRecordChars ?? 8 * 1024 * 1024,
    }) as unknown as Array<{ record: string[]; info: { lines: number } }>;
  } catch (error) {
    const e = error as CsvParseError;
    const code = e.code ?? 'CSV_ERROR';
    if (code === 'CSV_QUOTE_NOT_CLOSED') {
      throw new CsvInputError('a quoted field opened here is never closed (broken quoting)', lineOfUnclosedQuote(source), code);
    }
    const line = typeof e.lines === 'number' ? e.lines : 1;
    let message = e.message.replace(/\s*at line \d+/, '').replace(/\s*on line \d+/, '');
    if (code === 'CSV_INVALID_CLOSING_QUOTE' || code === 'INVALID_OPENING_QUOTE') message = `broken quoting: ${message}`;
    if (code === 'CSV_RECORD_INCONSISTENT_FIELDS_LENGTH') message = `wrong number of fields: ${message}`;
    throw new CsvInputError(message, line, code);
  }
  if (records.length === 0) throw new CsvInputError('the file is empty; expected a header row', 1, 'EMPTY');

  const header = records[0].record.map((h) => h.trim().toLowerCase());
  const headerLine = records[0].info.lines;
  const textIndex = header.indexOf(textColumn.toLowerCase());
  const labelIndex = header.indexOf(labelColumn.toLowerCase());
  const missing: string[] = [];
  if (textIndex < 0) missing.push(textColumn);
  if (requireLabel && labelIndex < 0) missing.push(labelColumn);
  if (missing.length > 0) {
    throw new CsvInputError(
      `the header lacks the column${missing.length > 1 ? 's' : ''} ${missing.map((m) => `"${m}"`).join(' and ')} (found: ${records[0].record.map((h) => `"${h}"`).join(', ')})`,
      headerLine,
      'MISSING_COLUMN',
    );
  }

  const rows: CsvRow[] = [];
  let skippedEmpty = 0;
  const skippedEmptyLines: number[] = [];
  for (let r = 1; r < records.length; r++) {
    const { record, info } = records[r];
    const text = record[textIndex] ?? '';
    if (text.trim() === '') {
      skippedEmpty += 1;
      if (skippedEmptyLines.length < 20) skippedEmptyLines.push(info.lines);
      continue;
    }
    rows.push({ text, label: labelIndex >= 0 ? (record[labelIndex] ?? '').trim() : '', line: info.lines });
  }
  return { rows, skippedEmpty, skippedEmptyLines, records: records.length - 1 };
}
