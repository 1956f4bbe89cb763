import { decodeText } from '../../text/decode-text';
import type { FormatReader } from '../reader';
import { captionReading } from './caption-reading';
import { SRT_SYNTAX } from './caption-syntax';
import { assertCuesWithinLimit, tidyCaptionLines } from './transcript-text';

/** SRT subtitles and transcripts: read by the same caption reader as WebVTT, cues merged into speaker turns. */
export const readSrt: FormatReader = async (input) => {
  const text = tidyCaptionLines(decodeText(input.bytes).text);
  assertCuesWithinLimit(text, input.limits.maxLineChars);
  return captionReading(
    text,
    SRT_SYNTAX,
    input,
    'This file is not an SRT transcript: no cue such as "1", "00:00:01,000 --> 00:00:04,000" and a line of text was found.',
  );
};
