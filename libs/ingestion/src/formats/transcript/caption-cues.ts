import { throwIfCancelled } from '../../errors';
import type { CaptionSyntax } from './caption-syntax';
import { readCueText, type VoiceSink } from './cue-voices';

/**
 * The cues of a caption file, WebVTT or SRT, read by one reader: the blocks and timing lines here,
 * the cue text by readCueText (webvtt-parser's cue-text parser for every cue that is not plain
 * text or a single <v> tag).
 *
 * Why not one library for everything: webvtt-parser (the W3C's reference parser) reads the blocks
 * correctly but a character at a time, building several objects per character (20 MB took about
 * 900 ms, most of a transcript's reading time); its cue-text parser is kept for the hard part,
 * tags and character references. subtitle 4.2.2 is fast but not a WebVTT parser: it throws on a
 * cue identifier that is not a number (every Teams transcript has "uuid/18-0" ones), on STYLE and
 * REGION blocks, on two blank lines after the header and on tabs in a timing line, puts a cue with
 * an unreadable timing line into the text of the cue before, ends a cue at any text line starting
 * with "NOTE", and reads SRT's "04,5" as 4.005 s. The blocks follow webvtt-parser's rules instead,
 * which makes them a short loop over lines.
 *
 * Block rules, as the specification's parser (and webvtt-parser) apply them: blocks end at blank
 * lines; a line holding "-->" is a timing line, and the lines of its block before it are the cue's
 * identifier (or, in WebVTT, make the block a NOTE comment or a STYLE sheet); the lines after it
 * are the cue's text, up to a blank line or the next line holding "-->", which starts the next cue
 * even without a blank line. A cue whose timing line cannot be read is left out with its text.
 */

/**
 * The text is read a few kilobytes at a time, each piece ending at a blank line (where every block
 * ends): between pieces the event loop (and a cancellation) can run, and only one piece's cues
 * are held. Within a piece, cues are ordered by start time, as webvtt-parser ordered each piece it
 * was given: the file's order for a valid WebVTT file.
 */
const PIECE_CHARS = 16 * 1024;
/** Pieces read between two chances for the event loop (and a cancellation) to run: about 1 MB. */
const PIECES_BETWEEN_PAUSES = 64;

export interface CaptionCueSummary {
  cues: number;
  /** Timing lines that could not be read (a malformed time, say): their cues are left out. */
  skipped: number;
}

const NEWLINE = 10;
// A NOTE or STYLE line is the word alone or followed by a space or a tab.
const COMMENT_BLOCK = /^(?:NOTE|STYLE)(?:$|[ \t])/;
const CUE_NUMBER = /^\d+$/;

const pause = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * Reads every cue of a caption text (line breaks tidied, cues within maxLineChars) and hands each
 * voice of each cue, in order, to onVoice.
 */
export async function readCaptionCues(
  text: string,
  syntax: CaptionSyntax,
  onVoice: VoiceSink,
  signal?: AbortSignal,
): Promise<CaptionCueSummary> {
  const reader = new CaptionBlockReader(text, syntax);
  const piece = new PieceCues();
  let cues = 0;
  let pieces = 0;
  for (let pieceStart = 0; pieceStart < text.length;) {
    if (++pieces % PIECES_BETWEEN_PAUSES === 0) await pause();
    throwIfCancelled(signal);
    const blankLine = text.indexOf('\n\n', pieceStart + PIECE_CHARS);
    const pieceEnd = blankLine === -1 ? text.length : blankLine + 2;
    piece.clear();
    reader.read(pieceStart, pieceEnd, syntax.header && pieceStart === 0, piece);
    cues += piece.count;
    for (const index of piece.inStartOrder())
      readCueText(syntax.cueText(piece.texts[index]), piece.starts[index], piece.ends[index], onVoice);
    pieceStart = pieceEnd;
  }
  return { cues, skipped: reader.skipped };
}

/** The cues of one piece, as parallel lists: a few hundred thousand cue objects would only feed the garbage collector. */
class PieceCues {
  readonly starts: number[] = [];
  readonly ends: number[] = [];
  readonly texts: string[] = [];
  count = 0;

  clear(): void {
    this.starts.length = 0;
    this.ends.length = 0;
    this.texts.length = 0;
    this.count = 0;
  }

  add(start: number, end: number, text: string): void {
    this.starts.push(start);
    this.ends.push(end);
    this.texts.push(text);
    this.count++;
  }

