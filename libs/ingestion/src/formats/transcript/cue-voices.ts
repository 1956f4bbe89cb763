import type { WebVttNode } from 'webvtt-parser';

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
const SPEAKER_LABEL = /^[ \t]*(?:(?:>>|[-–—])[ \t]*)?([\p{Lu}\p{Lt}\p{Lo}][\p{L}\p{M}\p{N}'’._-]*(?:[ \t]+[\p{L}\p{M}\p{N}'’._()-]+){0,3})[ \t]*[:：](?:[ \t]+|$)/u;

const cleanName = (name: string): string => name.replace(/\s+/g, ' ').trim();

/** The name of a <v> tag's annotation; a <v> without one names nobody. */
function voiceName(annotation: string | undefined): string | undefined {
  const name = annotation === undefined ? '' : cleanName(annotation);
  return name === '' ? undefined : name;
}

/**
 * The voices of one cue: text inside a <v Name> tag is Name's; other text may start with a
 * "Name:" label. Every other tag is dropped and its text kept, except ruby annotations (<rt>), which
 * gloss the text rather than add to it.
 */
export function cueVoices(tree: { children: WebVttNode[] }): CueVoice[] {
  const voices: CueVoice[] = [];
  for (const span of voiceSpans(tree.children)) {
    if (span.speaker !== undefined) voices.push(span);
    else voices.push(...labelledLines(span.text));
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
function labelledLines(text: string): CueVoice[] {
  const lines = text.trimStart().split('\n');
  const first = SPEAKER_LABEL.exec(lines[0]);
  if (first === null) return [{ text }];
  const voices: CueVoice[] = [];
  let current: CueVoice = { speaker: cleanName(first[1]), text: lines[0].slice(first[0].length) };
  for (const line of lines.slice(1)) {
    const label = SPEAKER_LABEL.exec(line);
    if (label === null) {
      current.text += `\n${line}`;
      continue;
    }
    voices.push(current);
    current = { speaker: cleanName(label[1]), text: line.slice(label[0].length) };
  }
  voices.push(current);
  return voices;
}
