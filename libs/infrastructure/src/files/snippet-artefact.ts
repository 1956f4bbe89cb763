import type { IngestedSnippet } from '@app/ingestion';
import { gunzipSync, gzipSync } from 'node:zlib';

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
  snippets.forEach((snippet, index) => lines.push(JSON.stringify({ snippetId: snippetIdOf(documentId, index), ...snippet })));
  for (const row of surveyRows) lines.push(JSON.stringify(row));
  return gzipSync(lines.join('\n'), { level: 6 });
}

export class InvalidArtefactError extends Error {
  constructor(reason: string) {
    super(`Invalid snippet artefact: ${reason}`);
    this.name = 'InvalidArtefactError';
  }
}

export function decodeSnippetArtefact(bytes: Uint8Array): SnippetArtefact {
  const lines = gunzipSync(bytes).toString('utf8').split('\n');
  const header = JSON.parse(lines[0]) as SnippetArtefactHeader;
  if (header.v !== SNIPPET_ARTEFACT_VERSION) throw new InvalidArtefactError(`version ${String(header.v)} is not known`);
  if (lines.length !== 1 + header.snippets + header.surveyRows) throw new InvalidArtefactError('line count disagrees with the header');
  const snippets = lines.slice(1, 1 + header.snippets).map((line) => JSON.parse(line) as StoredSnippet);
  const surveyRows = lines.slice(1 + header.snippets).map((line) => JSON.parse(line) as Record<string, string>);
  return { header, snippets, surveyRows };
}
