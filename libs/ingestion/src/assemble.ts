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

/** Long blocks are normalised a piece at a time, so a 10 MB paragraph never makes 10 MB copies at once. */
const NORMALISE_PIECE_CHARS = 256 * 1024;

function* snippetTexts(text: string, maxChars: number): Generator<string> {
  let start = 0;
  let carry = '';
  while (start < text.length) {
    let end = Math.min(text.length, start + NORMALISE_PIECE_CHARS);
    if (end < text.length) {
      // Cut at a line break or space so that no word (or hyphenated line break) is split.
      const space = Math.max(text.lastIndexOf('\n', end), text.lastIndexOf(' ', end));
      if (space > start) end = space;
    }
    const normalised = normaliseText(carry === '' ? text.slice(start, end) : `${carry} ${text.slice(start, end)}`);
    start = end;
    if (normalised === '') continue;
    const pieces = splitLongText(normalised, maxChars);
    // The last piece may continue in the next slice: carry it over unless this was the end.
    carry = start < text.length ? pieces.pop()! : '';
    yield* pieces;
  }
  if (carry !== '') yield carry;
}

/** The file's name without its folder or extension ("Q3 pipeline" of "exports/Q3 pipeline.csv"). */
export const titleFromName = (fileName: string): string => {
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
    for (const text of snippetTexts(block.text, input.limits.maxSnippetChars)) {
      characters += text.length;
      words += countWords(text);
      const occurrence = {
        location: block.location,
        ...(block.date !== undefined ? { date: block.date } : {}),
        ...(block.customer !== undefined ? { customer: block.customer } : {}),
      };
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
