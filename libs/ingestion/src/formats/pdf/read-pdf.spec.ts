import { ingestFile, type IngestOptions } from '../..';
import type { FormatReader } from '../reader';
import { generateBenchPdf } from './bench-pdf';
import { makeEncryptedPdf, makeJapanesePdf, makePdf, makePdfWithPieces } from './pdf-fixtures.spec-helper';
import { createPdfReader, readPdf } from './read-pdf';

const ingest = (bytes: Uint8Array, options: IngestOptions & { reader?: FormatReader } = {}, fileName = 'interviews.pdf') =>
  ingestFile({ bytes, fileName }, { ...options, readers: { pdf: options.reader ?? readPdf } });

const located = (text: string, page: number, paragraph: number) => ({ text, count: 1, location: { page, paragraph } });

describe('readPdf', () => {
  it('reads each page into paragraphs located by page and paragraph, with the title and creation date', async () => {
    const bytes = await makePdf(
      [
        [
          'Customer interview notes',
          '',
          'The customer said the onboarding was slow',
          'and the invoices were confusing.',
          '',
          'She would recommend the product to a friend.',
        ],
        ['Support answered within an hour.', 'The export to spreadsheets saved time.'],
      ],
      { title: 'Spring interviews', creationDate: new Date('2024-01-15T10:30:00Z') },
    );

    const document = await ingest(bytes);

    expect(document.snippets).toEqual([
      located('Customer interview notes', 1, 1),
      located('The customer said the onboarding was slow and the invoices were confusing.', 1, 2),
      located('She would recommend the product to a friend.', 1, 3),
      located('Support answered within an hour. The export to spreadsheets saved time.', 2, 1),
    ]);
    expect(document.title).toBe('Spring interviews');
    expect(document.date).toBe('2024-01-15T10:30:00.000Z');
    expect(document.structure).toEqual({ pages: 2 });
    expect(document.notes).toEqual([]);
  });

  it('removes a header and footer repeated on every page and says how many lines went', async () => {
    const bytes = await makePdf(
      [
        ['Pricing came up in every call.'],
        ['Two customers asked for an annual plan.', '', 'One wanted invoices in euros.'],
        ['Nobody mentioned the mobile app.'],
      ],
      { header: 'Acme Corp - Confidential', footer: (page) => `Page ${page} of 3` },
    );

    const document = await ingest(bytes);

    expect(document.snippets).toEqual([
      located('Pricing came up in every call.', 1, 1),
      located('Two customers asked for an annual plan.', 2, 1),
      located('One wanted invoices in euros.', 2, 2),
      located('Nobody mentioned the mobile app.', 3, 1),
    ]);
    expect(document.notes).toEqual(['Removed 6 lines repeated at the top or bottom of pages (page headers and footers).']);
  });

  it('keeps line breaks inside a paragraph so a word hyphenated across lines is joined again', async () => {
    const bytes = await makePdf([['We asked every cus-', 'tomer about the new dash-', 'board and its well-known', 'features.']]);

    const document = await ingest(bytes);

    expect(document.snippets).toEqual([located('We asked every customer about the new dashboard and its well-known features.', 1, 1)]);
  });

  it('takes the title from the file name and gives no date when the PDF has no metadata', async () => {
    const bytes = await makePdf([['Short note.']], { metadata: false });

    const document = await ingest(bytes, {}, 'call-notes.pdf');

    expect(document.title).toBe('call-notes');
    expect(document).not.toHaveProperty('date');
  });

  it('orders the pieces of a line by position and keeps columns apart', async () => {
    const bytes = await makePdfWithPieces([
      { text: 'world.', x: 120, y: 700 },
      { text: 'Hello', x: 72, y: 700 },
      { text: 'Next line here.', x: 72, y: 685 },
      { text: 'Right column first line', x: 320, y: 700 },
      { text: 'right column second line.', x: 320, y: 685 },
    ]);

    const document = await ingest(bytes);

    expect(document.snippets).toEqual([
      located('Hello world. Next line here.', 1, 1),
      located('Right column first line right column second line.', 1, 2),
    ]);
  });

  it('reads Japanese text whose font is not embedded, through the standard character maps', async () => {
    const document = await ingest(await makeJapanesePdf('顧客の声を聞く'));

    expect(document.snippets).toEqual([located('顧客の声を聞く', 1, 1)]);
  });

  it('reads the pages that have text and notes the scanned ones', async () => {
    const bytes = await makePdf(['scan', ['Only this page has text.']]);

    const document = await ingest(bytes);

    expect(document.snippets).toEqual([located('Only this page has text.', 2, 1)]);
    expect(document.structure).toEqual({ pages: 2 });
    expect(document.notes).toEqual([
      '1 of 2 pages had no text (they look like scanned images, which need text recognition) and were skipped.',
    ]);
  });

  it('reads the benchmark PDF: every page, without its header and footer', async () => {
    const document = await ingest(await generateBenchPdf(3));

    expect(document.title).toBe('Customer interview notes');
    expect(document.structure).toEqual({ pages: 3 });
    expect(document.notes).toEqual(['Removed 6 lines repeated at the top or bottom of pages (page headers and footers).']);
    expect([...new Set(document.snippets.map((snippet) => snippet.location.page))]).toEqual([1, 2, 3]);
    expect(document.snippets.filter((snippet) => /Acme Research|Confidential/.test(snippet.text))).toEqual([]);
  });
});

