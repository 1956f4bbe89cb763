import { IngestionError } from '../../errors';
import type { ReaderInput, TextReading } from '../reader';
import { SpeakerTurns } from './speaker-turns';
import { readWebVttCues } from './webvtt-cues';

/**
 * The reading of a WebVTT text (a .vtt file, or an SRT file converted to WebVTT): its cues merged
 * into speaker turns. noCuesMessage says, for the person, what the format's cues look like.
 */
export async function webVttReading(webVtt: string, input: ReaderInput, noCuesMessage: string): Promise<TextReading> {
  const turns = new SpeakerTurns(input.limits.maxSnippetChars);
  const { cues, skipped } = await readWebVttCues(webVtt, (utterance) => turns.add(utterance), input.signal);
  if (cues === 0) throw new IngestionError('INVALID_TRANSCRIPT', noCuesMessage);
  const { blocks, speakers } = turns.finish();
  const notes = skipped > 0 ? [`${skipped} ${skipped === 1 ? 'cue was' : 'cues were'} left out because ${skipped === 1 ? 'its timing line' : 'their timing lines'} could not be read.`] : [];
  return { kind: 'text', blocks, structure: { speakers }, notes };
}
