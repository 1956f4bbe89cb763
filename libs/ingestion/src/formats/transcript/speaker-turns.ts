import type { RawBlock } from '../reader';

/** One stretch of speech as a transcript gives it: a cue, a segment or a sentence. */
export interface Utterance {
  /** Seconds from the start of the recording. */
  start: number;
  end: number;
  speaker?: string;
  text: string;
}

interface OpenTurn {
  start: number;
  end: number;
  speaker?: string;
  parts: string[];
  length: number;
}

/** Times to the millisecond: 62 + 0.123 must read 62.123, not 62.123000000000005. */
export const roundToMilliseconds = (seconds: number): number => Math.round(seconds * 1000) / 1000;

/**
 * Gathers consecutive utterances of the same speaker into one speaker turn, from the start of its
 * first utterance to the end of its last. A turn is closed before its text would pass
 * maxSnippetChars: the core would otherwise split it into several snippets that all carry the whole
 * turn's times, and every snippet must keep times that say where its own words are. Utterances
 * without a speaker are only merged with each other; an unknown voice is never given a name.
 */
export class SpeakerTurns {
  private readonly blocks: RawBlock[] = [];
  // A Set keeps insertion order: speakers in order of first appearance.
  private readonly speakers = new Set<string>();
  private open: OpenTurn | undefined;

  constructor(private readonly maxSnippetChars: number) {}

  add(utterance: Utterance): void {
    const text = utterance.text.trim();
    if (text === '') return;
    if (utterance.speaker !== undefined) this.speakers.add(utterance.speaker);
    const open = this.open;
    // The raw length bounds the snippet's: normalising collapses whitespace and drops invisible
    // characters, and lengthens text only for the rare characters Unicode NFC expands.
    if (open !== undefined && open.speaker === utterance.speaker && open.length + 1 + text.length <= this.maxSnippetChars) {
      open.parts.push(text);
      open.length += 1 + text.length;
      // Cues may overlap: the turn ends when its latest utterance does.
      open.end = Math.max(open.end, utterance.end);
      return;
    }
    this.close();
    this.open = { start: utterance.start, end: utterance.end, speaker: utterance.speaker, parts: [text], length: text.length };
  }

  /** The turns as raw blocks (line breaks between utterances kept) and the speakers, once every utterance is added. */
  finish(): { blocks: RawBlock[]; speakers: string[] } {
    this.close();
    return { blocks: this.blocks, speakers: [...this.speakers] };
  }

  private close(): void {
    const open = this.open;
    if (open === undefined) return;
    this.blocks.push({
      text: open.parts.join('\n'),
      location: { start: roundToMilliseconds(open.start), end: roundToMilliseconds(open.end), ...(open.speaker !== undefined ? { speaker: open.speaker } : {}) },
    });
    this.open = undefined;
  }
}
