import { titleFromName } from '../assemble';
import { formatOfName } from '../formats/detect-format';
import { type IngestInput, type IngestOptions, readIngestInput } from '../ingest-file';
import type { IngestFormat, IngestedSales } from '../model/ingested-document';
import { IngestionError } from '../errors';
import { SALES_FORMAT_MESSAGE } from './sales-errors';
import { tableToSales } from './table-to-sales';

const isSalesFormat = (format: IngestFormat): format is IngestedSales['format'] => format === 'csv' || format === 'xlsx';

/**
 * A CRM export uploaded as sales data, read into canonical sales records, or an IngestionError.
 * The file gets ingestFile's checks (the extension names the format, size cap, first bytes,
 * cancellation), but only the table formats, CSV and XLSX, are sales data.
 */
export async function ingestSalesFile(input: IngestInput, options: IngestOptions = {}): Promise<IngestedSales> {
  const format = formatOfName(input.fileName);
  if (!isSalesFormat(format)) throw new IngestionError('SALES_FORMAT', SALES_FORMAT_MESSAGE);
  const { reading } = await readIngestInput(input, format, options);
  // The CSV and XLSX readers always give a table; only a reader replaced in a test could not.
  if (reading.kind !== 'table') throw new IngestionError('SALES_FORMAT', SALES_FORMAT_MESSAGE);
  const sales = tableToSales(reading.rows, reading.sheet);
  return {
    format,
    title: reading.title?.trim() || titleFromName(input.fileName),
    ...sales,
    notes: [...(reading.notes ?? []), ...sales.notes],
  };
}
