import { IngestionError } from '../../errors';
import { decodeText } from '../../text/decode-text';
import type { FormatReader } from '../reader';
import { captionReading } from './caption-reading';
import { WEBVTT_SYNTAX } from './caption-syntax';
import { assertCuesWithinLimit, tidyCaptionLines } from './transcript-text';

// A WebVTT file's first line is "WEBVTT", alone or followed by a space or tab and a free text.
const WEBVTT_SIGNATURE = /^\uFEFF?WEBVTT(?:[ \t\n]|$)/;

/** WebVTT transcripts (Zoom, Teams, and caption tools): cues merged into speaker turns with their times. */
export const readVtt: FormatReader = async (input) => {
  const text = tidyCaptionLines(decodeText(input.bytes).text);
  if (!WEBVTT_SIGNATURE.test(text.slice(0, 8))) {
    throw new IngestionError('INVALID_TRANSCRIPT', 'This file is not a WebVTT transcript: its first line must be "WEBVTT".');
  }
  assertCuesWithinLimit(text, input.limits.maxLineChars);
  return captionReading(
    text,
    WEBVTT_SYNTAX,
    input,
    'This WebVTT transcript holds no cues: no timing line such as "00:00:01.000 --> 00:00:04.000" followed by text was found.',
  );
};
