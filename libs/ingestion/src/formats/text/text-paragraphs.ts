export interface TextParagraph {
  /** The paragraph's lines as the file has them, line breaks kept. */
  text: string;
  /** 1-based line where the paragraph starts. */
  line: number;
}

interface LineSpan {
  start: number;
  end: number;
  number: number;
}

// Windows, Unix and old Mac line breaks.
const LINE_BREAK = /\r\n|\r|\n/g;

function* textLines(text: string): Generator<LineSpan> {
  let start = 0;
  let number = 1;
  for (const lineBreak of text.matchAll(LINE_BREAK)) {
    yield { start, end: lineBreak.index, number };
    start = lineBreak.index + lineBreak[0].length;
    number++;
  }
  yield { start, end: text.length, number };
}

/**
 * The paragraphs of plain text: runs of lines separated by blank (or whitespace-only) lines. The
 * text is scanned once and each paragraph is one slice of it, so a single 10 MB line costs no more
 * than its own characters.
 */
export function* textParagraphs(text: string): Generator<TextParagraph> {
  let open: LineSpan | undefined;
  const close = (paragraph: LineSpan): TextParagraph => ({ text: text.slice(paragraph.start, paragraph.end), line: paragraph.number });
  for (const line of textLines(text)) {
    if (/\S/.test(text.slice(line.start, line.end))) {
      if (open === undefined) open = { ...line };
      else open.end = line.end;
    } else if (open !== undefined) {
      yield close(open);
      open = undefined;
    }
  }
  if (open !== undefined) yield close(open);
}
