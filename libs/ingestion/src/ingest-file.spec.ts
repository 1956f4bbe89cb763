import { IngestionError, UNSUPPORTED_FORMAT_MESSAGE } from './errors';
import type { FormatReader, TextReading } from './formats/reader';
import { ingestFile } from './ingest-file';

/** A reader that gives back fixed blocks, to test what ingestFile does around every reader. */
const readerOf =
  (reading: Omit<TextReading, 'kind'>): FormatReader =>
  async () => ({ kind: 'text', ...reading });

const paragraphs = readerOf({
  blocks: [
    { text: 'The export is  slow.', location: { paragraph: 1 } },
    { text: 'Pricing is unclear.', location: { paragraph: 2 } },
    { text: 'The export is slow.', location: { paragraph: 3 } },
    { text: '   ', location: { paragraph: 4 } },
  ],
  structure: {},
});

const codeOf = async (promise: Promise<unknown>): Promise<string> => {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof IngestionError)) throw new Error(`expected an IngestionError, got ${String(error)}`);
  return error.code;
};

async function* chunks(total: number, size: number): AsyncIterable<Uint8Array> {
  for (let sent = 0; sent < total; sent += size) yield Buffer.alloc(Math.min(size, total - sent), 0x61);
}

describe('ingestFile', () => {
  it('normalises, merges identical snippets with a count and keeps where the others were', async () => {
    const document = await ingestFile({ bytes: Buffer.from('x'), fileName: 'Notes from Q3.txt' }, { readers: { text: paragraphs } });
    expect(document).toEqual({
      format: 'text',
      title: 'Notes from Q3',
      language: 'en',
      characters: 'The export is slow.'.length * 2 + 'Pricing is unclear.'.length,
      words: 11,
      structure: {},
      snippets: [
        { text: 'The export is slow.', count: 2, location: { paragraph: 1 }, repeats: [{ location: { paragraph: 3 } }] },
        { text: 'Pricing is unclear.', count: 1, location: { paragraph: 2 } },
      ],
      notes: [],
    });
  });

  it('splits a very long block into snippets no longer than the limit', async () => {
    const long = readerOf({ blocks: [{ text: 'word '.repeat(10_000), location: { paragraph: 1 } }], structure: {} });
    const document = await ingestFile(
      { bytes: Buffer.from('x'), fileName: 'a.txt' },
      { readers: { text: long }, limits: { maxSnippetChars: 1000 } },
    );
    expect(document.snippets.every((snippet) => snippet.text.length <= 1000)).toBe(true);
    expect(document.words).toBe(10_000);
  });

  it('normalises a multi-megabyte block piece by piece without losing or splitting a word', () => {
    const sentence = 'The  export of large\nreports keeps failing for our finance team. ';
    const text = sentence.repeat(40_000);
    const long = readerOf({ blocks: [{ text, location: { paragraph: 1 } }], structure: {} });
    return ingestFile({ bytes: Buffer.from('x'), fileName: 'a.txt' }, { readers: { text: long } }).then((document) => {
      for (const snippet of document.snippets) {
        expect(snippet.text.length).toBeLessThanOrEqual(2000);
        expect(snippet.text).toMatch(
          /^The export of large reports keeps failing for our finance team\.( The export of large reports keeps failing for our finance team\.)*$/,
        );
      }
      expect(document.words).toBe(40_000 * 11);
    });
  });

  it.each([
    ['notes.exe', 'UNSUPPORTED_FORMAT'],
    ['notes', 'UNSUPPORTED_FORMAT'],
    ['deck.pptx', 'UNSUPPORTED_FORMAT'],
  ])('refuses %s with the product message', async (fileName, code) => {
    await expect(ingestFile({ bytes: Buffer.from('x'), fileName })).rejects.toEqual(
      expect.objectContaining({ code, message: UNSUPPORTED_FORMAT_MESSAGE }),
    );
  });

  it.each([
    ['a PNG named .txt', 'photo.txt', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]), 'CONTENT_MISMATCH'],
    ['a text named .pdf', 'report.pdf', Buffer.from('hello'), 'CONTENT_MISMATCH'],
    ['a PDF named .docx', 'report.docx', Buffer.from('%PDF-1.7\n'), 'CONTENT_MISMATCH'],
    ['an encrypted Office file', 'report.xlsx', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]), 'ENCRYPTED'],
    ['an empty file', 'empty.csv', Buffer.alloc(0), 'EMPTY_FILE'],
  ])('refuses %s before any reader runs', async (_case, fileName, bytes, code) => {
    const reader = jest.fn(paragraphs);
    expect(
      await codeOf(ingestFile({ bytes, fileName }, { readers: { text: reader, pdf: reader, docx: reader, xlsx: reader, csv: reader } })),
    ).toBe(code);
    expect(reader).not.toHaveBeenCalled();
  });

  it('caps the size per format, for whole buffers and for streams, without reading past the cap', async () => {
    const limits = { maxBytes: { text: 1000 } };
    await expect(
      ingestFile({ bytes: Buffer.alloc(1001, 0x61), fileName: 'a.txt' }, { limits, readers: { text: paragraphs } }),
    ).rejects.toEqual(
      expect.objectContaining({ code: 'FILE_TOO_LARGE', message: 'The file is 1001 bytes; a text file can be at most 1000 bytes.' }),
    );
    let pulled = 0;
    async function* counted() {
      for await (const chunk of chunks(1_000_000, 100)) {
        pulled += chunk.length;
        yield chunk;
      }
    }
    expect(await codeOf(ingestFile({ bytes: counted(), fileName: 'a.txt' }, { limits, readers: { text: paragraphs } }))).toBe(
      'FILE_TOO_LARGE',
    );
    expect(pulled).toBeLessThanOrEqual(1100);
  });

  it('accepts a stream under the cap', async () => {
    const reader = jest.fn(paragraphs);
    await ingestFile({ bytes: chunks(900, 100), fileName: 'a.txt' }, { limits: { maxBytes: { text: 1000 } }, readers: { text: reader } });
    expect(reader.mock.calls[0][0].bytes).toEqual(Buffer.alloc(900, 0x61));
  });

  it('refuses a file without readable text', async () => {
    const blank = readerOf({ blocks: [{ text: ' \n ', location: {} }], structure: {} });
    await expect(ingestFile({ bytes: Buffer.from(' '), fileName: 'a.md' }, { readers: { markdown: blank } })).rejects.toEqual(
      expect.objectContaining({ code: 'NO_TEXT', message: 'No readable text was found in a Markdown file.' }),
    );
  });

  it('turns a table into a survey', async () => {
    const table: FormatReader = async () => ({
      kind: 'table',
      rows: [
        ['Age', 'What could we improve?'],
        [34, 'Faster exports'],
        [41, ''],
        [29, 'Clearer pricing'],
      ],
    });
    const document = await ingestFile({ bytes: Buffer.from('x'), fileName: 'survey.csv' }, { readers: { csv: table } });
    expect(document.snippets).toEqual([
      { text: 'Faster exports', count: 1, location: { row: 2, column: 'What could we improve?' }, customer: { age: '34' } },
      { text: 'Clearer pricing', count: 1, location: { row: 4, column: 'What could we improve?' }, customer: { age: '29' } },
    ]);
    expect(document.structure.rows).toBe(3);
    expect(document.survey?.columns.map((column) => [column.name, column.type])).toEqual([
      ['Age', 'numeric'],
      ['What could we improve?', 'text'],
    ]);
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    const cancelling: FormatReader = async (input) => {
      controller.abort();
      return paragraphs(input);
    };
    expect(
      await codeOf(
        ingestFile({ bytes: Buffer.from('x'), fileName: 'a.txt' }, { readers: { text: cancelling }, signal: controller.signal }),
      ),
    ).toBe('CANCELLED');
  });
});
