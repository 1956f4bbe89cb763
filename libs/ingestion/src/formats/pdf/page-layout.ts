/**
 * A PDF page is a set of positioned text pieces, not lines and paragraphs: this rebuilds them.
 * Pieces on one baseline that follow each other in the content stream form a line, read by x;
 * a vertical gap clearly wider than the page's usual line spacing starts a new paragraph.
 */

/** A text piece as pdf.js gives it, in page units (y grows upwards), with its font size as height. */
export interface PdfTextItem {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** pdf.js saw the line end after this piece. */
  endOfLine: boolean;
  rightToLeft: boolean;
}

interface Line {
  text: string;
  y: number;
  /** Font size of the line's tallest piece. */
  height: number;
}

/** Pieces whose baselines differ by less than this share of the font size sit on one line (superscripts included). */
const SAME_BASELINE = 0.5;
/** A horizontal gap wider than this share of the font size separates words. */
const WORD_GAP = 0.2;
/** A vertical gap this many times the usual line spacing separates paragraphs. */
const PARAGRAPH_GAP = 1.3;
/**
 * Lines of a paragraph are rarely set further apart than this many times their font size; a page
 * of one-line paragraphs (a list, questions and answers) shows no tighter gap to learn from.
 */
const MAX_LINE_SPACING = 1.5;

/**
 * The page's lines, top to bottom as the content stream gives them, with an empty line between
 * paragraphs (the form text/boilerplate.ts and the paragraph split expect).
 */
export function layoutPage(items: readonly PdfTextItem[]): string[] {
  const lines = groupIntoLines(items)
    .map(toLine)
    .filter((line) => line.text !== '');
  const usual = usualLineSpacing(lines);
  return lines.flatMap((line, index) => {
    if (index === 0) return [line.text];
    const previous = lines[index - 1];
    const gap = previous.y - line.y;
    // A line at or above the previous one starts a new column or a separate block of text.
    const newParagraph =
      gap <= 0 || (usual !== undefined && gap > PARAGRAPH_GAP * lineSpacing(usual, Math.max(previous.height, line.height)));
    return newParagraph ? ['', line.text] : [line.text];
  });
}

/** Splits a page's lines, with empty lines between paragraphs, into paragraph texts that keep their line breaks. */
export function paragraphsOf(lines: readonly string[]): string[] {
  const paragraphs: string[] = [];
  let current: string[] = [];
  for (const line of [...lines, '']) {
    if (line.trim() !== '') {
      current.push(line);
      continue;
    }
    if (current.length > 0) paragraphs.push(current.join('\n'));
    current = [];
  }
  return paragraphs;
}

function groupIntoLines(items: readonly PdfTextItem[]): PdfTextItem[][] {
  const groups: PdfTextItem[][] = [];
  let current: PdfTextItem[] = [];
  let lineEnded = false;
  for (const item of items) {
    // pdf.js marks line ends with empty pieces placed at the next line: they carry no position worth keeping.
    if (item.text === '') {
      lineEnded ||= item.endOfLine;
      continue;
    }
    const previous = current.at(-1);
    if (previous !== undefined && !lineEnded && onSameBaseline(previous, item)) {
      current.push(item);
    } else {
      if (current.length > 0) groups.push(current);
      current = [item];
    }
    lineEnded = item.endOfLine;
  }
  if (current.length > 0) groups.push(current);
  return groups;
}

const onSameBaseline = (a: PdfTextItem, b: PdfTextItem): boolean => Math.abs(a.y - b.y) <= SAME_BASELINE * Math.max(a.height, b.height, 1);

function toLine(pieces: PdfTextItem[]): Line {
  // Right-to-left lines are read from their right end.
  const rightToLeft = pieces.every((piece) => piece.rightToLeft);
  const ordered = [...pieces].sort((a, b) => (rightToLeft ? b.x - a.x : a.x - b.x));
  const parts = [ordered[0].text];
  let previous = ordered[0];
  for (const piece of ordered.slice(1)) {
    const size = Math.max(previous.height, piece.height);
    // Text drawn twice at almost the same place (a common way to fake bold) is read once.
    if (piece.text === previous.text && Math.abs(piece.x - previous.x) < WORD_GAP * size) continue;
    const gap = Math.max(piece.x - (previous.x + previous.width), previous.x - (piece.x + piece.width));
    const spaced = /\s$/.test(previous.text) || /^\s/.test(piece.text);
    parts.push(!spaced && gap > WORD_GAP * size ? ` ${piece.text}` : piece.text);
    previous = piece;
  }
  // The tallest piece carries the line's baseline (a superscript does not).
  const baseline = ordered.reduce((tallest, piece) => (piece.height > tallest.height ? piece : tallest));
  return { text: parts.join('').trim(), y: baseline.y, height: baseline.height };
}

/**
 * The spacing of lines within a paragraph: the lower quartile of the gaps between successive lines,
 * since paragraph gaps are the wider ones and a page may hold many short paragraphs.
 */
function usualLineSpacing(lines: readonly Line[]): number | undefined {
  const gaps = lines
    .slice(1)
    .map((line, index) => lines[index].y - line.y)
    .filter((gap) => gap > 0)
    .sort((a, b) => a - b);
  return gaps.length === 0 ? undefined : gaps[Math.floor((gaps.length - 1) / 4)];
}

/** The page's usual spacing, unless it is implausibly wide for the font size. */
const lineSpacing = (usual: number, fontSize: number): number => (fontSize > 0 ? Math.min(usual, MAX_LINE_SPACING * fontSize) : usual);
