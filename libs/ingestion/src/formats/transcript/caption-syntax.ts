/**
 * What differs between the two caption formats, WebVTT and SRT (its older sibling: the same cues,
 * numbered, with a comma before the milliseconds, no header, and unescaped text). Everything else,
 * blocks, cue identifiers, comments and cue text, is read by one reader, caption-cues.ts.
 */
export interface CaptionSyntax {
  /** The file starts with a header (WebVTT's "WEBVTT" line and what follows it up to a blank line). */
  header: boolean;
  /** WebVTT: a block whose first lines say NOTE or STYLE is a comment or a style sheet, not a cue. */
  commentBlocks: boolean;
  /** Start and end, in seconds, of the line text[start, end) holding "-->"; undefined when it is no valid timing line. */
  timings(text: string, start: number, end: number): CueTimings | undefined;
  /** SRT: a line of digits right before a timing line is the next cue's number, not text of the cue before. */
  numberedCues: boolean;
  /** The cue text as WebVTT's cue-text syntax (tags and character references) reads it. */
  cueText(text: string): string;
}

export interface CueTimings {
  start: number;
  end: number;
}

// A WebVTT timestamp as the specification's parser collects it: "HH:MM:SS.mmm" (any number of hour
// digits) or "MM:SS.mmm", exactly two digits of minutes and seconds and three of milliseconds.
const VTT_TIMESTAMP = String.raw`(?:(\d+):)?(\d{2}):(\d{2})\.(\d{3})(?!\d)`;
// Spaces, tabs or form feeds around "-->" (even none); anything after the end time is cue settings.
const VTT_TIMING_LINE = new RegExp(String.raw`^[ \t\f]*${VTT_TIMESTAMP}[ \t\f]*-->[ \t\f]*${VTT_TIMESTAMP}`);

const seconds = (hours: string | undefined, minutes: string, wholeSeconds: string, milliseconds: string): number | undefined => {
  const minuteCount = parseInt(minutes, 10);
  const secondCount = parseInt(wholeSeconds, 10);
  if (minuteCount > 59 || secondCount > 59) return undefined;
  // The same sum, in the same order, as webvtt-parser's: the same floating-point seconds.
  return (hours === undefined ? 0 : parseInt(hours, 10)) * 60 * 60 + minuteCount * 60 + secondCount + parseInt(milliseconds, 10) / 1000;
};

function vttTimingsOfLine(line: string): CueTimings | undefined {
  const match = VTT_TIMING_LINE.exec(line);
  if (match === null) return undefined;
  const start = seconds(match[1], match[2], match[3], match[4]);
  const end = seconds(match[5], match[6], match[7], match[8]);
  return start === undefined || end === undefined ? undefined : { start, end };
}

const ZERO = 48;
const COLON = 58;
const FULL_STOP = 46;
const COMMA = 44;
const SPACE = 32;
const HYPHEN = 45;
const GREATER_THAN = 62;

/** The two digits at `at` as a number; NaN when they are not two digits. */
function twoDigits(text: string, at: number): number {
  const tens = text.charCodeAt(at) - ZERO;
  const units = text.charCodeAt(at + 1) - ZERO;
  return tens >= 0 && tens <= 9 && units >= 0 && units <= 9 ? tens * 10 + units : Number.NaN;
}

/** Where the clock clockAt last read ends. */
let clockEnd = 0;

/**
 * "H:MM:SS.mmm" (one to nine digits of hours; ",mmm" too for SRT) at `at`, in seconds as the
 * patterns above compute them, and its end in clockEnd; NaN when it is not one.
 */
function clockAt(text: string, at: number, decimalComma: boolean): number {
  let hours = 0;
  let position = at;
  for (let code = text.charCodeAt(position); code >= ZERO && code <= ZERO + 9 && position - at < 9; code = text.charCodeAt(++position))
    hours = hours * 10 + code - ZERO;
  if (position === at || text.charCodeAt(position) !== COLON || text.charCodeAt(position + 3) !== COLON) return Number.NaN;
  const separator = text.charCodeAt(position + 6);
  if (separator !== FULL_STOP && (!decimalComma || separator !== COMMA)) return Number.NaN;
  const minutes = twoDigits(text, position + 1);
  const wholeSeconds = twoDigits(text, position + 4);
  const lastDigit = text.charCodeAt(position + 9) - ZERO;
  const milliseconds = lastDigit >= 0 && lastDigit <= 9 ? twoDigits(text, position + 7) * 10 + lastDigit : Number.NaN;
  clockEnd = position + 10;
  // NaN fails both comparisons.
  if (!(minutes <= 59 && wholeSeconds <= 59)) return Number.NaN;
  return hours * 60 * 60 + minutes * 60 + wholeSeconds + milliseconds / 1000;
}

