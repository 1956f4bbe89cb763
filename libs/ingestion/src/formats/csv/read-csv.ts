import { CsvError, parse } from 'csv-parse/sync';
import { IngestionError, throwIfCancelled, tooManyRowsError } from '../../errors';
import type { IngestionLimits } from '../../model/limits';
import { decodeText } from '../../text/decode-text';
import type { FormatReader } from '../reader';
import { detectDelimiter, type CsvDelimiter } from './detect-delimiter';

/** How often (in rows) a long parse looks whether it was cancelled. */
const CANCEL_CHECK_ROWS = 1024;

const count = (value: number): string => value.toLocaleString('en-US');

/**
 * A CSV survey as rows of text, the header row included. The survey logic (header, column types,
 * snippets) is the core's `tableToSurvey`; this reader only decodes and splits, and refuses what
 * it cannot read whole: a row longer than limits.maxLineChars, broken quoting, more rows than
 * limits.maxRows (refused as soon as the first row too many is read, so the rest is never held).
 */
export const readCsv: FormatReader = async ({ bytes, limits, signal }) => {
  const { text } = decodeText(bytes);
  return { kind: 'table', rows: parseRows(text, detectDelimiter(text), limits, signal) };
};

function parseRows(text: string, delimiter: CsvDelimiter, limits: IngestionLimits, signal: AbortSignal | undefined): string[][] {
  // Where the row being read starts, for the error message: csv-parse reports where it stopped,
  // which for an unclosed quote is the end of the file.
  let rowsRead = 0;
  let lastRowEndLine = 0;
  try {
    return parse(text, {
      delimiter,
      // Blank lines stay as (empty) rows so that row numbers are those a spreadsheet shows.
      skip_empty_lines: false,
      relax_column_count: true,
      // A stray quote is refused with its line rather than guessed around: a wrong guess would
      // shift every later answer into the wrong column.
      relax_quotes: false,
      // Counted by csv-parse in UTF-8 bytes, so a row holds at most this many characters.
      max_record_size: limits.maxLineChars,
      on_record: (record: string[], info) => {
        rowsRead++;
        // The header plus maxRows answers are accepted.
        if (rowsRead > limits.maxRows + 1) {
          throw tooManyRowsError(limits.maxRows);
        }
        if (record.length > limits.maxColumns) {
          throw new IngestionError(
            'INVALID_SURVEY',
            `Row ${rowsRead} of the survey has ${count(record.length)} columns; at most ${count(limits.maxColumns)} are accepted.`,
          );
        }
        if (rowsRead % CANCEL_CHECK_ROWS === 0) throwIfCancelled(signal);
        lastRowEndLine = info.lines;
        return record;
      },
    });
  } catch (error) {
    throw refusalOf(error, lastRowEndLine + 1, limits);
  }
}

/** A csv-parse error as a refusal a person can act on, naming the line to look at. */
function refusalOf(error: unknown, rowStartLine: number, limits: IngestionLimits): IngestionError {
  if (error instanceof IngestionError) return error;
  if (!(error instanceof CsvError)) return new IngestionError('CORRUPTED', 'The CSV file is damaged and cannot be read.', { cause: error });
  const line = typeof error.lines === 'number' ? error.lines : rowStartLine;
  switch (error.code) {
    case 'CSV_MAX_RECORD_SIZE':
      return new IngestionError(
        'LINE_TOO_LONG',
        `Line ${rowStartLine} of the CSV file is longer than ${count(limits.maxLineChars)} characters, the most one row may hold (a quote that is never closed can also cause this).`,
        { cause: error },
      );
    case 'CSV_QUOTE_NOT_CLOSED':
      return new IngestionError(
        'INVALID_SURVEY',
        `The CSV file cannot be read: a quoted value that starts on line ${rowStartLine} is never closed.`,
        { cause: error },
      );
    case 'INVALID_OPENING_QUOTE':
      return new IngestionError(
        'INVALID_SURVEY',
        `The CSV file cannot be read: line ${line} has a quote (") inside a value that does not start with one. Put the whole value in quotes and double the quotes inside it.`,
        { cause: error },
      );
    case 'CSV_INVALID_CLOSING_QUOTE':
      return new IngestionError(
        'INVALID_SURVEY',
        `The CSV file cannot be read: on line ${line} a quoted value is followed by more text before the next separator.`,
        { cause: error },
      );
    default:
      return new IngestionError('INVALID_SURVEY', `The CSV file cannot be read: line ${line} is not valid CSV (${error.message}).`, {
        cause: error,
      });
  }
}
