import { layoutPage, paragraphsOf, type PdfTextItem } from './page-layout';

const piece = (text: string, x: number, y: number, extra: Partial<PdfTextItem> = {}): PdfTextItem => ({
  text,
  x,
  y,
  width: text.length * 6,
  height: 12,
  endOfLine: false,
  rightToLeft: false,
  ...extra,
});

describe('layoutPage', () => {
  it('joins the pieces of a line with a space only where there is a gap between them', () => {
    expect(layoutPage([piece('cus', 72, 700), piece('tomers', 90, 700), piece('said', 140, 700)])).toEqual(['customers said']);
  });

  it('keeps a superscript on its line', () => {
    expect(layoutPage([piece('Revenue', 72, 700), piece('2', 114, 704, { height: 7 }), piece(' grew.', 120, 700)])).toEqual([
      'Revenue2 grew.',
    ]);
  });

  it('reads a right-to-left line from its right end', () => {
    expect(layoutPage([piece('שלום', 100, 700, { rightToLeft: true }), piece('עולם', 60, 700, { rightToLeft: true })])).toEqual([
      'שלום עולם',
    ]);
  });

  it('reads text drawn twice at almost the same place once', () => {
    expect(layoutPage([piece('Bold', 72, 700), piece('Bold', 72.4, 700), piece('text', 110, 700)])).toEqual(['Bold text']);
  });

  it('starts a new line where pdf.js saw the line end, even on the same baseline', () => {
    expect(layoutPage([piece('Left', 72, 700, { endOfLine: true }), piece('Right', 320, 700)])).toEqual(['Left', '', 'Right']);
  });

  it('separates paragraphs where the gap is wider than the usual line spacing', () => {
    const lines = [piece('One', 72, 700), piece('two', 72, 686), piece('three', 72, 672), piece('Four', 72, 648), piece('five', 72, 634)];

    expect(layoutPage(lines)).toEqual(['One', 'two', 'three', '', 'Four', 'five']);
  });

  it('separates one-line paragraphs set further apart than lines of a paragraph ever are', () => {
    expect(layoutPage([piece('Q: Did it help?', 72, 700), piece('A: Yes, a lot.', 72, 670), piece('Q: Would you pay?', 72, 640)])).toEqual([
      'Q: Did it help?',
      '',
      'A: Yes, a lot.',
      '',
      'Q: Would you pay?',
    ]);
  });

  it('ignores the empty pieces pdf.js uses to mark line ends', () => {
    expect(
      layoutPage([piece('First', 72, 700), piece('', 72, 686, { endOfLine: true, width: 0, height: 0 }), piece('second', 72, 686)]),
    ).toEqual(['First', 'second']);
  });
});

describe('paragraphsOf', () => {
  it('splits at empty lines and keeps the line breaks inside a paragraph', () => {
    expect(paragraphsOf(['', 'One', 'two', '', '', 'Three', ''])).toEqual(['One\ntwo', 'Three']);
  });
});
