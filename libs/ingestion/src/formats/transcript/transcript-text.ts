import { IngestionError } from '../../errors';

/**
 * Caption text as the caption reader should see it: one kind of line break, and lines holding only
 * spaces made empty. WebVTT reads such a line as cue text, but caption tools (SRT ones especially)
 * write them between cues, where they mean the blank line that ends a cue.
 */
export function tidyCaptionLines(text: string): string {
  const unixBreaks = text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text;
  // Two plain searches rule most files out faster than the pattern does.
  const indented = unixBreaks.includes('\n ') || unixBreaks.includes('\n\t');
  return indented ? unixBreaks.replace(/\n[ \t]+(?=\n)/g, '\n') : unixBreaks;
}

/**
 * A copy of a piece of the file's text that shares no memory with it. V8 keeps a substring of 13
 * characters or more as a pointer into its whole parent string: a speaker's name or a turn kept
 * in the document would otherwise keep the entire decoded file (tens of MB) alive with it.
 */
export const detached = (text: string): string => ` ${text}`.slice(1);

const characters = (count: number): string => `${count.toLocaleString('en-US')} characters`;

function lineNumberAt(text: string, position: number): number {
  let line = 1;
  for (let index = text.indexOf('\n'); index !== -1 && index < position; index = text.indexOf('\n', index + 1)) line++;
  return line;
}

/**
 * Refuses caption text with a cue (text between two blank lines) longer than maxLineChars. A real
 * cue is a line or two of speech; a longer one is a broken or hostile file (say, 10 MB on one line),
 * and the cue-text parser builds a tree node for every tag of a cue, so refusing it before parsing
 * is what keeps memory bounded. Every blank line ends a caption block (cue, comment or style), so
 * this also bounds every block the reader reads. Runs on the file's own text, so line numbers are
 * the file's.
 */
export function assertCuesWithinLimit(text: string, maxLineChars: number): void {
  let blockStart = 0;
  while (blockStart < text.length) {
    const blankLine = text.indexOf('\n\n', blockStart);
    const blockEnd = blankLine === -1 ? text.length : blankLine;
    if (blockEnd - blockStart > maxLineChars) throw cueTooLong(text, blockStart, blockEnd, maxLineChars);
    if (blankLine === -1) return;
    blockStart = blankLine + 2;
  }
}

/** Names the offender: the first line that is too long by itself, or else the cue as a whole. */
function cueTooLong(text: string, start: number, end: number, maxLineChars: number): IngestionError {
  const limit = `at most ${characters(maxLineChars)}`;
  const damaged = 'The file is probably damaged or not a transcript.';
  const firstLine = lineNumberAt(text, start);
  for (let lineStart = start, line = firstLine; lineStart < end; line++) {
    const lineBreak = text.indexOf('\n', lineStart);
    const lineEnd = lineBreak === -1 || lineBreak > end ? end : lineBreak;
    if (lineEnd - lineStart > maxLineChars) {
      return new IngestionError(
        'LINE_TOO_LONG',
        `Line ${line} of the transcript is ${characters(lineEnd - lineStart)} long; a line can be ${limit}. ${damaged}`,
      );
    }
    lineStart = lineEnd + 1;
  }
  return new IngestionError(
    'LINE_TOO_LONG',
    `The cue starting at line ${firstLine} of the transcript is ${characters(end - start)} long without a blank line; a cue can be ${limit}. ${damaged}`,
  );
}
