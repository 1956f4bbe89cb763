import { zipSync } from 'fflate';
import readXlsxFile, { type Sheet } from 'read-excel-file/node';
import { inspectArchive } from '../../archive';
import { IngestionError, throwIfCancelled } from '../../errors';
import { FORMAT_NAMES } from '../detect-format';
import type { FormatReader, RawCell } from '../reader';

/** The workbook part every XLSX file has; its absence means the ZIP is some other document. */
const WORKBOOK_PART = 'xl/workbook.xml';

// Workbook, sheets, shared strings, styles and relationships; media is counted, never kept.
const isXmlPart = (name: string): boolean => /\.(xml|rels)$/i.test(name);

/** Parts that say which other Office document a ZIP named .xlsx really is. */
const OTHER_DOCUMENTS: Array<{ part: string; kind: string }> = [
  { part: 'word/document.xml', kind: 'a Word document' },
  { part: 'ppt/presentation.xml', kind: 'a PowerPoint presentation' },
];

/**
 * An XLSX survey: the first worksheet that has any value (usually the first), as rows of cells,
 * with the sheet's name. The archive is inspected first (zip bomb, unsafe paths, entry count) and
 * its XML parts kept; read-excel-file then reads a workbook rebuilt (stored, uncompressed) from
 * those verified parts only. Handing it the original bytes would let its own ZIP reader find
 * entries the inspection never saw (central-directory records hidden beyond the declared count).
 *
 * Formulas are never evaluated: read-excel-file has no formula engine. For a formula cell it gives
 * the result the spreadsheet application cached in the file when it last saved it (so the cell
 * reads as the person saw it), and an empty cell when no result was cached (files written by
 * scripts); it offers no way to read the formula's own text, so a formula is never kept as text
 * from an XLSX file. Dates arrive as Date objects (tableToSurvey writes them as ISO dates).
 */
export const readXlsx: FormatReader = async ({ bytes, limits, signal }) => {
  const { entryNames, parts } = await inspectArchive(bytes, limits, signal, {
    keep: { select: isXmlPart, maxBytes: limits.maxWorkbookXmlBytes },
  });
  if (!entryNames.includes(WORKBOOK_PART)) throw notAWorkbook(entryNames);
  const verified = Buffer.from(zipSync(Object.fromEntries([...parts].map(([name, contents]) => [name, [contents, { level: 0 }]]))));
  const sheets = await readSheets(verified);
  throwIfCancelled(signal);
  const chosen = sheets.find((sheet) => sheet.data.some((row) => row.some(hasValue))) ?? sheets[0];
  if (chosen === undefined) throw new IngestionError('CORRUPTED', 'The workbook is damaged and cannot be read: it has no worksheet.');
  // read-excel-file declares date cells as `typeof Date` (the constructor); they are Date objects.
  return { kind: 'table', sheet: chosen.sheet, rows: chosen.data as unknown as RawCell[][] };
};

const hasValue = (cell: unknown): boolean => cell !== null && cell !== undefined && cell !== '';

async function readSheets(bytes: Buffer): Promise<Sheet[]> {
  try {
    return await readXlsxFile(bytes);
  } catch (error) {
    throw new IngestionError('CORRUPTED', 'The workbook is damaged and cannot be read.', { cause: error });
  }
}

function notAWorkbook(entryNames: readonly string[]): IngestionError {
  const kind = OTHER_DOCUMENTS.find((document) => entryNames.includes(document.part))?.kind ?? 'a ZIP archive without a workbook';
  return new IngestionError(
    'CONTENT_MISMATCH',
    `The file's contents do not match its name: it is named as ${FORMAT_NAMES.xlsx} but it is ${kind}.`,
  );
}
