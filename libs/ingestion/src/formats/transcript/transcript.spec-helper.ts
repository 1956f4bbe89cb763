import { isIngestionError, type IngestionError, type IngestionErrorCode } from '../../errors';
import { ingestFile, type IngestOptions } from '../../ingest-file';
import type { IngestedDocument } from '../../model/ingested-document';
import { readJsonTranscript } from './read-json-transcript';
import { readSrt } from './read-srt';
import { readVtt } from './read-vtt';

/** Transcript files through the library's entry point, with the readers under test. */
export function ingestTranscript(
  content: string | Uint8Array,
  fileName: string,
  options: Omit<IngestOptions, 'readers'> = {},
): Promise<IngestedDocument> {
  const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  return ingestFile({ bytes, fileName }, { ...options, readers: { vtt: readVtt, srt: readSrt, json_transcript: readJsonTranscript } });
}

/** What a person sees of each snippet: its text and where it is. */
export const textsAndLocations = (document: IngestedDocument) => document.snippets.map(({ text, location }) => ({ text, location }));

/** The refusal a promise ends in; fails the test if it resolves (nothing may be returned) or fails otherwise. */
export async function refusalOf(promise: Promise<unknown>, code: IngestionErrorCode): Promise<IngestionError> {
  const outcome = await promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  if ('value' in outcome) throw new Error(`Expected a refusal with ${code}, but the file was read.`);
  if (!isIngestionError(outcome.error)) throw outcome.error;
  expect(outcome.error.code).toBe(code);
  return outcome.error;
}

/** One cue of a WebVTT file. */
export const vttCue = (start: string, end: string, text: string): string => `${start} --> ${end}\n${text}\n`;
