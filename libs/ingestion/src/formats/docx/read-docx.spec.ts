import { Document, FootnoteReferenceRun, Packer, Paragraph, TextRun } from 'docx';
import mammoth from 'mammoth';
import { declareUncompressedSize, hideLastEntryFromCount, renameEntry, unzipAll, zipOf } from '../../archive/zip-fixtures.spec-helper';
import { ingestFile, type IngestOptions } from '../../ingest-file';
import { bullet, coreXml, docxOf, heading, numbered, paragraph, table, withParts } from './docx-fixtures.spec-helper';
import { readDocx } from '.';
import { DEFAULT_LIMITS } from '../../model/limits';

const MB = 1024 * 1024;

const ingest = (bytes: Buffer, options: Omit<IngestOptions, 'readers'> = {}, fileName = 'notes.docx') =>
  ingestFile({ bytes, fileName }, { ...options, readers: { docx: readDocx } });

const sampleChildren = () => [
  heading('Onboarding research', 1),
  paragraph('We interviewed twelve customers in March.'),
  heading('Pricing', 2),
  paragraph('Customers find the annual plan too expensive.', 'Several asked for monthly billing.'),
  bullet('Too many steps at signup'),
  bullet('Invoices are hard to find', 1),
  numbered('Open the billing page'),
  table([
    [['Plan'], ['Feedback']],
    [['Pro'], ['Great value', 'but slow support']],
  ]),
  paragraph('Thank you.'),
  heading('Support', 2),
  paragraph('Thank you.'),
  heading('Next steps', 1),
  paragraph('Follow up in April.'),
];

describe('readDocx', () => {
  it('reads paragraphs, list items and table cells with their paragraph number and heading path', async () => {
    const document = await ingest(await docxOf(sampleChildren(), { title: 'Customer research notes' }));

    const research = ['Onboarding research'];
    const pricing = ['Onboarding research', 'Pricing'];
    expect(document.format).toBe('docx');
    expect(document.title).toBe('Customer research notes');
    expect(document.structure).toEqual({
      headings: [
        { level: 1, text: 'Onboarding research' },
        { level: 2, text: 'Pricing' },
        { level: 2, text: 'Support' },
        { level: 1, text: 'Next steps' },
      ],
    });
    expect(document.snippets).toEqual([
      { text: 'We interviewed twelve customers in March.', count: 1, location: { paragraph: 1, headingPath: research } },
      {
        text: 'Customers find the annual plan too expensive. Several asked for monthly billing.',
        count: 1,
        location: { paragraph: 2, headingPath: pricing },
      },
      { text: 'Too many steps at signup', count: 1, location: { paragraph: 3, headingPath: pricing } },
      { text: 'Invoices are hard to find', count: 1, location: { paragraph: 4, headingPath: pricing } },
      { text: 'Open the billing page', count: 1, location: { paragraph: 5, headingPath: pricing } },
      { text: 'Plan', count: 1, location: { paragraph: 6, headingPath: pricing } },
      { text: 'Feedback', count: 1, location: { paragraph: 7, headingPath: pricing } },
      { text: 'Pro', count: 1, location: { paragraph: 8, headingPath: pricing } },
      { text: 'Great value but slow support', count: 1, location: { paragraph: 9, headingPath: pricing } },
      {
        text: 'Thank you.',
        count: 2,
        location: { paragraph: 10, headingPath: pricing },
        repeats: [{ location: { paragraph: 11, headingPath: ['Onboarding research', 'Support'] } }],
      },
      { text: 'Follow up in April.', count: 1, location: { paragraph: 12, headingPath: ['Next steps'] } },
    ]);
  });

  it('keeps paragraphs before the first heading with an empty heading path, and pops headings by level', async () => {
    const document = await ingest(
      await docxOf([
        paragraph('Preface.'),
        heading('A', 1),
        heading('A.1.1', 3),
        paragraph('Deep.'),
        heading('A.2', 2),
        paragraph('Shallower.'),
        heading('B', 1),
        paragraph('Top.'),
      ]),
    );

    expect(document.snippets.map((snippet) => snippet.location)).toEqual([
      { paragraph: 1, headingPath: [] },
      { paragraph: 2, headingPath: ['A', 'A.1.1'] },
      { paragraph: 3, headingPath: ['A', 'A.2'] },
      { paragraph: 4, headingPath: ['B'] },
    ]);
  });

  it('takes the first heading as title when the package has none, else the file name', async () => {
    expect((await ingest(await docxOf([heading('Churn interviews', 1), paragraph('Text.')]))).title).toBe('Churn interviews');
    expect((await ingest(await docxOf([paragraph('Text.')]), {}, 'Call with ACME.docx')).title).toBe('Call with ACME');
  });

  it("reads the package's title (entities decoded) and creation date from docProps/core.xml", async () => {
    const docx = await withParts(await docxOf([heading('Heading', 1), paragraph('Text.')]), {
      'docProps/core.xml': coreXml({ title: 'Q3 &amp; Q4 interviews', created: '2024-03-05T10:30:00Z' }),
    });

    const document = await ingest(docx);

    expect(document.title).toBe('Q3 & Q4 interviews');
    expect(document.date).toBe('2024-03-05T10:30:00.000Z');
  });

  it('reads a package without docProps/core.xml', async () => {
    const docx = await withParts(await docxOf([heading('Only heading', 1), paragraph('Text.')]), { 'docProps/core.xml': null });

    const document = await ingest(docx);

    expect(document.title).toBe('Only heading');
    expect(document.date).toBeUndefined();
  });

  it('leaves out footnote markers and reads the footnote as a paragraph of its own', async () => {
    const docx = await Packer.toBuffer(
      new Document({
        footnotes: { 1: { children: [new Paragraph('Said on the second call.')] } },
        sections: [
          {
            children: [
              new Paragraph({ children: [new TextRun('Prices went up'), new FootnoteReferenceRun(1), new TextRun(' last year.')] }),
            ],
          },
        ],
      }),
    );

    const document = await ingest(docx);

    expect(document.snippets.map(({ text, location }) => ({ text, location }))).toEqual([
      { text: 'Prices went up last year.', location: { paragraph: 1, headingPath: [] } },
      { text: 'Said on the second call.', location: { paragraph: 2, headingPath: [] } },
    ]);
  });

  it('refuses a document without any text', async () => {
    await expect(ingest(await docxOf([paragraph(''), heading('', 1)]))).rejects.toMatchObject({ code: 'NO_TEXT' });
  });
});

