import { type ColumnTypeDetection, demographicKeyOf, detectColumnType, isBlankAnswer } from '@app/insights';
import { IngestionError, tooManyRowsError } from '../errors';
import type { RawBlock, RawCell } from '../formats/reader';
import type { CustomerAttributes, SurveyColumn, SurveyTable } from '../model/ingested-document';
import type { IngestionLimits } from '../model/limits';
import { hostOfEmail } from '../sales/web-domain';

/**
 * A survey table (CSV or a worksheet) as the product uses it: one respondent per row under a
 * header row. Each column gets a detected type with its evidence; text answers become snippets
 * located by row and column; the respondent's demographic columns become the snippet's customer
 * attributes; every answer stays in `rows` for the likert, nps and numeric breakdowns.
 */

export interface SurveyReading {
  survey: SurveyTable;
  blocks: RawBlock[];
  /** 1-based row of the header in the file. */
  headerRow: number;
}

/** Columns that are the respondent's attributes though not among SPEC.md's demographic keys. */
const EXTRA_ATTRIBUTE =
  /^(country|region|city|state|plan|tier|segment|company|company size|industry|role|job title|department|language|customer type)$/i;
const RESPONDENT = /^(respondent|respondent name|name|full name|customer|customer name|company name|account|account name)$/i;
/**
 * A respondent's email becomes the attribute email_domain (acme.com): enough to match the answers
 * to an account, and the address itself is never copied into each snippet's customer attributes.
 */
const EMAIL_HEADER = /^(contact[\s_-]?)?e-?mail([\s_-]?address)?$/i;
const EMAIL_DOMAIN = 'email_domain';
const DATE_HEADER = /(^|\b)(date|submitted|submitted at|timestamp|completed|completed at|response date|end date)$/i;

/** A cell as text, the way the person saw it: numbers plainly, dates as ISO dates, formulas as written. */
export function cellText(cell: RawCell): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : cell.toISOString().replace(/T00:00:00\.000Z$/, '');
  if (typeof cell === 'boolean') return cell ? 'TRUE' : 'FALSE';
  return String(cell).trim();
}

/** Header names made unique and never empty ("Column 3", "Feedback (2)"). */
export function uniqueHeaders(cells: readonly RawCell[]): string[] {
  const seen = new Map<string, number>();
  return cells.map((cell, index) => {
    const base = cellText(cell).replace(/\s+/g, ' ') || `Column ${index + 1}`;
    const times = (seen.get(base.toLowerCase()) ?? 0) + 1;
    seen.set(base.toLowerCase(), times);
    return times === 1 ? base : `${base} (${times})`;
  });
}

const attributeKeyOf = (column: string): string | undefined =>
  (EMAIL_HEADER.test(column.trim()) ? EMAIL_DOMAIN : undefined) ??
  demographicKeyOf(column) ??
  (EXTRA_ATTRIBUTE.test(column.trim())
    ? column
        .trim()
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '_')
    : undefined);

/**
 * A column's detected type, except that a column describing the respondent (country, plan, name)
 * is never free text to analyse, however varied its values: it becomes the snippets' customer
 * attributes, not snippets of its own. Its numbers and ratings (age, income band) stay typed for
 * breakdowns.
 */
function columnTypeOf(values: readonly string[], name: string, describesRespondent: boolean): ColumnTypeDetection {
  const detected = detectColumnType(values, name);
  if (!describesRespondent || detected.type !== 'text') return detected;
  return {
    type: 'None',
    evidence: `The header "${name.trim()}" describes the respondent: its values become the answers' customer attributes, not answers to analyse.`,
  };
}

export function tableToSurvey(rows: readonly RawCell[][], limits: IngestionLimits, sheet?: string): SurveyReading {
  const headerIndex = rows.findIndex((row) => row.some((cell) => cellText(cell) !== ''));
  if (headerIndex < 0) throw new IngestionError('NO_TEXT', 'The survey has no rows.');
  // Not Math.max(...): spreading a sheet of 200,000 rows overflows the call stack.
  const width = rows.reduce((widest, row) => Math.max(widest, row.length), 0);
  if (width > limits.maxColumns)
    throw new IngestionError('INVALID_SURVEY', `The survey has ${width} columns; at most ${limits.maxColumns} are accepted.`);
  const headerCells = Array.from({ length: width }, (_, index) => rows[headerIndex][index]);
  const headers = uniqueHeaders(headerCells);
  const dataRows: Array<{ fileRow: number; values: string[] }> = [];
  for (let index = headerIndex + 1; index < rows.length; index++) {
    const values = headers.map((_, column) => cellText(rows[index][column]));
    if (values.every((value) => value === '')) continue;
    if (dataRows.length === limits.maxRows) throw tooManyRowsError(limits.maxRows);
    dataRows.push({ fileRow: index + 1, values });
  }
  if (dataRows.length === 0) throw new IngestionError('NO_TEXT', 'The survey has a header row but no answers.');

  const respondentIndex = headers.findIndex((name) => RESPONDENT.test(name.trim()));
  const columns: SurveyColumn[] = headers.map((name, index) => {
    const demographicKey = attributeKeyOf(name);
    const { type, evidence } = columnTypeOf(
      dataRows.map((row) => row.values[index]),
      name,
      demographicKey !== undefined || index === respondentIndex,
    );
    return { name, type, evidence, include: type !== 'None', ...(demographicKey !== undefined ? { demographicKey } : {}) };
  });
  const dateIndex = headers.findIndex(
    (name, index) => DATE_HEADER.test(name.trim()) && dataRows.some((row) => Number.isFinite(Date.parse(row.values[index]))),
  );

  const blocks: RawBlock[] = [];
  for (const row of dataRows) {
    const customer: CustomerAttributes = {};
    columns.forEach((column, index) => {
      if (column.demographicKey === undefined || isBlankAnswer(row.values[index])) return;
      const value = column.demographicKey === EMAIL_DOMAIN ? hostOfEmail(row.values[index]) : row.values[index];
      if (value !== undefined) customer[column.demographicKey] = value;
    });
    if (respondentIndex >= 0 && !isBlankAnswer(row.values[respondentIndex])) customer.name = row.values[respondentIndex];
    const parsedDate = dateIndex >= 0 ? Date.parse(row.values[dateIndex]) : Number.NaN;
    const date = Number.isFinite(parsedDate) ? new Date(parsedDate).toISOString() : undefined;
    columns.forEach((column, index) => {
      if (column.type !== 'text' || isBlankAnswer(row.values[index])) return;
      blocks.push({
        text: row.values[index],
        location: { row: row.fileRow, column: column.name, ...(sheet !== undefined ? { sheet } : {}) },
        ...(date !== undefined ? { date } : {}),
        ...(Object.keys(customer).length > 0 ? { customer } : {}),
      });
    });
  }
  const survey: SurveyTable = {
    columns,
    // Rows are stored with the snippets (for breakdowns): an email cell keeps its domain only there too.
    rows: dataRows.map((row) =>
      Object.fromEntries(
        headers.map((name, index) => [
          name,
          columns[index].demographicKey === EMAIL_DOMAIN ? (hostOfEmail(row.values[index]) ?? '') : row.values[index],
        ]),
      ),
    ),
    ...(respondentIndex >= 0 ? { respondentColumn: headers[respondentIndex] } : {}),
    ...(dateIndex >= 0 ? { dateColumn: headers[dateIndex] } : {}),
  };
  return { survey, blocks, headerRow: headerIndex + 1 };
}
