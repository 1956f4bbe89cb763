import { WebVTTCueTextParser, type WebVttNode } from 'webvtt-parser';
import { IngestionError } from '../../errors';
import { detached } from './transcript-text';

/** What one speaker says within a cue. */
export interface CueVoice {
  speaker?: string;
  text: string;
}

/**
 * A speaker label at the start of a caption line, as Zoom ("Jane Doe: Hello"), broadcast captions
 * (">> JOHN: Hello") and many SRT files write it: up to four words, the first capitalised (or from a
 * script without case), then a colon and a space. A lower-case start ("the answer is: yes") and a
 * URL ("https://") are not labels.
 */
const SPEAKER_LABEL =
  /^[ \t]*(?:(?:>>|[-–—])[ \t]*)?([\p{Lu}\p{Lt}\p{Lo}][\p{L}\p{M}\p{N}'’._-]*(?:[ \t]+[\p{L}\p{M}\p{N}'’._()-]+){0,3})[ \t]*[:：](?:[ \t]+|$)/u;

const cleanName = (name: string): string => name.replace(/\s+/g, ' ').trim();

/** The name of a <v> tag's annotation; a <v> without one names nobody. */
function voiceName(annotation: string | undefined): string | undefined {
  if (annotation === undefined) return undefined;
  // A transcript names the same few speakers on every cue: tidy each name once.
  const known = knownVoiceNames.get(annotation);
  if (known !== undefined) return known === '' ? undefined : known;
  const name = detached(cleanName(annotation));
  if (annotation.length <= 200 && knownVoiceNames.size < 1000) knownVoiceNames.set(detached(annotation), name);
  return name === '' ? undefined : name;
}

/** Annotations already tidied, a bounded few, copied (see detached): the cache outlives the file. */
const knownVoiceNames = new Map<string, string>();

/**
 * Character references the cue-text parser decodes. Its built-in table keys them without the ";"
 * ("&amp"), so "&amp;" comes out as "&;". The full HTML table it ships would be spec-complete, but the
 * parser scans every key of its table for each unknown reference, and 2,000 keys make a file full of
 * "&x;" a way to spend minutes of CPU. So: the references captions use, with and without the ";".
 */
