import { IngestionError } from '../../errors';
import type { Utterance } from './speaker-turns';
import { secondsFrom } from './transcript-time';

/**
 * The JSON transcript shapes this app reads (documented for people in libs/ingestion/docs/transcript-json.md):
 *
 * 1. Generic speaker turns: an array of {speaker?, start, end, text}, times in seconds (numbers) or
 *    clock times ("01:02:03.250"); or an object holding that array under "segments" (the shape
 *    Whisper writes) or "transcript", with an optional "title" and "date" (ISO 8601).
 * 2. Gong, the sales-call integration: the response of its API v2 POST /v2/calls/transcript,
 *    { requestId, records, callTranscripts: [{ callId, transcript: [{ speakerId, topic,
 *    sentences: [{ start, end, text }] }] }] }, sentence times in milliseconds from the start of the
 *    call (field names and units from Gong's OpenAPI specification, as its generated clients give
 *    them: CallTranscripts, CallTranscript, Monologue, Sentence), or one element of callTranscripts
 *    on its own. Speakers are Gong's speakerId (names live in /v2/calls/extensive's parties). The
 *    response carries no call date.
 * 3. Zoom, the video-meeting integration: its cloud recording transcripts are WebVTT files (recording
 *    file type TRANSCRIPT, extension VTT, per its Cloud Recording API), read by readVtt; its public
 *    documentation gives no JSON transcript shape. Its JSON recording file, the TIMELINE, says who
 *    spoke when but not what was said; it is recognised to tell the person so.
 */

export interface JsonTranscript {
  utterances: Utterance[];
  title?: string;
  date?: string;
  notes: string[];
}

const EXPECTED =
  'Expected a list of speaker turns such as [{"speaker": "Jane", "start": 0, "end": 4.2, "text": "Hello"}] (or that list under "segments" or "transcript"), or a Gong call transcript export ({"callTranscripts": [...]}).';

const invalid = (message: string): IngestionError => new IngestionError('INVALID_TRANSCRIPT', message);

type JsonObject = Record<string, unknown>;
const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

export function transcriptFromJson(json: unknown, maxLineChars: number): JsonTranscript {
  if (Array.isArray(json)) return { utterances: genericUtterances(json, 'the transcript', maxLineChars), notes: [] };
  if (!isObject(json)) throw invalid(`This JSON file holds a single value, not a transcript. ${EXPECTED}`);
  if (Array.isArray(json.callTranscripts)) return { utterances: gongResponseUtterances(json.callTranscripts, maxLineChars), notes: [] };
  if (Array.isArray(json.transcript) && isGongMonologue(json.transcript[0]))
    return { utterances: gongCallUtterances(json, maxLineChars), notes: [] };
  const listName = Array.isArray(json.segments) ? 'segments' : Array.isArray(json.transcript) ? 'transcript' : undefined;
  if (listName !== undefined)
    return { utterances: genericUtterances(json[listName] as unknown[], `"${listName}"`, maxLineChars), ...wrapperFacts(json) };
  if (Array.isArray(json.timeline)) {
    throw invalid(
      "This looks like a Zoom timeline file: it records who spoke when, but not what was said. Upload the meeting's transcript file (.vtt) instead.",
    );
  }
  throw invalid(`This JSON file is not a transcript this app can read. ${EXPECTED}`);
}

/** Optional title and date of a generic transcript; a date that is not one is left out with a note, not a refusal. */
function wrapperFacts(json: JsonObject): Omit<JsonTranscript, 'utterances'> {
  const title = typeof json.title === 'string' && json.title.trim() !== '' ? { title: json.title } : {};
  if (json.date === undefined || json.date === null) return { ...title, notes: [] };
  const time = typeof json.date === 'string' ? Date.parse(json.date) : Number.NaN;
  if (Number.isNaN(time))
    return {
      ...title,
      notes: [
        `The transcript's "date" (${JSON.stringify(json.date).slice(0, 60)}) is not a date such as "2024-03-05T14:30:00Z" and was left out.`,
      ],
    };
  return { ...title, date: new Date(time).toISOString(), notes: [] };
}