const isDigit = (code: number): boolean => code >= ZERO && code <= ZERO + 9;

/**
 * The timing line nearly every tool writes, "00:01:02.500 --> 00:01:04.000", read digit by digit
 * without a regular expression or a copy of the line: it is one line in three of a transcript.
 * Undefined for any other form, which the patterns then read (or refuse).
 */
function commonTimings(text: string, start: number, end: number, decimalComma: boolean, digitsMayFollow: boolean): CueTimings | undefined {
  const cueStart = clockAt(text, start, decimalComma);
  const arrow = clockEnd;
  if (Number.isNaN(cueStart) || arrow + 5 > end) return undefined;
  if (
    text.charCodeAt(arrow) !== SPACE ||
    text.charCodeAt(arrow + 1) !== HYPHEN ||
    text.charCodeAt(arrow + 2) !== HYPHEN ||
    text.charCodeAt(arrow + 3) !== GREATER_THAN ||
    text.charCodeAt(arrow + 4) !== SPACE
  ) {
    return undefined;
  }
  const cueEnd = clockAt(text, arrow + 5, decimalComma);
  if (Number.isNaN(cueEnd) || clockEnd > end) return undefined;
  if (!digitsMayFollow && clockEnd < end && isDigit(text.charCodeAt(clockEnd))) return undefined;
  return { start: cueStart, end: cueEnd };
}

const vttTimings = (text: string, start: number, end: number): CueTimings | undefined =>
  commonTimings(text, start, end, false, false) ?? vttTimingsOfLine(text.slice(start, end));

/**
 * WebVTT (the W3C specification, as webvtt-parser 2.2.0 implements it). A cue whose end is not after
 * its start, or that starts before the previous cue, is kept, as the specification's parser keeps it.
 */
export const WEBVTT_SYNTAX: CaptionSyntax = {
  header: true,
  commentBlocks: true,
  timings: vttTimings,
  numberedCues: false,
  cueText: (text) => text,
};

// "00:01:02,500 --> 00:01:04,000": hours required, one or two digits of minutes and seconds, one to
// three of milliseconds, "," or "."; then sometimes SRT's X1:/Y1: box coordinates, which are ignored.
const SRT_TIMING_LINE = /^[ \t]*(\d+):(\d{1,2}):(\d{1,2})[,.](\d{1,3})[ \t]*-->[ \t]*(\d+):(\d{1,2}):(\d{1,2})[,.](\d{1,3})/;
// "5" after the comma is five tenths, as in any decimal number.
const srtMilliseconds = (digits: string): string => digits.padEnd(3, '0');

function srtTimings(text: string, start: number, end: number): CueTimings | undefined {
  // The end time's milliseconds may go on with more digits: SRT reads the first three.
  return commonTimings(text, start, end, true, true) ?? srtTimingsOfLine(text.slice(start, end));
}

function srtTimingsOfLine(line: string): CueTimings | undefined {
  const match = SRT_TIMING_LINE.exec(line);
  // A timing line in WebVTT's own form ("01:02.500 --> 01:04.000") is read too.
  if (match === null) return vttTimingsOfLine(line);
  const start = seconds(match[1], match[2], match[3], srtMilliseconds(match[4]));
  const end = seconds(match[5], match[6], match[7], srtMilliseconds(match[8]));
  return start === undefined || end === undefined ? undefined : { start, end };
}

// Styling codes of SubStation Alpha kept in many SRT files: {\an8}, {\i1}.
const ASS_OVERRIDE = /\{\\[^}\n]*\}/g;
// SRT text is not escaped: a "<" that opens no tag ("I <3 it", "a < b") would swallow what follows it.
const BARE_LESS_THAN = /<(?![A-Za-z/])/g;

/** SRT: its tags (<i>, <b>, <font>, and <v> in some files) read as WebVTT's, with the SRT habits above undone. */
export const SRT_SYNTAX: CaptionSyntax = {
  header: false,
  commentBlocks: false,
  timings: srtTimings,
  numberedCues: true,
  cueText(text) {
    const withoutOverrides = text.includes('{') ? text.replace(ASS_OVERRIDE, '') : text;
    return withoutOverrides.includes('<') ? withoutOverrides.replace(BARE_LESS_THAN, '&lt;') : withoutOverrides;
  },
};
