import { ingestFile } from '../../ingest-file';
import type { LimitOverrides } from '../../model/limits';
import { MAX_BLOCKS } from '../outline/block-list';
import { readText } from './read-text';
import { refusalOf } from '../../refusal.spec-helper';

const ingest = (content: string | Buffer, fileName = 'interview.txt', limits?: LimitOverrides) =>
  ingestFile(
    { bytes: typeof content === 'string' ? Buffer.from(content, 'utf8') : content, fileName },
    { readers: { text: readText }, limits },
  );

describe('readText', () => {
  it('reads paragraphs separated by blank lines, with the line each starts on', async () => {
    const lines = [
      'Interview with Maria, head of finance.', // line 1
      '',
      'She exports every invoice to a spread-', // line 3
      'sheet because the search is too slow.',
      '   ', // a whitespace-only line is a paragraph break too
      '\t',
      'She would pay more for a better search.', // line 7
      '',
      '',
      'Last words without a final line break.', // line 10
    ];

    const document = await ingest(lines.join('\r\n'));

    expect(document.format).toBe('text');
    expect(document.title).toBe('interview');
    expect(document.structure).toEqual({});
    expect(document.snippets).toEqual([
      { text: 'Interview with Maria, head of finance.', count: 1, location: { paragraph: 1, line: 1 } },
      { text: 'She exports every invoice to a spreadsheet because the search is too slow.', count: 1, location: { paragraph: 2, line: 3 } },
      { text: 'She would pay more for a better search.', count: 1, location: { paragraph: 3, line: 7 } },
      { text: 'Last words without a final line break.', count: 1, location: { paragraph: 4, line: 10 } },
    ]);
  });

  it('counts Unix and old Mac line breaks as lines too', async () => {
    const document = await ingest('\n\nFirst\rstill first\r\rSecond\n');

    expect(document.snippets).toEqual([
      { text: 'First still first', count: 1, location: { paragraph: 1, line: 3 } },
      { text: 'Second', count: 1, location: { paragraph: 2, line: 6 } },
    ]);
  });

  it('merges identical paragraphs into one snippet with a count and the other places', async () => {
    const document = await ingest('Too expensive.\n\nThe search is slow.\n\nToo expensive.\n\n\nToo   expensive.');

    expect(document.snippets).toEqual([
      {
        text: 'Too expensive.',
        count: 3,
        location: { paragraph: 1, line: 1 },
        repeats: [{ location: { paragraph: 3, line: 5 } }, { location: { paragraph: 4, line: 8 } }],
      },
      { text: 'The search is slow.', count: 1, location: { paragraph: 2, line: 3 } },
    ]);
  });

  it('reads a single 10 MB line as snippets of at most maxSnippetChars, in order, nothing lost', async () => {
    const sentences: string[] = [];
    let length = 0;
    for (let index = 0; length < 10 * 1024 * 1024; index++) {
      const sentence = `Customer ${index} said the export was slow and asked for a faster search.`;
      sentences.push(sentence);
      length += sentence.length + 1;
    }
    const line = sentences.join(' ');

    const document = await ingest(line);

    const texts = document.snippets.map((snippet) => snippet.text);
    expect(texts.join(' ')).toEqual(line);
    expect(texts.every((text) => text.length <= 2000)).toBe(true);
    // Cut between sentences, never inside one.
    expect(texts.every((text) => text.startsWith('Customer ') && text.endsWith('faster search.'))).toBe(true);
    expect(document.snippets.every((snippet) => snippet.count === 1)).toBe(true);
    expect(new Set(document.snippets.map((snippet) => JSON.stringify(snippet.location)))).toEqual(
      new Set([JSON.stringify({ paragraph: 1, line: 1 })]),
    );
  });

  it('reads UTF-16 with a byte-order mark', async () => {
    const bytes = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from('Café crème, naïve résumé.\r\n\r\nZweiter Absatz: Größe.', 'utf16le'),
    ]);

    const document = await ingest(bytes);

    expect(document.snippets).toEqual([
      { text: 'Café crème, naïve résumé.', count: 1, location: { paragraph: 1, line: 1 } },
      { text: 'Zweiter Absatz: Größe.', count: 1, location: { paragraph: 2, line: 3 } },
    ]);
  });

  it('reads big-endian UTF-16 without a byte-order mark', async () => {
    const littleEndian = Buffer.from('The onboarding was confusing.\n\nEl precio es demasiado alto, señor.', 'utf16le');
    const bigEndian = Buffer.from(littleEndian).swap16();

    const document = await ingest(bigEndian);

    expect(document.snippets).toEqual([
      { text: 'The onboarding was confusing.', count: 1, location: { paragraph: 1, line: 1 } },
      { text: 'El precio es demasiado alto, señor.', count: 1, location: { paragraph: 2, line: 3 } },
    ]);
  });

  it('reads Windows-1252 (Latin-1) text, curly quotes and euro sign included', async () => {
    // "Le café coûte 5 € — “trop cher”." and "Ça suffit." in Windows-1252 bytes.
    const bytes = Buffer.from([
      ...Buffer.from('Le caf', 'latin1'),
      0xe9,
      ...Buffer.from(' co', 'latin1'),
      0xfb,
      ...Buffer.from('te 5 ', 'latin1'),
      0x80,
      0x20,
      0x97,
      0x20,
      0x93,
      ...Buffer.from('trop cher', 'latin1'),
      0x94,
      0x2e,
      0x0d,
      0x0a,
      0x0d,
      0x0a,
      0xc7,
      ...Buffer.from('a suffit.', 'latin1'),
    ]);

    const document = await ingest(bytes);

    expect(document.snippets).toEqual([
      { text: 'Le café coûte 5 € — “trop cher”.', count: 1, location: { paragraph: 1, line: 1 } },
      { text: 'Ça suffit.', count: 1, location: { paragraph: 2, line: 3 } },
    ]);
  });

  describe('refuses', () => {
    it('a PNG image renamed .txt', async () => {
      const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52]);

      const error = await refusalOf(ingest(png, 'notes.txt'));

      expect(error.code).toBe('CONTENT_MISMATCH');
      expect(error.message).toBe("The file's contents do not match its name: it is named as a text file but it is a PNG image.");
    });

    it('binary content without a known signature', async () => {
      const error = await refusalOf(
        ingest(Buffer.from([0x01, 0x02, 0x00, 0x9c, 0xff, 0x00, 0x41, 0x42, 0x43, 0x00, 0x00, 0x7f]), 'data.txt'),
      );

      expect(error.code).toBe('UNREADABLE_ENCODING');
    });

    it('a file of only whitespace', async () => {
      const error = await refusalOf(ingest(' \r\n\t\n   \n\n\u00a0\n'));

      expect(error).toMatchObject({ code: 'NO_TEXT', message: 'No readable text was found in a text file.' });
    });

    it('an empty file', async () => {
      const error = await refusalOf(ingest(Buffer.alloc(0)));

      expect(error.code).toBe('EMPTY_FILE');
    });

    it('a file over the size cap', async () => {
      const error = await refusalOf(ingest('x'.repeat(2048), 'big.txt', { maxBytes: { text: 1024 } }));

      expect(error).toMatchObject({ code: 'FILE_TOO_LARGE', message: 'The file is 2 KB; a text file can be at most 1 KB.' });
    });

    it('a file of more paragraphs than can be held at once', async () => {
      const error = await refusalOf(ingest('a\n\n'.repeat(MAX_BLOCKS + 1)));

      expect(error).toMatchObject({
        code: 'FILE_TOO_LARGE',
        message:
          'The file has more than 500,000 paragraphs, more than can be read at once. Split it into smaller files and upload them again.',
      });
    });
  });
});