describe('readDocx on hostile and broken files', () => {
  it('refuses a workbook renamed .docx, saying what it is', async () => {
    const xlsx = await zipOf([
      { name: '[Content_Types].xml', data: '<Types/>' },
      { name: 'xl/workbook.xml', data: '<workbook/>' },
    ]);

    const refusal = ingest(xlsx);

    await expect(refusal).rejects.toMatchObject({ code: 'CONTENT_MISMATCH' });
    await expect(refusal).rejects.toThrow(
      "The file's contents do not match its name: it is named as a Word document but it is an Excel workbook.",
    );
  });

  it('refuses a ZIP archive that holds no Word document', async () => {
    const refusal = ingest(await zipOf([{ name: 'readme.txt', data: 'hello' }]));

    await expect(refusal).rejects.toMatchObject({ code: 'CONTENT_MISMATCH' });
    await expect(refusal).rejects.toThrow('it is a ZIP archive without a document in it');
  });

  it('refuses an encrypted Word document (an OLE2 container) before reading it', async () => {
    const ole2 = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);

    await expect(ingest(ole2)).rejects.toMatchObject({ code: 'ENCRYPTED' });
  });

  it('refuses a damaged archive: garbage after the signature, or cut short', async () => {
    const docx = await docxOf(sampleChildren());

    await expect(ingest(Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(2000, 0x5a)]))).rejects.toMatchObject({ code: 'CORRUPTED' });
    await expect(ingest(docx.subarray(0, Math.floor(docx.length / 2)))).rejects.toMatchObject({ code: 'CORRUPTED' });
  });

  it('refuses a document whose XML is broken', async () => {
    const docx = await withParts(await docxOf([paragraph('Text.')]), {
      'word/document.xml': '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p>',
    });

    await expect(ingest(docx)).rejects.toMatchObject({ code: 'CORRUPTED' });
  });

  it('does not expand entities declared in the document (billion laughs)', async () => {
    const w = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
    const entities = [
      '<!ENTITY a0 "laugh">',
      ...Array.from({ length: 9 }, (_, index) => `<!ENTITY a${index + 1} "${`&a${index};`.repeat(10)}">`),
    ].join('');
    const docx = await withParts(await docxOf([paragraph('Text.')]), {
      'word/document.xml': `<?xml version="1.0"?><!DOCTYPE w:document [${entities}]><w:document xmlns:w="${w}"><w:body><w:p><w:r><w:t>&a9;</w:t></w:r></w:p></w:body></w:document>`,
    });

    // mammoth's XML parser (xmldom) refuses the document rather than expanding a billion laughs.
    await expect(ingest(docx)).rejects.toMatchObject({ code: 'CORRUPTED' });
  });

  it('ignores package properties that declare a DTD', async () => {
    const docx = await withParts(await docxOf([heading('Real heading', 1), paragraph('Text.')]), {
      'docProps/core.xml': `<?xml version="1.0"?><!DOCTYPE cp:coreProperties [<!ENTITY a0 "laugh"><!ENTITY a1 "&a0;&a0;&a0;">]>${coreXml({ title: '&a1;' }).replace(/^<\?xml[^>]*>/, '')}`,
    });

    expect((await ingest(docx)).title).toBe('Real heading');
  });

  it('refuses a zip bomb hidden in a document (50 MB of zeros, 10 MB allowed)', async () => {
    const docx = await docxOf([paragraph('Text.')]);
    const parts = await unzipAll(docx);
    parts.set('word/media/image1.png', Buffer.alloc(50 * MB));
    const bomb = await zipOf([...parts].map(([name, data]) => ({ name, data })));

    await expect(ingest(bomb, { limits: { maxUnpackedBytes: 10 * MB } })).rejects.toMatchObject({ code: 'ARCHIVE_TOO_LARGE' });
  });

  it('refuses a document whose text is too long to read within bounded memory', async () => {
    const w = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
    const body = '<w:p><w:r><w:t>Customers asked for monthly billing.</w:t></w:r></w:p>'.repeat(
      Math.ceil(DEFAULT_LIMITS.maxDocumentXmlBytes / 60),
    );
    const docx = await withParts(await docxOf([paragraph('Text.')]), {
      'word/document.xml': `<w:document xmlns:w="${w}"><w:body>${body}</w:body></w:document>`,
    });

    await expect(ingest(docx)).rejects.toMatchObject({ code: 'ARCHIVE_TOO_LARGE' });
    await expect(ingest(docx)).rejects.toThrow(
      /^The document is too long to read: its text unpacks to 6\.\d MB, and at most 6 MB can be read\.$/,
    );
  });

  it('refuses a document whose main part lies about its size', async () => {
    const docx = await docxOf([paragraph('Text.')]);

    await expect(ingest(declareUncompressedSize(docx, 'word/document.xml', 100))).rejects.toMatchObject({ code: 'CORRUPTED' });
  });

  it('refuses a document with an entry whose path leads outside it', async () => {
    const docx = await withParts(await docxOf([paragraph('Text.')]), { 'aa/evil.txt': 'x' });

    await expect(ingest(renameEntry(docx, 'aa/evil.txt', '../evil.txt'))).rejects.toMatchObject({ code: 'ARCHIVE_UNSAFE_PATH' });
  });

  it('refuses a document with more parts than allowed', async () => {
    const docx = await docxOf([paragraph('Text.')]);
    const entryCount = (await unzipAll(docx)).size;

    await expect(ingest(docx, { limits: { maxArchiveEntries: entryCount - 1 } })).rejects.toMatchObject({
      code: 'ARCHIVE_TOO_MANY_ENTRIES',
    });
    await expect(ingest(docx, { limits: { maxArchiveEntries: entryCount } })).resolves.toMatchObject({ format: 'docx' });
  });

  it('reads only the parts the archive check verified, not a record hidden beyond the entry count', async () => {
    const parts = await unzipAll(await docxOf([paragraph('Visible text.')]));
    const hidden = (await unzipAll(await docxOf([paragraph('Hidden text.')]))).get('word/document.xml')!;
    const entries = [...parts].map(([name, data]) => ({ name, data }));
    const crafted = hideLastEntryFromCount(await zipOf([...entries, { name: 'word/document.xml', data: hidden }]));

    // A second ZIP parser on the raw bytes (mammoth's own, JSZip) reads the hidden record: that
    // is how a part the archive check never saw, a zip bomb for instance, would reach it.
    expect((await mammoth.extractRawText({ buffer: crafted })).value.trim()).toBe('Hidden text.');
    const document = await ingest(crafted);
    expect(document.snippets.map((snippet) => snippet.text)).toEqual(['Visible text.']);
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    controller.abort();

    await expect(ingest(await docxOf([paragraph('Text.')]), { signal: controller.signal })).rejects.toMatchObject({ code: 'CANCELLED' });
  });
});