  /** webvtt-parser's order: by start time, then the longer cue first; otherwise (a stable sort) the file's. */
  inStartOrder(): Iterable<number> {
    const order = (a: number, b: number): number => this.starts[a] - this.starts[b] || this.ends[b] - this.ends[a];
    const indexes = Array.from({ length: this.count }, (_, index) => index);
    for (let index = 1; index < this.count; index++) if (order(index - 1, index) > 0) return indexes.sort(order);
    return indexes;
  }
}

/** The block rules above, over the lines of a range of the text, without copying lines it does not keep. */
class CaptionBlockReader {
  skipped = 0;
  /** Where the next "-->" is at or after a position: found once, so that no line is searched twice. */
  private nextArrow = -1;
  /** The end of the range being read. */
  private end = 0;

  constructor(
    private readonly text: string,
    private readonly syntax: CaptionSyntax,
  ) {}

  /** Adds the cues of the blocks in [from, to), which must start at a line and end at a blank line or the end of the text. */
  read(from: number, to: number, header: boolean, cues: PieceCues): void {
    const text = this.text;
    this.end = to;
    let line = from;
    // The start of a timing line met while reading the lines before it: the next cue starts there.
    let timingLine = -1;
    if (header) {
      // The signature line, then header lines up to a blank line; a timing line among them starts a cue.
      line = this.lineEnd(line) + 1;
      while (line < to && text.charCodeAt(line) !== NEWLINE) {
        const lineEnd = this.lineEnd(line);
        if (this.hasArrow(line, lineEnd)) {
          timingLine = line;
          break;
        }
        line = lineEnd + 1;
      }
    }
    for (;;) {
      if (timingLine === -1) {
        while (line < to && text.charCodeAt(line) === NEWLINE) line++;
        if (line >= to) break;
        const found = this.timingLineOfBlock(line);
        if (found < 0) {
          line = -found - 1;
          continue;
        }
        timingLine = found;
      }
      const timingEnd = this.lineEnd(timingLine);
      const timings = this.syntax.timings(text, timingLine, timingEnd);
      line = timingEnd + 1;
      timingLine = -1;
      // The cue's text (or, when its timing line cannot be read, the lines left out with it).
      const textStart = line;
      let textEnd = line;
      let lastLine = -1;
      while (line < to && text.charCodeAt(line) !== NEWLINE) {
        const lineEnd = this.lineEnd(line);
        if (this.hasArrow(line, lineEnd)) {
          timingLine = line;
          break;
        }
        lastLine = line;
        textEnd = lineEnd;
        line = lineEnd + 1;
      }
      if (timings === undefined) {
        this.skipped++;
        continue;
      }
      // SRT without the blank line between cues: the next cue's number ends this cue's text.
      if (timingLine !== -1 && lastLine !== -1 && this.syntax.numberedCues && CUE_NUMBER.test(text.slice(lastLine, textEnd))) {
        textEnd = Math.max(textStart, lastLine - 1);
      }
      cues.add(timings.start, timings.end, text.slice(textStart, textEnd));
    }
  }

  /**
   * The timing line of the block starting at `line`, after its identifier lines; when the block
   * has none (a comment, a style sheet, or stray text), minus one minus where the next block may
   * start.
   */
  private timingLineOfBlock(line: number): number {
    while (line < this.end && this.text.charCodeAt(line) !== NEWLINE) {
      const lineEnd = this.lineEnd(line);
      if (this.hasArrow(line, lineEnd)) return line;
      if (this.syntax.commentBlocks && COMMENT_BLOCK.test(this.text.slice(line, Math.min(lineEnd, line + 6)))) {
        // The whole block is skipped, timing lines in it included.
        while (line < this.end && this.text.charCodeAt(line) !== NEWLINE) line = this.lineEnd(line) + 1;
        break;
      }
      line = lineEnd + 1;
    }
    return -line - 1;
  }

  /** Where the line starting at `line` ends: its line break, or the end of the range. */
  private lineEnd(line: number): number {
    const lineBreak = this.text.indexOf('\n', line);
    return lineBreak === -1 || lineBreak > this.end ? this.end : lineBreak;
  }

  /** Whether the line [line, lineEnd) holds "-->". */
  private hasArrow(line: number, lineEnd: number): boolean {
    if (this.nextArrow < line) {
      const found = this.text.indexOf('-->', line);
      this.nextArrow = found === -1 ? Infinity : found;
    }
    return this.nextArrow + 3 <= lineEnd;
  }
}
