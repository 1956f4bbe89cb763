import { decodeText } from '../../text/decode-text';
import type { FormatReader } from '../reader';
import { srtToWebVtt } from './srt-to-webvtt';
import { assertCuesWithinLimit, tidyCaptionLines } from './transcript-text';
import { webVttReading } from './webvtt-reading';

/** SRT subtitles and transcripts: converted to WebVTT and read as such, cues merged into speaker turns. */
export const readSrt: FormatReader = async (input) => {
  const text = tidyCaptionLines(decodeText(input.bytes).text);
  // Checked on the SRT text itself, so that a refusal names the file's own line.
  assertCuesWithinLimit(text, input.limits.maxLineChars);
  return webVttReading(
    srtToWebVtt(text),
    input,
    'This file is not an SRT transcript: no cue such as "1", "00:00:01,000 --> 00:00:04,000" and a line of text was found.',
  );
};