describe('readPdf refuses', () => {
  it('a password-protected PDF', async () => {
    await expect(ingest(await makeEncryptedPdf('Secret roadmap'))).rejects.toMatchObject({
      code: 'ENCRYPTED',
      message: expect.stringContaining('password-protected'),
    });
  });

  it('a PDF of scanned images without a text layer, saying so', async () => {
    await expect(ingest(await makePdf(['scan', 'scan']))).rejects.toMatchObject({
      code: 'NO_TEXT_LAYER',
      message: expect.stringMatching(/no text layer.*scanned.*OCR/),
    });
  });

  it('a truncated PDF', async () => {
    const bytes = await makePdf([['Some text that will be cut off.']]);

    await expect(ingest(bytes.slice(0, Math.floor(bytes.length / 2)))).rejects.toMatchObject({ code: 'CORRUPTED' });
  });

  it('garbled bytes behind a PDF header', async () => {
    const garbage = Buffer.from(Array.from({ length: 2000 }, (_, index) => (index * 7919) % 256));

    await expect(ingest(Buffer.concat([Buffer.from('%PDF-1.7\n'), garbage]))).rejects.toMatchObject({ code: 'CORRUPTED' });
  });

  it('more pages than allowed', async () => {
    const bytes = await makePdf([['One.'], ['Two.'], ['Three.']]);

    await expect(ingest(bytes, { limits: { maxPages: 2 } })).rejects.toMatchObject({
      code: 'TOO_MANY_PAGES',
      message: 'This PDF has 3 pages; at most 2 can be read.',
    });
  });

  it('more text than allowed to unpack', async () => {
    const bytes = await makePdf([['A line of forty characters, more or less.'], ['And another line of about the same size.']]);

    await expect(ingest(bytes, { limits: { maxTextChars: 60 } })).rejects.toMatchObject({ code: 'FILE_TOO_LARGE' });
  });

  it('to go on when the reading is cancelled before it starts', async () => {
    const controller = new AbortController();
    controller.abort();

    await expect(ingest(await makePdf([['Text.']]), { signal: controller.signal })).rejects.toMatchObject({ code: 'CANCELLED' });
  });

  it('to go on when the reading is cancelled while the PDF is being parsed', async () => {
    const controller = new AbortController();
    const abortOnceStarted: FormatReader = (input) => {
      const reading = readPdf(input);
      controller.abort();
      return reading;
    };

    await expect(ingest(await makePdf([['Text.']]), { signal: controller.signal, reader: abortOnceStarted })).rejects.toMatchObject({
      code: 'CANCELLED',
    });
  });

  it('a PDF that takes too long to parse', async () => {
    await expect(ingest(await makePdf([['Text.']]), { reader: createPdfReader({ timeoutMs: 1 }) })).rejects.toMatchObject({
      code: 'CORRUPTED',
      message: expect.stringContaining('took longer than'),
    });
  });

  it('a PDF that needs more memory than allowed', async () => {
    await expect(ingest(await makePdf([['Text.']]), { reader: createPdfReader({ maxMemoryMb: 1 }) })).rejects.toMatchObject({
      code: 'CORRUPTED',
      message: expect.stringContaining('more memory than allowed'),
    });
  });
});
