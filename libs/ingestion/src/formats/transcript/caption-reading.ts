import { IngestionError } from '../../errors';
import type { ReaderInput, TextReading } from '../reader';
import { readCaptionCues } from './caption-cues';
import type { CaptionSyntax } from './caption-syntax';
import { SpeakerTurns } from './speaker-turns';

/**
 * The reading of a caption text (a .vtt or .srt file, line breaks tidied and cues within
 * maxLineChars): its cues merged into speaker turns. noCuesMessage says, for the person, what the
 * format's cues look like.
 */
export async function captionReading(text: string, syntax: CaptionSyntax, input: ReaderInput, noCuesMessage: string): Promise<TextReading> {
  const turns = new SpeakerTurns(input.limits.maxSnippetChars);
  // As WebVTT's parser reads it: a NUL character is U+FFFD.
  const captions = text.includes('\0') ? text.replace(/\0/g, '\uFFFD') : text;
  const { cues, skipped } = await readCaptionCues(
    captions,
    syntax,
    (start, end, speaker, voiceText) => turns.addSpeech(start, end, speaker, voiceText),
    input.signal,
  );
  if (cues === 0) throw new IngestionError('INVALID_TRANSCRIPT', noCuesMessage);
  const { blocks, speakers } = turns.finish();
  const notes =
    skipped > 0
      ? [
          `${skipped} ${skipped === 1 ? 'cue was' : 'cues were'} left out because ${skipped === 1 ? 'its timing line' : 'their timing lines'} could not be read.`,
        ]
      : [];
  return { kind: 'text', blocks, structure: { speakers }, notes };
}
