import { WebVTTParser } from 'webvtt-parser';
import { IngestionError } from '../../errors';
import { cueVoices } from './cue-voices';
import type { Utterance } from './speaker-turns';

/**
 * The WebVTT text is handed to the parser a few kilobytes at a time, each piece ending at a blank
 * line (where every WebVTT block ends) and later pieces given a "WEBVTT" header of their own. The
 * parser allocates several objects per character of cue text; in small pieces they die young and
 * garbage collection stays cheap (about three times faster than parsing 20 MB at once), and only
 * one piece's cues are ever held.
 */
const PIECE_CHARS = 16 * 1024;
const PIECE_HEADER = 'WEBVTT\n\n';
/** Pieces read between two chances for the event loop (and a cancellation) to run: about 1 MB. */
const PIECES_BETWEEN_PAUSES = 64;

export interface WebVttCueSummary {
  cues: number;
  /** Timing lines whose cue the parser could not read (a malformed time, say). */
  skipped: number;
}

function* webVttPieces(text: string): Generator<string> {
  let pieceStart = 0;
  while (pieceStart < text.length) {
    const blankLine = text.indexOf('\n\n', pieceStart + PIECE_CHARS);
    const pieceEnd = blankLine === -1 ? text.length : blankLine + 2;
    const piece = text.slice(pieceStart, pieceEnd);
    yield pieceStart === 0 ? piece : PIECE_HEADER + piece;
    pieceStart = pieceEnd;
  }
}

function countTimingLines(piece: string): number {
  let count = 0;
  for (let index = piece.indexOf('-->'); index !== -1; index = piece.indexOf('-->', index + 3)) count++;
  return count;
}

/**
 * Character references the parser decodes. Its built-in table keys them without the ";" ("&amp"), so
 * "&amp;" comes out as "&;". The full HTML table it ships would be spec-complete, but the parser
 * scans every key of its table for each unknown reference, and 2,000 keys make a file full of "&x;"
 * a way to spend minutes of CPU. So: the references captions use, with and without the ";".
 */
const CAPTION_ENTITIES: Record<string, string> = Object.fromEntries(
  Object.entries({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', lrm: '\u200e', rlm: '\u200f' }).flatMap(([name, character]) => [
    [`&${name}`, character],
    [`&${name};`, character],
  ]),
);

const pause = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * Reads every cue of a WebVTT text with webvtt-parser and hands each voice of each cue, in the
 * order of the file, to onUtterance. The text must have passed assertCuesWithinLimit.
 */
export async function readWebVttCues(text: string, onUtterance: (utterance: Utterance) => void, signal?: AbortSignal): Promise<WebVttCueSummary> {
  const parser = new WebVTTParser(CAPTION_ENTITIES);
  const summary: WebVttCueSummary = { cues: 0, skipped: 0 };
  let pieces = 0;
  for (const piece of webVttPieces(text)) {
    if (++pieces % PIECES_BETWEEN_PAUSES === 0) await pause();
    if (signal?.aborted) throw new IngestionError('CANCELLED', 'Reading the file was cancelled.');
    // 'metadata' mode: cue text is read as text with tags, without validating it as captions.
    const { cues } = parseOrRefuse(parser, piece);
    summary.cues += cues.length;
    summary.skipped += Math.max(0, countTimingLines(piece) - cues.length);
    // The parser orders each piece's cues by start time: the file's order for a valid WebVTT file.
    for (const cue of cues) {
      for (const voice of cueVoices(cue.tree)) onUtterance({ start: cue.startTime, end: cue.endTime, ...voice });
    }
  }
  return summary;
}

function parseOrRefuse(parser: WebVTTParser, piece: string): ReturnType<WebVTTParser['parse']> {
  try {
    return parser.parse(piece, 'metadata');
  } catch (error) {
    // The parser copies each cue's tag tree recursively: tags nested thousands deep exhaust the stack.
    if (error instanceof RangeError) {
      throw new IngestionError('INVALID_TRANSCRIPT', 'The transcript nests formatting tags too deeply to be read. The file is probably damaged or not a transcript.', { cause: error });
    }
    throw error;
  }
}
