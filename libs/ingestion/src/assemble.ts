import { guessDocumentLanguage } from './text/language';
import { countWords, normaliseText, splitLongText } from './text/normalise-text';
import type { RawBlock, TextReading } from './formats/reader';
import type { IngestFormat, IngestedDocument, IngestedSnippet, SurveyTable } from './model/ingested-document';
import type { IngestionLimits } from './model/limits';

export interface AssembleInput {
  format: IngestFormat;
  fileName: string;
  title?: string;
  date?: string;
  blocks: readonly RawBlock[];
  structure: TextReading['structure'] & { columns?: SurveyTable['columns']; rows?: number };
  survey?: SurveyTable;
  notes?: readonly string[];
  limits: IngestionLimits;
}

const titleFromName = (fileName: string): string => {
  const base = fileName.split(/[\\/]/).pop() ?? fileName;
  const dot = base.lastIndexOf('.');
  return (dot > 0 ? base.slice(0, dot) : base).trim() || base;
};

/**
 * The result every format shares: blocks normalised and split to a readable length, identical
 * snippets merged with a count (the first occurrence keeps its place; the others are listed),
 * and the document's language and character and word counts.
 */
export function assembleDocument(input: AssembleInput): IngestedDocument {
  const byText = new Map<string, IngestedSnippet>();
  const snippets: IngestedSnippet[] = [];
  let characters = 0;
  let words = 0;
  for (const block of input.blocks) {
    const normalised = normaliseText(block.text);
    if (normalised === '') continue;
    for (const text of splitLongText(normalised, input.limits.maxSnippetChars)) {
      characters += text.length;
      words += countWords(text);
      const occurrence = { location: block.location, ...(block.date !== undefined ? { date: block.date } : {}), ...(block.customer !== undefined ? { customer: block.customer } : {}) };
      const existing = byText.get(text);
      if (existing === undefined) {
        const snippet: IngestedSnippet = { text, count: 1, ...occurrence };
        byText.set(text, snippet);
        snippets.push(snippet);
        continue;
      }
      existing.count++;
      existing.repeats ??= [];
      if (existing.repeats.length < input.limits.maxOccurrencesKept) existing.repeats.push(occurrence);
    }
  }
  const title = normaliseText(input.title ?? '') || titleFromName(input.fileName);
  return {
    format: input.format,
    title,
    language: guessDocumentLanguage(snippets.map((snippet) => snippet.text)),
    characters,
    words,
    ...(input.date !== undefined ? { date: input.date } : {}),
    structure: input.structure,
    snippets,
    ...(input.survey !== undefined ? { survey: input.survey } : {}),
    notes: [...(input.notes ?? [])],
  };
}
