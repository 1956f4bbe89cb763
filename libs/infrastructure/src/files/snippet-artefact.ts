import type { IngestedSnippet } from '@app/ingestion';
import { promisify } from 'node:util';
import { gunzip, gunzipSync, gzipSync } from 'node:zlib';

const gunzipAsync = promisify(gunzip);

/**
 * One document's extracted snippets as an immutable artefact: gzip-compressed JSON lines, stored
 * in the file store under the hash of its bytes (DocumentIngested names that hash). The first line
 * is a header naming the document, so two documents with the same content never share an artefact
 * and deleting one document's artefact never touches another's. Then one line per snippet in
 * extraction order, then (surveys only) one line per respondent row. Replays, previews and analyses
 * all read these same bytes.
 */
export const SNIPPET_ARTEFACT_VERSION = 1;

export interface SnippetArtefactHeader {
  v: typeof SNIPPET_ARTEFACT_VERSION;
  documentId: string;
  snippets: number;
  surveyRows: number;
}

/** A snippet as stored: the ingestion library's snippet plus its stable id. */
export interface StoredSnippet extends IngestedSnippet {
  snippetId: string;
}

export interface SnippetArtefact {
  header: SnippetArtefactHeader;
  snippets: StoredSnippet[];
  /** Surveys: every respondent's answers by column name, for breakdowns; empty otherwise. */
  surveyRows: Array<Record<string, string>>;
}

/** Stable for the life of the document: its id plus the snippet's index in extraction order. */
export const snippetIdOf = (documentId: string, index: number): string => `${documentId}:${index}`;

export function encodeSnippetArtefact(
  documentId: string,
  snippets: readonly IngestedSnippet[],
  surveyRows: ReadonlyArray<Record<string, string>> = [],
): Uint8Array {
  const header: SnippetArtefactHeader = {
    v: SNIPPET_ARTEFACT_VERSION,
    documentId,
    snippets: snippets.length,
    surveyRows: surveyRows.length,
  };
  const lines = [JSON.stringify(header)];
  // The id is written in front of the snippet's own JSON rather than spread into a copy of it:
  // tens of thousands of copies per document were most of the encoding's time and garbage.
  snippets.forEach((snippet, index) =>
    lines.push(`{"snippetId":${JSON.stringify(snippetIdOf(documentId, index))},${JSON.stringify(snippet).slice(1)}`),
  );
  for (const row of surveyRows) lines.push(JSON.stringify(row));
  // Level 1: a 20 MB transcript's 17 MB of lines compress in 0.1 s instead of 0.26 s, to 2.1 MB instead of 1.4 MB.
  return gzipSync(lines.join('\n'), { level: 1 });
}

export class InvalidArtefactError extends Error {
  constructor(reason: string) {
    super(`Invalid snippet artefact: ${reason}`);
    this.name = 'InvalidArtefactError';
  }
}

function headerOf(lines: readonly string[]): SnippetArtefactHeader {
  const header = JSON.parse(lines[0]) as SnippetArtefactHeader;
  if (header.v !== SNIPPET_ARTEFACT_VERSION) throw new InvalidArtefactError(`version ${String(header.v)} is not known`);
  if (lines.length !== 1 + header.snippets + header.surveyRows) throw new InvalidArtefactError('line count disagrees with the header');
  return header;
}

function artefactOf(header: SnippetArtefactHeader, parsed: readonly unknown[]): SnippetArtefact {
  return {
    header,
    snippets: parsed.slice(0, header.snippets) as StoredSnippet[],
    surveyRows: parsed.slice(header.snippets) as Array<Record<string, string>>,
  };
}

/** For threads and tools, where holding the event loop for the whole decode costs nobody. */
export function decodeSnippetArtefact(bytes: Uint8Array): SnippetArtefact {
  const lines = gunzipSync(bytes).toString('utf8').split('\n');
  const header = headerOf(lines);
  return artefactOf(
    header,
    lines.slice(1).map((line) => JSON.parse(line) as unknown),
  );
}

/** Lines parsed between two turns of the event loop (a few milliseconds of work). */
const LINES_PER_TURN = 2000;

/**
 * For an event loop that answers requests meanwhile: the gunzip runs on libuv's thread pool and
 * the lines are parsed a slice at a time, so a 42,000-snippet transcript (some 300 ms of parsing)
 * never holds other requests for more than a few milliseconds.
 */
export async function decodeSnippetArtefactInTurns(bytes: Uint8Array): Promise<SnippetArtefact> {
  const lines = (await gunzipAsync(bytes)).toString('utf8').split('\n');
  const header = headerOf(lines);
  const parsed: unknown[] = [];
  for (let index = 1; index < lines.length; index += 1) {
    parsed.push(JSON.parse(lines[index]));
    if (index % LINES_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
  }
  return artefactOf(header, parsed);
}
