import { readDocx } from './docx';
import type { ReaderTable } from './reader';
import { readJsonTranscript, readSrt, readVtt } from './transcript';

/** The reader of each supported format. */
export const READERS: ReaderTable = {
  docx: readDocx,
  vtt: readVtt,
  srt: readSrt,
  json_transcript: readJsonTranscript,
};
