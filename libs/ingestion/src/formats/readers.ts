import { readCsv } from './csv';
import { readDocx } from './docx';
import { readHtml } from './html';
import { readMarkdown } from './markdown';
import { readPdf } from './pdf';
import type { ReaderTable } from './reader';
import { readText } from './text';
import { readJsonTranscript, readSrt, readVtt } from './transcript';
import { readXlsx } from './xlsx';

/** The reader of each supported format. */
export const READERS: ReaderTable = {
  text: readText,
  markdown: readMarkdown,
  html: readHtml,
  pdf: readPdf,
  docx: readDocx,
  vtt: readVtt,
  srt: readSrt,
  json_transcript: readJsonTranscript,
  csv: readCsv,
  xlsx: readXlsx,
};
