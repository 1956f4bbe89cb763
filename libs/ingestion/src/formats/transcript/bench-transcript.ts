import { mulberry32 } from '@app/insights';

/**
 * A realistic WebVTT transcript for the benchmark: a customer interview with an interviewer and
 * two customers taking turns, each turn spread over a few cues as caption tools cut speech, voice
 * tags as Teams writes them. Deterministic, so every run measures the same file.
 */

const SPEAKERS = ['Interviewer', 'Dana Whitfield', 'Marco Rossi'];
const OPENINGS = ['Honestly,', 'So', 'I think', 'What we found is that', 'To be fair,', 'The thing is,', 'Well,', 'For us'];
const SUBJECTS = [
  'the onboarding',
  'the new pricing',
  'the mobile app',
  'the export to spreadsheets',
  'support over chat',
  'the weekly report',
  'the search',
  'the integration with our CRM',
];
const VERDICTS = [
  'took far too long',
  'saved us a few hours every week',
  'was confusing at first',
  'broke twice last month',
  'is the main reason we stayed',
  'needs clearer wording',
  'works well once it is set up',
  'made the team trust the numbers again',
];
const DETAILS = [
  'especially for the new hires',
  'when several of us edit at once',
  'since the last release',
  'compared with what we used before',
  'for people outside finance',
  'during the end of the quarter',
  'even without any training',
  'although the price went up',
];

const pad = (value: number, width: number): string => String(value).padStart(width, '0');

function clock(seconds: number): string {
  const milliseconds = Math.round(seconds * 1000);
  return `${pad(Math.floor(milliseconds / 3_600_000), 2)}:${pad(Math.floor(milliseconds / 60_000) % 60, 2)}:${pad(Math.floor(milliseconds / 1000) % 60, 2)}.${pad(milliseconds % 1000, 3)}`;
}

/** About `megabytes` MB (2^20 characters, all ASCII) of WebVTT. */
export function generateBenchVtt(megabytes: number): string {
  const random = mulberry32(20240601);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const target = megabytes * 1024 * 1024;
  const parts = ['WEBVTT\n\nNOTE Customer interview, generated for the ingestion benchmark.\n'];
  let size = parts[0].length;
  let time = 0;
  let cue = 0;
  let speaker = 0;
  while (size < target) {
    // A turn of one to five cues, then another speaker.
    const cuesInTurn = 1 + Math.floor(random() * 5);
    for (let index = 0; index < cuesInTurn && size < target; index++) {
      const duration = 2 + random() * 4;
      const text = `${pick(OPENINGS)} ${pick(SUBJECTS)} ${pick(VERDICTS)},\n${pick(DETAILS)}.`;
      const block = `\n${++cue}\n${clock(time)} --> ${clock(time + duration)}\n<v ${SPEAKERS[speaker]}>${text}</v>\n`;
      parts.push(block);
      size += block.length;
      time += duration + random() * 0.5;
    }
    speaker = (speaker + 1 + Math.floor(random() * (SPEAKERS.length - 1))) % SPEAKERS.length;
  }
  return parts.join('');
}
