import type { IngestedSnippet } from '@app/ingestion';
import { gzipSync } from 'node:zlib';
import {
  InvalidArtefactError,
  decodeSnippetArtefact,
  decodeSnippetArtefactInTurns,
  encodeSnippetArtefact,
  snippetIdOf,
} from './snippet-artefact';

const snippets: IngestedSnippet[] = [
  { text: 'Export is slow', count: 2, location: { start: 1.5, end: 4, speaker: 'Ana' }, repeats: [{ location: { start: 9 } }] },
  { text: 'Line\nbreaks and "quotes" survive', count: 1, location: { page: 2, paragraph: 3 }, customer: { country: 'PT' } },
];

describe('snippet artefact', () => {
  it('round-trips snippets with stable ids (document id plus index) and survey rows', () => {
    const bytes = encodeSnippetArtefact('doc-1', snippets, [{ Score: '9', Comment: 'fine' }]);
    const decoded = decodeSnippetArtefact(bytes);
    expect(decoded.header).toEqual({ v: 1, documentId: 'doc-1', snippets: 2, surveyRows: 1 });
    expect(decoded.snippets).toEqual(snippets.map((snippet, index) => ({ snippetId: snippetIdOf('doc-1', index), ...snippet })));
    expect(decoded.surveyRows).toEqual([{ Score: '9', Comment: 'fine' }]);
  });

  it('decodes the same in turns of the event loop, past a slice of lines', async () => {
    const many: IngestedSnippet[] = Array.from({ length: 4500 }, (_, index) => ({
      text: `snippet ${index}`,
      count: 1,
      location: { line: index + 1 },
    }));
    const bytes = encodeSnippetArtefact('doc-3', many, [{ Score: '1' }]);
    expect(await decodeSnippetArtefactInTurns(bytes)).toEqual(decodeSnippetArtefact(bytes));
    await expect(
      decodeSnippetArtefactInTurns(gzipSync(JSON.stringify({ v: 1, documentId: 'd', snippets: 3, surveyRows: 0 }))),
    ).rejects.toThrow(InvalidArtefactError);
  });

  it('gives the same bytes for the same input (so the same hash) and different bytes for another document', () => {
    expect(Buffer.from(encodeSnippetArtefact('doc-1', snippets)).equals(Buffer.from(encodeSnippetArtefact('doc-1', snippets)))).toBe(true);
    expect(Buffer.from(encodeSnippetArtefact('doc-1', snippets)).equals(Buffer.from(encodeSnippetArtefact('doc-2', snippets)))).toBe(false);
  });

  it('refuses an unknown version or a truncated artefact', () => {
    expect(() => decodeSnippetArtefact(gzipSync(JSON.stringify({ v: 9, documentId: 'd', snippets: 0, surveyRows: 0 })))).toThrow(
      InvalidArtefactError,
    );
    const truncated = gzipSync([JSON.stringify({ v: 1, documentId: 'd', snippets: 2, surveyRows: 0 }), '{"text":"a"}'].join('\n'));
    expect(() => decodeSnippetArtefact(truncated)).toThrow(InvalidArtefactError);
  });
});
