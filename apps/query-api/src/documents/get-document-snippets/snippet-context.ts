import type { StoredSnippet } from '@app/infrastructure/files';
import type { SnippetLocation } from '@app/ingestion';
import type { DocumentKindView, DocumentView } from '@app/infrastructure/read-models';

/** A snippet where it was said: its text, its document, its place there, who said it and when. */
export interface SnippetContext {
  snippet_id: string;
  text: string;
  document_id: string;
  file_name: string;
  kind: DocumentKindView;
  location: SnippetLocation;
  /** The respondent's or customer's attributes, {} when none. */
  attributes: Record<string, string>;
  date: string | null;
}

/** The snippet's place in its document's artefact: `<documentId>:<n>` is the n-th snippet. */
export function snippetIn(snippets: readonly StoredSnippet[], snippetId: string): StoredSnippet | undefined {
  const index = Number(snippetId.slice(snippetId.lastIndexOf(':') + 1));
  const at = Number.isInteger(index) ? snippets[index] : undefined;
  return at?.snippetId === snippetId ? at : snippets.find((snippet) => snippet.snippetId === snippetId);
}

/** The snippet as answered: its stored text, place and speaker, with its document's name and kind. */
export function snippetContext(doc: Pick<DocumentView, 'document_id' | 'file_name' | 'kind'>, stored: StoredSnippet): SnippetContext {
  return {
    snippet_id: stored.snippetId,
    text: stored.text,
    document_id: doc.document_id,
    file_name: doc.file_name,
    kind: doc.kind,
    location: stored.location,
    attributes: stored.customer ?? {},
    date: stored.date ?? null,
  };
}