function genericUtterances(entries: unknown[], listName: string, maxLineChars: number): Utterance[] {
  if (entries.length === 0) throw invalid(`The transcript's list of speaker turns (${listName}) is empty.`);
  return entries.map((entry, index) => {
    const where = `Entry ${index + 1} of ${listName}`;
    if (!isObject(entry)) throw invalid(`${where} is not an object with "speaker", "start", "end" and "text". ${EXPECTED}`);
    return {
      ...timesOf(entry, where, secondsFrom, 'seconds as a number, or a time such as "00:01:02.500"'),
      ...speakerOf(entry.speaker, where),
      text: textOf(entry.text, where, maxLineChars),
    };
  });
}

function speakerOf(value: unknown, where: string): { speaker?: string } {
  if (value === undefined || value === null) return {};
  if (typeof value === 'number') return { speaker: String(value) };
  if (typeof value !== 'string') throw invalid(`${where} has a "speaker" that is not a name.`);
  const speaker = value.replace(/\s+/g, ' ').trim();
  return speaker === '' ? {} : { speaker };
}

type TimeReader = (value: unknown) => number | undefined;

function timesOf(entry: JsonObject, where: string, seconds: TimeReader, unit: string): { start: number; end: number } {
  const start = seconds(entry.start);
  const end = seconds(entry.end);
  if (start === undefined) throw invalid(`${where} has no valid "start" time (${unit}).`);
  if (end === undefined) throw invalid(`${where} has no valid "end" time (${unit}).`);
  if (end < start) throw invalid(`${where} ends before it starts.`);
  return { start, end };
}

const secondsFromMilliseconds: TimeReader = (value) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value / 1000 : undefined;

/**
 * The text of one entry. An entry longer than maxLineChars is refused as a caption line would be:
 * no real speaker turn or sentence is a megabyte long (a JSON file itself may well be one long line).
 */
function textOf(value: unknown, where: string, maxLineChars: number): string {
  if (typeof value !== 'string') throw invalid(`${where} has no "text" (a string).`);
  if (value.length > maxLineChars) {
    throw new IngestionError(
      'LINE_TOO_LONG',
      `${where} holds ${value.length.toLocaleString('en-US')} characters of text; one entry can hold at most ${maxLineChars.toLocaleString('en-US')}. The file is probably damaged or not a transcript.`,
    );
  }
  return value;
}

const isGongMonologue = (value: unknown): boolean => isObject(value) && Array.isArray(value.sentences);

/**
 * One call per file: times in a Gong transcript count from the start of its own call, and a
 * snippet's location names no call, so a file holding several calls could not say where a snippet is.
 */
function gongResponseUtterances(calls: unknown[], maxLineChars: number): Utterance[] {
  if (calls.length === 0) throw invalid('This Gong export holds no call transcripts.');
  if (calls.length > 1)
    throw invalid(
      `This Gong export holds ${calls.length} calls. Export one call's transcript per file, so that every snippet's time points into one recording.`,
    );
  if (!isObject(calls[0])) throw invalid(`The Gong export's "callTranscripts" does not hold a call transcript. ${EXPECTED}`);
  return gongCallUtterances(calls[0], maxLineChars);
}

function gongCallUtterances(call: JsonObject, maxLineChars: number): Utterance[] {
  if (!Array.isArray(call.transcript)) throw invalid(`The Gong export's call has no "transcript" list of monologues. ${EXPECTED}`);
  const utterances: Utterance[] = [];
  call.transcript.forEach((monologue, monologueIndex) => {
    const where = `Monologue ${monologueIndex + 1} of the call transcript`;
    if (!isGongMonologue(monologue)) throw invalid(`${where} has no "sentences" list.`);
    const { speakerId, sentences } = monologue as JsonObject;
    const speaker = speakerOf(speakerId, where);
    (sentences as unknown[]).forEach((sentence, sentenceIndex) => {
      const sentenceWhere = `Sentence ${sentenceIndex + 1} of monologue ${monologueIndex + 1}`;
      if (!isObject(sentence)) throw invalid(`${sentenceWhere} is not an object with "start", "end" and "text".`);
      const times = timesOf(sentence, sentenceWhere, secondsFromMilliseconds, 'milliseconds from the start of the call, as a number');
      utterances.push({ ...times, ...speaker, text: textOf(sentence.text, sentenceWhere, maxLineChars) });
    });
  });
  if (utterances.length === 0) throw invalid('The Gong call transcript holds no sentences.');
  return utterances;
}
