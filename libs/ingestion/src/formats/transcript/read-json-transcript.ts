import { IngestionError } from '../../errors';
import { decodeText } from '../../text/decode-text';
import type { FormatReader } from '../reader';
import { transcriptFromJson } from './json-transcript-shapes';
import { SpeakerTurns } from './speaker-turns';

/**
 * JSON transcript exports (the shapes are in json-transcript-shapes.ts): segments merged into
 * speaker turns with their times. ingestFile has capped the file's size, so parsing it whole is safe.
 */
export const readJsonTranscript: FormatReader = async (input) => {
  const transcript = transcriptFromJson(parseJson(decodeText(input.bytes).text), input.limits.maxLineChars);
  const turns = new SpeakerTurns(input.limits.maxSnippetChars);
  for (const utterance of transcript.utterances) turns.add(utterance);
  const { blocks, speakers } = turns.finish();
  return {
    kind: 'text',
    ...(transcript.title !== undefined ? { title: transcript.title } : {}),
    ...(transcript.date !== undefined ? { date: transcript.date } : {}),
    blocks,
    structure: { speakers },
    notes: transcript.notes,
  };
};

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? ` (${error.message})` : '';
    throw new IngestionError('INVALID_TRANSCRIPT', `This file is not valid JSON${reason}, so it cannot be read as a transcript.`, {
      cause: error,
    });
  }
}
