import { IngestionError } from '../errors';
import { findRepeatedEdgeLines, stripEdgeLines } from './boilerplate';
import { decodeText } from './decode-text';
import { countWords, normaliseText, splitLongText } from './normalise-text';

describe('decodeText', () => {
  const sample = 'Café prices — £12, naïve 😀';

  it.each([
    ['UTF-8', Buffer.from(sample, 'utf8'), 'utf-8'],
    ['UTF-8 with BOM', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(sample, 'utf8')]), 'utf-8'],
    ['UTF-16LE with BOM', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(sample, 'utf16le')]), 'utf-16le'],
    ['UTF-16BE with BOM', Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(sample, 'utf16le').swap16()]), 'utf-16be'],
    ['UTF-16LE without BOM', Buffer.from(sample, 'utf16le'), 'utf-16le'],
    ['UTF-16BE without BOM', Buffer.from(sample, 'utf16le').swap16(), 'utf-16be'],
  ])('%s', (_case, bytes, encoding) => {
    expect(decodeText(bytes)).toEqual({ text: sample, encoding });
  });

  it('reads Windows-1252 / Latin-1 when the bytes are not UTF-8', () => {
    expect(decodeText(Buffer.from('Café £12 naïve', 'latin1'))).toEqual({ text: 'Café £12 naïve', encoding: 'windows-1252' });
    // 0x80 is the euro sign in Windows-1252 (a control character in strict Latin-1).
    expect(decodeText(Buffer.from([0x80, 0x35])).text).toBe('€5');
  });

  it('refuses binary data that is not UTF-16', () => {
    const bytes = Buffer.from([0x41, 0x00, 0x00, 0x00, 0x42, 0x43, 0x44, 0x45, 0x46, 0x47, 0x00, 0x01]);
    expect(() => decodeText(bytes)).toThrow(expect.objectContaining({ code: 'UNREADABLE_ENCODING' }) as IngestionError);
  });
});

describe('normaliseText', () => {
  it.each([
    ['composes to NFC', 'Cafe\u0301', 'Café'],
    ['collapses whitespace and non-breaking spaces', '  a \t\u00a0 b\n\n c  ', 'a b c'],
    ['joins a word hyphenated across a line break', 'the cus-\ntomer said', 'the customer said'],
    ['keeps a real hyphen at a line break before a capital', 'state-\nOf-the-art', 'state- Of-the-art'],
    ['drops soft hyphens, zero-width spaces and control characters', 'on\u00adboard\u200b flow\u0007', 'onboard flow'],
  ])('%s', (_case, input, expected) => {
    expect(normaliseText(input)).toBe(expected);
  });

  it('counts words in any script', () => {
    expect(countWords("It's the customer's 2nd café visit")).toBe(6);
    expect(countWords('')).toBe(0);
  });
});

describe('splitLongText', () => {
  it('leaves short text whole', () => {
    expect(splitLongText('One. Two.', 100)).toEqual(['One. Two.']);
  });

  it('splits at sentence ends first', () => {
    expect(splitLongText('First sentence here. Second one is here. Third.', 25)).toEqual([
      'First sentence here.',
      'Second one is here.',
      'Third.',
    ]);
  });

  it('splits a sentence without ends at spaces, and a text without spaces at the limit', () => {
    expect(splitLongText('aaaa bbbb cccc dddd', 9)).toEqual(['aaaa bbbb', 'cccc dddd']);
    expect(splitLongText('x'.repeat(25), 10)).toEqual(['x'.repeat(10), 'x'.repeat(10), 'x'.repeat(5)]);
  });

  it('never returns a piece longer than the limit and loses no word', () => {
    const text = Array.from({ length: 500 }, (_, i) => `word${i}${i % 7 === 0 ? '.' : ''}`).join(' ');
    const pieces = splitLongText(text, 80);
    expect(Math.max(...pieces.map((piece) => piece.length))).toBeLessThanOrEqual(80);
    expect(pieces.join(' ')).toBe(text);
  });
});

describe('page headers and footers', () => {
  const page = (n: number, body: string[]) => ['ACME Corp — Confidential', ...body, `Page ${n} of 4`];
  const pages = [
    page(1, ['Intro text']),
    page(2, ['More text', 'ACME Corp — Confidential is our motto']),
    page(3, ['Body']),
    page(4, ['End']),
  ];

  it('finds lines repeated at page edges, page numbers included', () => {
    expect(findRepeatedEdgeLines(pages)).toEqual(new Set(['acme corp — confidential', 'page # of #']));
  });

  it('removes them only at the edges', () => {
    const repeated = findRepeatedEdgeLines(pages);
    expect(stripEdgeLines(pages[1], repeated)).toEqual(['More text', 'ACME Corp — Confidential is our motto']);
    expect(stripEdgeLines(['Body', 'ACME Corp — Confidential', 'x', 'y', 'z', 'w', 'v'], repeated)).toEqual(
      ['Body', 'ACME Corp — Confidential', 'x', 'y', 'z', 'w', 'v'].filter((_, i) => i !== 1),
    );
  });

  it('needs at least three pages', () => {
    expect(
      findRepeatedEdgeLines([
        ['Header', 'a'],
        ['Header', 'b'],
      ]),
    ).toEqual(new Set());
  });
});
