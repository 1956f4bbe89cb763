import type { DocumentKind } from '@app/domain';
import type { StoredSnippet } from '@app/infrastructure/files';
import type { AnalyseOptions, Snippet, SourceLocation, SourceType } from '@app/insights';
import type { DateRange, SourceDocument } from './projects-analyse.thread-types';

/**
 * A project's stored snippets as the insight engine's input: one engine snippet per stored
 * snippet, under the stored id (`<documentId>:<n>`), so members, quotes and the snippets list all
 * name the same thing; surveys also as the engine's `Survey`, for the breakdowns of rated columns.
 */

export type Survey = NonNullable<AnalyseOptions['surveys']>[number];

const SOURCE_TYPE_OF: Record<Exclude<DocumentKind, 'sales'>, SourceType> = {
  transcript: 'call',
  survey: 'survey_answer',
  document: 'document',
};

/** Respondents looked through for one answer at most (keeps a file whose answers cannot be found linear). */
const MAX_ROW_SCAN = 1000;

// Ingestion normalised the snippet's text (NFC, spaces, invisible characters, hyphenated breaks),
// not the row's cell: compare both without anything that normalisation may have changed.
const compact = (text: string) =>
  text
    .normalize('NFC')
    .replace(/[\s\p{Cc}\p{Cf}\-\u2010]/gu, '')
    .toLowerCase();

/**
 * The 0-based respondent (index into the artefact's survey rows) of each survey answer. Ingestion
 * located answers by the spreadsheet's row (the header is row 1), but it skipped blank rows and
 * the header may sit lower, so the respondent is found by its cell holding the answer. Answers
 * come in file order, so each one's respondent lies after the previous answer's, and no further
 * below it than the spreadsheet's rows went. Within that window the first respondent wins: an
 * answer is stored once, at its first occurrence (later identical ones are its repeats), so no
 * earlier respondent gave the same text, while a later one may have. Exact text first, then
 * containment (a long answer was split into several snippets).
 */
export function respondentIndices(
  rows: ReadonlyArray<Record<string, string>>,
  snippets: readonly StoredSnippet[],
): Array<number | undefined> {
  const found: Array<number | undefined> = snippets.map(() => undefined);
  let anchor: { row: number; index: number } | null = null;
  snippets.forEach((snippet, position) => {
    const { row, column } = snippet.location;
    if (row === undefined || column === undefined) return;
    const low = anchor === null ? 0 : row === anchor.row ? anchor.index : anchor.index + 1;
    const high = Math.min(rows.length - 1, anchor === null ? row - 2 : anchor.index + (row - anchor.row), low + MAX_ROW_SCAN);
    const answer = compact(snippet.text);
    const cellOf = (index: number) => compact(rows[index]?.[column] ?? '');
    let match: number | undefined;
    for (let index = low; index <= high && match === undefined; index++) if (cellOf(index) === answer) match = index;
    for (let index = low; index <= high && match === undefined; index++) if (cellOf(index).includes(answer)) match = index;
    if (match === undefined) return;
    found[position] = match;
    anchor = { row, index: match };
  });
  return found;
}

/** The UTC day (YYYY-MM-DD) of an ISO date or date-time, or null when it is not a date. */
export function dayOf(date: string): string | null {
  const ms = Date.parse(date);
  return Number.isFinite(ms) ? new Date(ms).toISOString().slice(0, 10) : null;
}

export function inRange(date: string, range: DateRange): boolean {
  const day = dayOf(date);
  if (day === null) return false;
  return (range.start === null || day >= range.start) && (range.end === null || day <= range.end);
}

function customerOf(snippet: StoredSnippet): Snippet['customer'] {
  const { name: respondent, ...attributes } = snippet.customer ?? {};
  const name = snippet.location.speaker ?? respondent;
  if (name === undefined && Object.keys(attributes).length === 0) return undefined;
  return { ...(name !== undefined ? { name } : {}), attributes };
}

function locationOf(snippet: StoredSnippet, respondent: number | undefined, isSurvey: boolean): SourceLocation {
  const { page, line, start, speaker, column } = snippet.location;
  const location: SourceLocation = {};
  if (page !== undefined) location.page = page;
  // The engine reads a survey answer's line as its 1-based respondent: that is how breakdowns find the respondent's ratings.
  if (isSurvey) {
    if (respondent !== undefined) location.line = respondent + 1;
  } else if (line !== undefined) location.line = line;
  if (start !== undefined) location.timestampMs = Math.round(start * 1000);
  if (speaker !== undefined) location.speaker = speaker;
  if (column !== undefined) location.column = column;
  return location;
}

/** A stored snippet's own date when it has a valid one, else the document's upload. */
function dateOf(snippet: StoredSnippet, document: Pick<SourceDocument, 'uploadedAt'>): string {
  return snippet.date !== undefined && dayOf(snippet.date) !== null ? snippet.date : document.uploadedAt;
}

export interface DocumentSnippets {
  /** Every snippet the document gives the engine, before the date range. */
  snippets: Snippet[];
  /** Surveys: the respondents' rated answers, for breakdowns; null otherwise. */
  survey: Survey | null;
}

/**
 * One document's stored snippets as engine snippets. A survey gives snippets only for its text
 * columns selected for analysis; its selected likert, nps and numeric columns become the
 * breakdowns' `Survey` (id = the document's id, the source id of its answers).
 */
export function documentSnippets(
  document: Omit<SourceDocument, 'artefact' | 'kind'> & { kind: Exclude<DocumentKind, 'sales'> },
  stored: { snippets: readonly StoredSnippet[]; surveyRows: ReadonlyArray<Record<string, string>> },
): DocumentSnippets {
  const isSurvey = document.kind === 'survey';
  const included = document.surveyColumns.filter((column) => column.include);
  const textColumns = new Set(included.filter((column) => column.type === 'text').map((column) => column.name));
  const respondents = isSurvey ? respondentIndices(stored.surveyRows, stored.snippets) : [];
  const snippets: Snippet[] = [];
  stored.snippets.forEach((snippet, index) => {
    if (isSurvey && !textColumns.has(snippet.location.column ?? '')) return;
    const customer = customerOf(snippet);
    snippets.push({
      id: snippet.snippetId,
      text: snippet.text,
      source: { type: SOURCE_TYPE_OF[document.kind], id: document.documentId, location: locationOf(snippet, respondents[index], isSurvey) },
      date: dateOf(snippet, document),
      ...(customer !== undefined ? { customer } : {}),
    });
  });
  const rated = included.filter((column) => column.type === 'likert' || column.type === 'nps' || column.type === 'numeric');
  const survey: Survey | null =
    isSurvey && stored.surveyRows.length > 0 && rated.length > 0
      ? {
          id: document.documentId,
          date: document.uploadedAt,
          rows: stored.surveyRows,
          columns: Object.fromEntries(rated.map((column) => [column.name, column.type])),
        }
      : null;
  return { snippets, survey };
}