export const CAPTION_ENTITIES: Record<string, string> = Object.fromEntries(
  Object.entries({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', lrm: '\u200e', rlm: '\u200f' }).flatMap(
    ([name, character]) => [
      [`&${name}`, character],
      [`&${name};`, character],
    ],
  ),
);

/** Receives each voice of a cue: the cue's times, the speaker when one is named, and the text. */
export type VoiceSink = (start: number, end: number, speaker: string | undefined, text: string) => void;

const ignoreErrors = (): void => {};

/**
 * Reads the voices of one cue's text (WebVTT cue-text syntax) into onVoice. The shapes nearly every
 * cue has, plain text and text inside one <v Name> tag, are read here directly, with the result
 * webvtt-parser gives them; every other cue text goes through webvtt-parser's cue-text parser (tags,
 * nesting, timestamps, character references), whose tree is walked by cueVoices. That parser reads
 * text a character at a time and builds several objects per character, so keeping the common cues
 * away from it is most of the speed of reading a transcript.
 */
export function readCueText(text: string, start: number, end: number, onVoice: VoiceSink): void {
  if (text.indexOf('<') === -1 && text.indexOf('&') === -1) {
    if (text !== '') labelledLines(text, start, end, onVoice);
    return;
  }
  if (readSingleVoice(text, start, end, onVoice)) return;
  for (const voice of cueVoices(parseCueText(text, start, end))) onVoice(start, end, voice.speaker, voice.text);
}

const LESS_THAN = 60;
const LOWER_V = 118;
const FULL_STOP = 46;
/** Tab, line feed, form feed and space: what ends a tag's name or class in cue text. */
const isTagSpace = (code: number): boolean => code === 32 || code === 9 || code === 10 || code === 12;

/** The opening tag of the last single-voice cue and its speaker: consecutive cues mostly share them. */
let lastVoiceTag = '';
let lastVoiceSpeaker: string | undefined;

/**
 * A cue that is one <v> tag (optional classes, optional name) around text without tags or
 * character references, closed or not: the cue Teams writes every time. As webvtt-parser reads it:
 * the name is what follows the tag's first space up to the first ">"; "<v.loud Bob>", "<v>" and
 * "<v Bob" + line break + "Smith>" are voice tags, "<vx Bob>" and "<V Bob>" are not. False for any
 * other cue text, which the parser then reads.
 */
function readSingleVoice(text: string, start: number, end: number, onVoice: VoiceSink): boolean {
  let bodyStart: number;
  let speaker: string | undefined;
  if (lastVoiceTag !== '' && text.startsWith(lastVoiceTag)) {
    // The tag ends at its first ">": the same first characters are the same tag.
    bodyStart = lastVoiceTag.length;
    speaker = lastVoiceSpeaker;
  } else {
    if (text.charCodeAt(0) !== LESS_THAN || text.charCodeAt(1) !== LOWER_V) return false;
    const tagEnd = text.indexOf('>', 2);
    if (tagEnd === -1) return false;
    let position = 2;
    if (text.charCodeAt(position) === FULL_STOP) while (position < tagEnd && !isTagSpace(text.charCodeAt(position))) position++;
    if (position !== tagEnd && !isTagSpace(text.charCodeAt(position))) return false;
    speaker = position === tagEnd ? undefined : voiceName(text.slice(position + 1, tagEnd));
    bodyStart = tagEnd + 1;
    if (bodyStart <= 200) {
      // A copy (see detached): the cache outlives the file.
      lastVoiceTag = detached(text.slice(0, bodyStart));
      lastVoiceSpeaker = speaker;
    }
  }
  const bodyEnd = text.endsWith('</v>') && text.length - 4 >= bodyStart ? text.length - 4 : text.length;
  const tag = text.indexOf('<', bodyStart);
  if ((tag !== -1 && tag < bodyEnd) || text.indexOf('&', bodyStart) !== -1) return false;
  if (bodyEnd === bodyStart) return true;
  const voiceText = text.slice(bodyStart, bodyEnd);
  if (speaker !== undefined) onVoice(start, end, speaker, voiceText);
  else labelledLines(voiceText, start, end, onVoice);
  return true;
}

function parseCueText(text: string, start: number, end: number): { children: WebVttNode[] } {
  try {
    // 'metadata' mode: cue text is read as text with tags, without validating it as captions.
    return new WebVTTCueTextParser(text, ignoreErrors, 'metadata', CAPTION_ENTITIES).parse(start, end);
  } catch (error) {
    // The parser copies each cue's tag tree recursively: tags nested thousands deep exhaust the stack.
    if (error instanceof RangeError) {
      throw new IngestionError(
        'INVALID_TRANSCRIPT',
        'The transcript nests formatting tags too deeply to be read. The file is probably damaged or not a transcript.',
        { cause: error },
      );
    }
    throw error;
  }
}

/**
 * The voices of one cue's tree: text inside a <v Name> tag is Name's; other text may start with a
 * "Name:" label. Every other tag is dropped and its text kept, except ruby annotations (<rt>), which
 * gloss the text rather than add to it.
 */
export function cueVoices(tree: { children: WebVttNode[] }): CueVoice[] {
  const voices: CueVoice[] = [];
  const collect: VoiceSink = (_start, _end, speaker, text) => voices.push({ ...(speaker !== undefined ? { speaker } : {}), text });
  for (const span of voiceSpans(tree.children)) {
    if (span.speaker !== undefined) voices.push(span);
    else labelledLines(span.text, 0, 0, collect);
  }
  return voices;
}

/** Consecutive text of the same <v> voice (or of none), tags stripped. */
function voiceSpans(children: WebVttNode[]): CueVoice[] {
  // Most cues are plain text or one voice tag around plain text: read those without a walk.
  if (children.length === 1) {
    const [only] = children;
    if (only.type === 'text') return [{ text: only.value }];
    if (only.type === 'object' && only.name === 'v' && only.children.length === 1 && only.children[0].type === 'text') {
      const speaker = voiceName(only.value);
      return [{ ...(speaker !== undefined ? { speaker } : {}), text: only.children[0].value }];
    }
  }
  return walkVoiceSpans(children);
}

/** The general case, walked without recursion: tags may nest deeply. */
function walkVoiceSpans(children: WebVttNode[]): CueVoice[] {
  const spans: CueVoice[] = [];
  const pending: Array<{ node: WebVttNode; speaker?: string }> = children.map((node) => ({ node })).reverse();
  for (let item = pending.pop(); item !== undefined; item = pending.pop()) {
    const { node, speaker } = item;
    if (node.type === 'text') {
      const last = spans[spans.length - 1];
      if (last !== undefined && last.speaker === speaker) last.text += node.value;
      else spans.push({ ...(speaker !== undefined ? { speaker } : {}), text: node.value });
      continue;
    }
    if (node.type !== 'object' || node.name === 'rt') continue;
    const voice = node.name === 'v' ? (voiceName(node.value) ?? speaker) : speaker;
    for (let index = node.children.length - 1; index >= 0; index--) pending.push({ node: node.children[index], speaker: voice });
  }
  return spans;
}

/**
 * Text without a <v> voice, split at "Name:" labels. Only a cue whose first line carries a label is
 * read as labelled: a caption line that merely wraps ("and the point is:") is not taken for a name.
 */
function labelledLines(text: string, start: number, end: number, onVoice: VoiceSink): void {
  const trimmed = text.trimStart();
  const firstBreak = trimmed.indexOf('\n');
  const firstLine = firstBreak === -1 ? trimmed : trimmed.slice(0, firstBreak);
  const first = SPEAKER_LABEL.exec(firstLine);
  if (first === null) {
    onVoice(start, end, undefined, text);
    return;
  }
  const lines = trimmed.split('\n');
  let speaker = cleanName(first[1]);
  let current = firstLine.slice(first[0].length);
  for (const line of lines.slice(1)) {
    const label = SPEAKER_LABEL.exec(line);
    if (label === null) {
      current += `\n${line}`;
      continue;
    }
    onVoice(start, end, speaker, current);
    speaker = cleanName(label[1]);
    current = line.slice(label[0].length);
  }
  onVoice(start, end, speaker, current);
}
