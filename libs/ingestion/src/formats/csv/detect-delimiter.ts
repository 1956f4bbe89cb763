import { parse } from 'csv-parse/sync';

/** The separators people's tools write: comma, semicolon (Excel in much of Europe) and tab. */
export const CSV_DELIMITERS = [',', ';', '\t'] as const;
export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];

/** Enough of the file to judge by, without parsing it all three times. */
const SAMPLE_CHARS = 64 * 1024;
const SAMPLE_ROWS = 20;

/**
 * The separator of a CSV file: the one that splits the header into several columns and the most
 * sample rows into as many columns as the header. Giving csv-parse all three at once would split
 * a semicolon file at every comma inside an answer ("Fine, thanks"); judging by consistency does
 * not. A file with a single column reads the same whatever the choice: comma.
 */
export function detectDelimiter(text: string): CsvDelimiter {
  const sample = text.slice(0, SAMPLE_CHARS);
  let best: { delimiter: CsvDelimiter; score: number } = { delimiter: ',', score: 0 };
  for (const delimiter of CSV_DELIMITERS) {
    const score = rowsAsWideAsHeader(sampleRows(sample, delimiter));
    if (score > best.score) best = { delimiter, score };
  }
  return best.delimiter;
}

function sampleRows(sample: string, delimiter: CsvDelimiter): string[][] {
  const rows: string[][] = [];
  try {
    parse(sample, {
      delimiter,
      relax_column_count: true,
      // Lenient: the sample only has to show the file's shape; the real parse is strict.
      relax_quotes: true,
      skip_empty_lines: true,
      to: SAMPLE_ROWS,
      on_record: (record: string[]) => {
        rows.push(record);
        return null;
      },
    });
  } catch {
    // The sample may end inside a quoted answer: the rows read before it are enough to judge by.
  }
  return rows;
}

function rowsAsWideAsHeader(rows: readonly string[][]): number {
  const width = rows[0]?.length ?? 0;
  return width < 2 ? 0 : rows.filter((row) => row.length === width).length;
}
