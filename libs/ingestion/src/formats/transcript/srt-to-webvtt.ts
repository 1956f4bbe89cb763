/**
 * SRT is WebVTT's older sibling: the same cues, numbered, with a comma before the milliseconds and
 * no header. Converting it lets one parser, webvtt-parser, read both formats.
 */

// An optional cue number on its own line, then the timing line ("00:01:02,500 --> 00:01:04,000",
// sometimes followed by SRT's X1:/Y1: box coordinates, which WebVTT does not know).
const SRT_CUE_START = /^(?:\d+\n)?[ \t]*(\d+):(\d{1,2}):(\d{1,2})[,.](\d{1,3})[ \t]*-->[ \t]*(\d+):(\d{1,2}):(\d{1,2})[,.](\d{1,3})[^\n]*/gm;
// Styling codes of SubStation Alpha kept in many SRT files: {\an8}, {\i1}.
const ASS_OVERRIDE = /\{\\[^}\n]*\}/g;
// SRT text is not escaped: a "<" that opens no tag ("I <3 it", "a < b") would make a WebVTT parser swallow what follows.
const BARE_LESS_THAN = /<(?![A-Za-z/])/g;

const twoDigits = (value: string): string => value.padStart(2, '0');
// "5" after the comma is five tenths, as in any decimal number.
const milliseconds = (value: string): string => value.padEnd(3, '0');

/**
 * The WebVTT text of an SRT file (line breaks already tidied by tidyCaptionLines). The cue number is
 * dropped and replaced by a blank line, so that an SRT file missing the blank line between two cues
 * does not end up with the next cue's number in the previous cue's text.
 */
export function srtToWebVtt(srt: string): string {
  const cues = srt.replace(
    SRT_CUE_START,
    (_match, startHours: string, startMinutes: string, startSeconds: string, startMs: string, endHours: string, endMinutes: string, endSeconds: string, endMs: string) =>
      `\n${startHours}:${twoDigits(startMinutes)}:${twoDigits(startSeconds)}.${milliseconds(startMs)} --> ${endHours}:${twoDigits(endMinutes)}:${twoDigits(endSeconds)}.${milliseconds(endMs)}`,
  );
  return `WEBVTT\n\n${cues.replace(ASS_OVERRIDE, '').replace(BARE_LESS_THAN, '&lt;')}`;
}
