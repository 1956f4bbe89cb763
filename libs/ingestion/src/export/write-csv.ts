import { stringify } from 'csv-stringify/sync';

export interface WriteCsvOptions {
  /**
   * The columns to write, in order, and the header row's names. For records, defaults to every key
   * met, in the order first met. For array rows, names the header (cells past the last named
   * column are not written); without it no header row is written.
   */
  columns?: string[];
  /** Write the header row (default: whenever there are columns). */
  header?: boolean;
  delimiter?: ',' | ';' | '\t';
  /** Start with a UTF-8 byte-order mark, so that Excel reads accented letters right. */
  bom?: boolean;
}

type Rows = ReadonlyArray<Record<string, unknown>> | ReadonlyArray<unknown[]>;

/** Records: every key met, in the order first met. Array rows have no names of their own. */
function columnsOf(rows: Rows): string[] | undefined {
  if (rows.length === 0 || Array.isArray(rows[0])) return undefined;
  const keys = [...new Set((rows as ReadonlyArray<Record<string, unknown>>).flatMap((record) => Object.keys(record)))];
  return keys.length > 0 ? keys : undefined;
}

/**
 * Every CSV the product writes goes through here, because a cell that starts with =, +, -, @, a
 * tab or a carriage return is run as a formula by spreadsheet applications (CSV injection:
 * `=HYPERLINK(...)` in a customer's answer would become a live link in the analyst's Excel).
 * csv-stringify's `escape_formulas` prefixes such cells with a single quote, as OWASP advises; it
 * leaves numbers alone (-3 stays a number: a number is never a formula), and also catches the
 * full-width forms of those characters that Apple Numbers reads as the ASCII ones. Header names
 * are cells too and are neutralised the same way.
 */
export function writeCsv(rows: Rows, options: WriteCsvOptions = {}): string {
  const columns = options.columns ?? columnsOf(rows);
  return stringify([...rows], {
    escape_formulas: true,
    columns,
    header: options.header ?? columns !== undefined,
    delimiter: options.delimiter ?? ',',
    bom: options.bom ?? false,
    cast: {
      // Dates as ISO 8601 rather than milliseconds; booleans as words rather than 1 and ''.
      date: (value) => value.toISOString(),
      boolean: (value) => (value ? 'true' : 'false'),
    },
  });
}
